import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { ConsoleSmsProvider } from './console-provider.ts';
import { Msg91SmsProvider } from './msg91-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The provider SMS_PROVIDER names (config has already checked its settings). */
export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'msg91') {
    return new Msg91SmsProvider({
      authKey: config.MSG91_AUTH_KEY ?? '',
      templateId: config.MSG91_TEMPLATE_ID ?? '',
      messageTemplateId: config.MSG91_MESSAGE_TEMPLATE_ID ?? null,
      baseUrl: config.MSG91_BASE_URL,
    });
  }
  const testing = config.NODE_ENV === 'test';
  return new ConsoleSmsProvider({ log, write: testing ? null : undefined, keepCodes: testing });
}
