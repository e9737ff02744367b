/**
 * Sends text messages: login codes (`sendOtp`) and the shop's notices to customers
 * (`sendMessage`: order placed, shipped, delivered). Both resolve once the provider accepted the
 * message and throw (an SmsSendError) otherwise.
 */
export interface SmsProvider {
  readonly name: string;
  sendOtp(phone: string, code: string): Promise<void>;
  /** A whole message, already written (under 160 characters where possible). */
  sendMessage(phone: string, text: string): Promise<void>;
  /** Tests only: the last code sent to a phone (present on the console provider when NODE_ENV=test). */
  lastCodeFor?(phone: string): string | undefined;
  /** Tests only: the messages sent to a phone, oldest first (console provider when NODE_ENV=test). */
  messagesFor?(phone: string): readonly string[];
}

/** The provider refused the message or could not be reached; the detail is for the log, never the shopper. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
