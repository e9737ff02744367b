import { describe, expect, it } from 'vitest';
import { loadConfig, publicSettings } from './config.ts';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.mediaDir).toMatch(/data\/media$/);
  });

  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('lets only whitelisted settings reach the browser', () => {
    const settings = publicSettings(loadConfig({ DATABASE_URL: 'postgres://secret@db/shop', SMTP_URL: 'smtp://mailer:hunter2@mail.example:587' }));
    expect(JSON.stringify(settings)).not.toContain('secret');
    expect(JSON.stringify(settings)).not.toContain('hunter2');
    expect(Object.keys(settings).sort()).toEqual(['address', 'email', 'freeShippingThreshold', 'grievanceOfficer', 'phone', 'shippingFee', 'shopName', 'social']);
  });
});
