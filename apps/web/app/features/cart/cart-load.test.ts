import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CartLoad from './cart-load';
import type * as GuestCartStore from '../../lib/guest-cart-store';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('sonner', () => ({ toast: { warning: (message: string) => toasts.push(message) } }));

// The test workers share their module cache (vitest.config.ts isolate: false): load the modules
// afresh so the toasts go to the mocked sonner, whatever another file loaded before.
let loadServerCart: typeof CartLoad.loadServerCart;
let getGuestCartSnapshot: typeof GuestCartStore.getGuestCartSnapshot;
let writeGuestCart: typeof GuestCartStore.writeGuestCart;
beforeAll(async () => {
  vi.resetModules();
  ({ loadServerCart } = await import('./cart-load'));
  ({ getGuestCartSnapshot, writeGuestCart } = await import('../../lib/guest-cart-store'));
});

/** A minimal browser for the device store and the API client (no DOM library here). */
function fakeBrowser() {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  };
  vi.stubGlobal('window', { localStorage, dispatchEvent: () => true, addEventListener() {}, removeEventListener() {} });
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('refreshToken', 'refresh');
}

const emptyCart = { items: [], appliedCoupon: null, notices: [] as string[], itemCount: 0 };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('loading the signed-in cart', () => {
  let calls: { url: string; method: string; body: unknown }[];
  let replies: Array<() => Response>;

  beforeEach(() => {
    fakeBrowser();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    toasts.length = 0;
    calls = [];
    replies = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      const next = replies.shift();
      if (!next) throw new Error(`unexpected call to ${url}`);
      return next();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('just loads the server cart when the device holds nothing', async () => {
    replies.push(() => answer(200, { ...emptyCart, notices: ['Brass Diya is out of stock and was removed'] }));
    await expect(loadServerCart()).resolves.toMatchObject({ itemCount: 0 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/cart']);
    // Notices load the toast library on first use: they reach it a moment after the cart.
    await vi.waitFor(() => expect(toasts).toEqual(['Brass Diya is out of stock and was removed']));
  });

  it('merges the device cart, clears the device copy and answers the merged cart', async () => {
    writeGuestCart([{ product: { _id: 'p1', name: 'Diya' }, quantity: 2 }, { product: { _id: 'p2' }, quantity: 1 }]);
    replies.push(() => answer(200, { ...emptyCart, itemCount: 3, notices: ['Only 1 of Diya left in stock, so your quantity is now 1'] }));
    await expect(loadServerCart()).resolves.toMatchObject({ itemCount: 3 });
    expect(calls).toEqual([{ url: '/api/cart/merge', method: 'POST', body: { items: [{ product: 'p1', quantity: 2 }, { product: 'p2', quantity: 1 }] } }]);
    expect(getGuestCartSnapshot()).toEqual([]);
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
  });

  it('ignores a refused merge: the device copy goes and the server cart is loaded', async () => {
    writeGuestCart([{ product: { _id: 'p1' }, quantity: 2 }]);
    replies.push(() => answer(400, { message: 'At most 100 items can be merged at once' }), () => answer(200, emptyCart));
    await expect(loadServerCart()).resolves.toMatchObject({ itemCount: 0 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/cart/merge', 'GET /api/cart']);
    expect(getGuestCartSnapshot()).toEqual([]);
  });

  it('keeps the device copy for the next load when the merge never reached the server', async () => {
    writeGuestCart([{ product: { _id: 'p1' }, quantity: 2 }]);
    replies.push(() => { throw new TypeError('network down'); }, () => answer(200, emptyCart));
    await expect(loadServerCart()).resolves.toMatchObject({ itemCount: 0 });
    expect(getGuestCartSnapshot()).toHaveLength(1);
  });

  it('fails when the cart cannot be loaded (the view then shows an empty cart)', async () => {
    replies.push(() => answer(500, { message: 'Something went wrong' }));
    await expect(loadServerCart()).rejects.toMatchObject({ status: 500 });
  });
});
