import { postForJson } from '../../../lib/fetch-json.ts';
import { SmsSendError, type SmsProvider } from './sms-provider.ts';

export interface Msg91Options {
  authKey: string;
  /** A DLT-approved Flow template with an ##otp## variable. */
  templateId: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's Flow API (POST /api/v5/flow, header authkey): one recipient, the code in the template's
 * `otp` variable. MSG91 answers `{ type: 'success' | 'error', message }`; only 'success' counts.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  readonly #options: Required<Msg91Options>;

  constructor(options: Msg91Options) {
    this.#options = { timeoutMs: 5_000, ...options };
  }

  async sendOtp(phone: string, code: string): Promise<void> {
    const { authKey, templateId, baseUrl, timeoutMs } = this.#options;
    const url = new URL('/api/v5/flow', baseUrl).toString();
    let answer;
    try {
      answer = await postForJson(url, {
        headers: { authkey: authKey, 'content-type': 'application/json' },
        // MSG91 wants the number with its country code and without '+'.
        body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [{ mobiles: phone.replace(/^\+/, ''), otp: code }] }),
      }, timeoutMs);
    } catch (error) {
      throw new SmsSendError(`MSG91 could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const body = answer.body as { type?: unknown; message?: unknown } | null;
    if (answer.status >= 200 && answer.status < 300 && body?.type === 'success') return;
    throw new SmsSendError(`MSG91 refused the message (HTTP ${answer.status}): ${typeof body?.message === 'string' ? body.message : 'no message'}`);
  }
}
