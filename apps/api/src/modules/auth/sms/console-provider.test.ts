import { describe, expect, it } from 'vitest';
import { ConsoleSmsProvider } from './console-provider.ts';

describe('console SMS provider', () => {
  it('logs the exact line at info and prints it to stdout', async () => {
    const logged: string[] = [];
    const printed: string[] = [];
    const provider = new ConsoleSmsProvider({ log: { info: (msg: string) => logged.push(msg) } as never, write: (line) => printed.push(line) });
    await provider.sendOtp('+919876543210', '042917');
    expect(logged).toEqual(['OTP for +919876543210: 042917']);
    expect(printed).toEqual(['OTP for +919876543210: 042917']);
    // Codes are kept only when asked to (tests).
    expect(provider.lastCodeFor('+919876543210')).toBeUndefined();
  });

  it('keeps the last code per phone in memory only when told to', async () => {
    const provider = new ConsoleSmsProvider({ log: { info: () => {} } as never, write: null, keepCodes: true });
    await provider.sendOtp('+919876543210', '111111');
    await provider.sendOtp('+919876543210', '222222');
    await provider.sendOtp('+919800000000', '333333');
    expect(provider.lastCodeFor('+919876543210')).toBe('222222');
    expect(provider.lastCodeFor('+919800000000')).toBe('333333');
  });

  it('prints a notice as `SMS to {phone}: {text}` and keeps it only when told to', async () => {
    const logged: string[] = [];
    const printed: string[] = [];
    const quiet = new ConsoleSmsProvider({ log: { info: (msg: string) => logged.push(msg) } as never, write: (line) => printed.push(line) });
    await quiet.sendMessage('+919876543210', 'Dhatu: Your order DH-2026-000001 has shipped.');
    expect(logged).toEqual(['SMS to +919876543210: Dhatu: Your order DH-2026-000001 has shipped.']);
    expect(printed).toEqual(logged);
    expect(quiet.messagesFor('+919876543210')).toEqual([]);

    const keeping = new ConsoleSmsProvider({ log: { info: () => {} } as never, write: null, keepCodes: true });
    await keeping.sendMessage('+919876543210', 'first');
    await keeping.sendMessage('+919876543210', 'second');
    expect(keeping.messagesFor('+919876543210')).toEqual(['first', 'second']);
    expect(keeping.messagesFor('+919800000000')).toEqual([]);
  });
});
