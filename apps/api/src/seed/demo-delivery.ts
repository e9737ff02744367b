import { parseDeliveryCsv } from '@dhatu/domain';
import type { Tx } from '../db/client.ts';
import { deliveryRules } from '../db/schema/index.ts';

/**
 * Demo delivery zones (issue 22), away from the pincodes the journeys and API tests order to: Delhi
 * faster than the policy, and the Andaman and Nicobar Islands slower, with a fee and no cash on
 * delivery. Every other pincode follows the policy (the settings' defaults).
 */
export const DEMO_DELIVERY_ZONES = [
  'pincode_or_range,min_days,max_days,cod,fee',
  '110*,3,5,yes,',
  '744*,8,12,no,150',
].join('\n');

export async function seedDemoDeliveryZones(tx: Tx): Promise<number> {
  const { rules, errors } = parseDeliveryCsv(DEMO_DELIVERY_ZONES);
  if (errors.length > 0) throw new Error(`demo delivery zones: ${errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')}`);
  await tx.insert(deliveryRules).values(rules.map(({ line: _line, ...rule }, position) => ({ ...rule, position })));
  return rules.length;
}
