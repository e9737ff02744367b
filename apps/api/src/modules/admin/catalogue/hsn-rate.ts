import { gstRateForHsn } from '@dhatu/domain';
import { taxSettings, type Config } from '../../../config.ts';
import { badRequest } from '../../../lib/errors.ts';

/**
 * An HSN code the owner gives a category or product must have a GST rate in the settings (its
 * own or its heading's): an order of it could not be invoiced otherwise.
 */
export function requireGstRate(config: Config, hsnCode: string | null | undefined): void {
  if (!hsnCode || gstRateForHsn(hsnCode, taxSettings(config).rateBpByHsn) !== null) return;
  const message = `HSN code ${hsnCode} has no GST rate in the shop's settings (GST_RATES)`;
  throw badRequest(message, [`hsnCode: ${message}`]);
}
