import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('shipping quote API', () => {
  let t: TestContext;
  const quote = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/shipping/calculate', payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each([
    [0, { shippingFee: 50, isFreeShipping: false, minOrderForFree: 1000, remainingForFreeShipping: 1000 }],
    [450, { shippingFee: 50, isFreeShipping: false, minOrderForFree: 1000, remainingForFreeShipping: 550 }],
    [999, { shippingFee: 50, isFreeShipping: false, minOrderForFree: 1000, remainingForFreeShipping: 1 }],
    [999.99, { shippingFee: 50, isFreeShipping: false, minOrderForFree: 1000, remainingForFreeShipping: 0.01 }],
    [1000, { shippingFee: 0, isFreeShipping: true, minOrderForFree: 1000, remainingForFreeShipping: 0 }],
    [1e8, { shippingFee: 0, isFreeShipping: true, minOrderForFree: 1000, remainingForFreeShipping: 0 }],
  ])('₹%s → %o, without signing in', async (orderAmount, expected) => {
    const res = await quote({ orderAmount });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected);
  });

  it('refuses amounts that are not rupees from 0 to 10 crore', async () => {
    for (const payload of [{ orderAmount: -1 }, { orderAmount: '1000' }, { orderAmount: 1e8 + 1 }, {}, { orderAmount: null }, { orderAmount: 500, fee: 0 }]) {
      const res = await quote(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await quote({ orderAmount: -1 })).json().message).toBe('orderAmount must be an amount in rupees from 0 to 10,00,00,000');
  });
});

describe('shipping quote with other settings', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { SHIPPING_FEE: '99', FREE_SHIPPING_THRESHOLD: '1500' } });
  });
  afterAll(() => t.close());

  it('uses the configured fee and threshold', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shipping/calculate', payload: { orderAmount: 1200 } });
    expect(res.json()).toEqual({ shippingFee: 99, isFreeShipping: false, minOrderForFree: 1500, remainingForFreeShipping: 300 });
  });
});
