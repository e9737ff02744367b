import type { ReactNode } from 'react';

/**
 * The invisible human-verification check before a code is sent (account §2, §8). The shop runs
 * with it off (the server checks nothing unless CAPTCHA_VERIFY_URL and CAPTCHA_SECRET are set), so
 * there is no widget. To switch one on (reCAPTCHA / Turnstile): expose its site key in the public
 * settings, render the provider's widget from `widget`, answer its token from `getToken` (the login
 * screen sends it as `captchaToken`), and recreate it in `reset` — which the screen calls on Change
 * Number and after a failed send. A failed or expired check must end in
 * LOGIN_MESSAGES.recaptchaFailed, which the server already answers.
 */
export interface HumanCheck {
  /** The widget's element, placed under the phone field; null when the check is off. */
  widget: ReactNode;
  /** A fresh token for POST /api/auth/otp/send, or undefined when the check is off. */
  getToken: () => Promise<string | undefined>;
  reset: () => void;
}

const OFF: HumanCheck = { widget: null, getToken: async () => undefined, reset: () => {} };

export function useHumanCheck(): HumanCheck {
  return OFF;
}
