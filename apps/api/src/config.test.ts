import { describe, expect, it } from 'vitest';
import { loadConfig, publicSettings, taxSettings } from './config.ts';

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

  it('reads the GST settings: HSN by category, rates in basis points, shipping SAC', () => {
    const config = loadConfig({});
    expect(config.ONLINE_PAYMENTS_ENABLED).toBe(false);
    expect(taxSettings(config)).toMatchObject({
      hsnByCategory: { silver: '7114', brass: '7418', aluminium: '7615' },
      defaultHsn: '8306',
      rateBpByHsn: { 7114: 300, 7418: 1200, 7615: 1200 },
      shippingSac: '996812',
      shippingRateBp: 1800,
    });
    const custom = taxSettings(loadConfig({ GST_HSN_BY_CATEGORY: 'Silver = 7113, stone=6802', GST_RATES: '7113=3, 6802=5, 8306=12', GST_SHIPPING_RATE_PERCENT: '5' }));
    expect(custom).toMatchObject({ hsnByCategory: { silver: '7113', stone: '6802' }, rateBpByHsn: { 7113: 300, 6802: 500 }, shippingRateBp: 500 });
  });

  it('refuses GST settings that do not hold together', () => {
    expect(() => loadConfig({ GST_RATES: '7114=3' })).toThrow(/GST_RATES: has no rate for HSN 7418/);
    expect(() => loadConfig({ GST_RATES: '7114=7' })).toThrow(/must be a GST rate/);
    expect(() => loadConfig({ GST_HSN_BY_CATEGORY: 'silver' })).toThrow(/not key=value/);
    expect(() => loadConfig({ SHOP_STATE: 'Karnataka' })).toThrow(/SHOP_GSTIN: must start with 29/);
    expect(() => loadConfig({ SHOP_STATE: 'Narnia' })).toThrow(/SHOP_STATE/);
    expect(() => loadConfig({ SHOP_GSTIN: '24ABCDE1234F1X5' })).toThrow(/SHOP_GSTIN/);
    expect(loadConfig({ SHOP_STATE: 'Karnataka', SHOP_GSTIN: '29ABCDE1234F1Z5' }).SHOP_STATE).toBe('Karnataka');
  });
});
