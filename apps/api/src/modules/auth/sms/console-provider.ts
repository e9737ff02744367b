import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.ts';

export interface ConsoleProviderOptions {
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Where the plain line goes besides the log; stdout by default, so `npm start` shows it at any LOG_LEVEL. */
  write?: ((line: string) => void) | null;
  /** Keep the last code and the messages per phone in memory for tests (never in development or production). */
  keepCodes?: boolean;
}

/**
 * Development provider: prints `OTP for +91XXXXXXXXXX: NNNNNN` and `SMS to +91XXXXXXXXXX: text`
 * instead of sending anything.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  readonly #log: ConsoleProviderOptions['log'];
  readonly #write: ((line: string) => void) | null;
  readonly #codes: Map<string, string> | null;
  readonly #messages: Map<string, string[]> | null;

  constructor({ log, write = (line) => process.stdout.write(`${line}\n`), keepCodes = false }: ConsoleProviderOptions) {
    this.#log = log;
    this.#write = write;
    this.#codes = keepCodes ? new Map() : null;
    this.#messages = keepCodes ? new Map() : null;
  }

  async sendOtp(phone: string, code: string): Promise<void> {
    this.#print(`OTP for ${phone}: ${code}`);
    this.#codes?.set(phone, code);
  }

  async sendMessage(phone: string, text: string): Promise<void> {
    this.#print(`SMS to ${phone}: ${text}`);
    this.#messages?.set(phone, [...(this.#messages.get(phone) ?? []), text]);
  }

  lastCodeFor(phone: string): string | undefined {
    return this.#codes?.get(phone);
  }

  messagesFor(phone: string): readonly string[] {
    return this.#messages?.get(phone) ?? [];
  }

  #print(line: string) {
    this.#log.info(line);
    this.#write?.(line);
  }
}
