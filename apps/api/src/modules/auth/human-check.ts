import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { postForJson } from '../../lib/fetch-json.ts';

/** Server-side human verification of the login form's widget token. */
export interface HumanCheck {
  readonly enabled: boolean;
  /** True when the token proves a human; false on a refusal, a missing token or an unreachable service. */
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
}

const off: HumanCheck = { enabled: false, verify: async () => true };

/**
 * reCAPTCHA / Turnstile style: POST form-encoded `secret`, `response` and `remoteip` to the verify
 * URL and require `success: true`. Off unless CAPTCHA_VERIFY_URL and CAPTCHA_SECRET are set.
 */
export function createHumanCheck(config: Config, log: FastifyBaseLogger, timeoutMs = 5_000): HumanCheck {
  const url = config.CAPTCHA_VERIFY_URL;
  const secret = config.CAPTCHA_SECRET;
  if (!url || !secret) return off;
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const form = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
        const answer = await postForJson(url, {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        }, timeoutMs);
        const body = answer.body as { success?: unknown; 'error-codes'?: unknown } | null;
        if (answer.status === 200 && body?.success === true) return true;
        log.info({ status: answer.status, errorCodes: body?.['error-codes'] }, 'human verification refused');
        return false;
      } catch (error) {
        log.warn({ err: error }, 'human verification service unreachable');
        return false;
      }
    },
  };
}
