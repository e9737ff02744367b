import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.ts';

export interface ConsoleProviderOptions {
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Where the plain line goes besides the log; stdout by default, so `npm start` shows it at any LOG_LEVEL. */
  write?: ((line: string) => void) | null;
  /** Keep the last code per phone in memory for tests (never in development or production). */
  keepCodes?: boolean;
}

/** Development provider: prints `OTP for +91XXXXXXXXXX: NNNNNN` instead of sending an SMS. */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  readonly #log: ConsoleProviderOptions['log'];
  readonly #write: ((line: string) => void) | null;
  readonly #codes: Map<string, string> | null;

  constructor({ log, write = (line) => process.stdout.write(`${line}\n`), keepCodes = false }: ConsoleProviderOptions) {
    this.#log = log;
    this.#write = write;
    this.#codes = keepCodes ? new Map() : null;
  }

  async sendOtp(phone: string, code: string): Promise<void> {
    const line = `OTP for ${phone}: ${code}`;
    this.#log.info(line);
    this.#write?.(line);
    this.#codes?.set(phone, code);
  }

  lastCodeFor(phone: string): string | undefined {
    return this.#codes?.get(phone);
  }
}
