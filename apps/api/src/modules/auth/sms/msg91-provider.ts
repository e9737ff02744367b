import { postForJson } from '../../../lib/fetch-json.ts';
import { SmsSendError, type SmsProvider } from './sms-provider.ts';

export interface Msg91Options {
  authKey: string;
  /** A DLT-approved Flow template with an ##otp## variable. */
  templateId: string;
  /**
   * A DLT-approved Flow template for the shop's notices, whose whole text is one ##message##
   * variable; without it `sendMessage` fails (and the notice is retried, then marked failed).
   */
  messageTemplateId?: string | null;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's Flow API (POST /api/v5/flow, header authkey): one recipient, the template's variables
 * beside the number (`otp` for login codes, `message` for notices). MSG91 answers
 * `{ type: 'success' | 'error', message }`; only 'success' counts.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  readonly #options: Required<Msg91Options>;

  constructor(options: Msg91Options) {
    this.#options = { timeoutMs: 5_000, messageTemplateId: null, ...options };
  }

  async sendOtp(phone: string, code: string): Promise<void> {
    await this.#flow(this.#options.templateId, phone, { otp: code });
  }

  async sendMessage(phone: string, text: string): Promise<void> {
    const template = this.#options.messageTemplateId;
    if (!template) throw new SmsSendError('MSG91_MESSAGE_TEMPLATE_ID is not set: the shop cannot send notices by SMS');
    await this.#flow(template, phone, { message: text });
  }

  async #flow(templateId: string, phone: string, variables: Record<string, string>): Promise<void> {
    const { authKey, baseUrl, timeoutMs } = this.#options;
    const url = new URL('/api/v5/flow', baseUrl).toString();
    let answer;
    try {
      answer = await postForJson(url, {
        headers: { authkey: authKey, 'content-type': 'application/json' },
        // MSG91 wants the number with its country code and without '+'.
        body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [{ mobiles: phone.replace(/^\+/, ''), ...variables }] }),
      }, timeoutMs);
    } catch (error) {
      throw new SmsSendError(`MSG91 could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const body = answer.body as { type?: unknown; message?: unknown } | null;
    if (answer.status >= 200 && answer.status < 300 && body?.type === 'success') return;
    throw new SmsSendError(`MSG91 refused the message (HTTP ${answer.status}): ${typeof body?.message === 'string' ? body.message : 'no message'}`);
  }
}
