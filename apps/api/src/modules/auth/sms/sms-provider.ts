/** Sends login codes. `sendOtp` resolves once the provider accepted the message and throws otherwise. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(phone: string, code: string): Promise<void>;
  /** Tests only: the last code sent to a phone (present on the console provider when NODE_ENV=test). */
  lastCodeFor?(phone: string): string | undefined;
}

/** The provider refused the message or could not be reached; the detail is for the log, never the shopper. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
