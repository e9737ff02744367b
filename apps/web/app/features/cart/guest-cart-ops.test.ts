import { MAX_CART_LINES, MAX_CART_QUANTITY, MAX_MERGE_ITEMS } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import type { GuestCartItem } from '../../lib/guest-cart-store';
import {
  GUEST_CART_FULL_MESSAGE, addGuestItem, cartLineName, lineKey, readCartProduct, refreshGuestProducts, removeGuestItem, setGuestQuantity, toCartProduct, toMergeItems,
} from './guest-cart-ops';
import type { CartProduct } from './types';

const diya: CartProduct = { _id: 'p1', name: 'Brass Diya', price: 599, discount: 10, images: ['/a.webp', '/b.webp'], stock: 5 };
const bowl: CartProduct = { _id: 'p2', name: 'Silver Bowl', price: 2450, discount: 0, images: [], stock: 40 };

function ok(change: ReturnType<typeof addGuestItem>): GuestCartItem[] {
  if (!change.ok) throw new Error(`refused: ${change.message}`);
  return change.items;
}

describe('guest cart rules', () => {
  it('adds a new product with the default quantity, keeping what a row needs', () => {
    const items = ok(addGuestItem([], diya));
    expect(items).toEqual([{ product: { _id: 'p1', name: 'Brass Diya', price: 599, discount: 10, images: ['/a.webp'], stock: 5 }, quantity: 1 }]);
  });

  it('raises the quantity of a product already in the cart and keeps its place', () => {
    let items = ok(addGuestItem([], diya));
    items = ok(addGuestItem(items, bowl));
    items = ok(addGuestItem(items, diya, 2));
    expect(items.map((i) => [i.product._id, i.quantity])).toEqual([['p1', 3], ['p2', 1]]);
  });

  it('refuses more than the known stock with the server’s words, and an out-of-stock product', () => {
    const items = ok(addGuestItem([], diya, 5));
    expect(addGuestItem(items, diya)).toEqual({ ok: false, message: 'Only 5 left in stock' });
    expect(setGuestQuantity(items, 'p1', 6)).toEqual({ ok: false, message: 'Only 5 left in stock' });
    expect(addGuestItem([], { ...diya, stock: 0 })).toEqual({ ok: false, message: 'This product is out of stock' });
  });

  it('allows any quantity up to the line maximum when the stock is unknown', () => {
    const { stock: _stock, ...noStock } = bowl;
    const items = ok(addGuestItem([], noStock, 5000));
    expect(items[0]!.quantity).toBe(MAX_CART_QUANTITY);
  });

  it('sets quantities as whole numbers; 0 or less removes the line', () => {
    const items = ok(addGuestItem(ok(addGuestItem([], diya)), bowl));
    expect(ok(setGuestQuantity(items, 'p2', 3)).find((i) => i.product._id === 'p2')!.quantity).toBe(3);
    expect(ok(setGuestQuantity(items, 'p2', 2.7)).find((i) => i.product._id === 'p2')!.quantity).toBe(2);
    expect(ok(setGuestQuantity(items, 'p2', 0)).map((i) => i.product._id)).toEqual(['p1']);
    expect(ok(setGuestQuantity(items, 'p1', -1)).map((i) => i.product._id)).toEqual(['p2']);
    expect(ok(setGuestQuantity(items, 'p1', Number.NaN)).map((i) => i.product._id)).toEqual(['p2']);
    expect(ok(setGuestQuantity(items, 'nope', 2))).toEqual(items);
  });

  it('removes a line', () => {
    const items = ok(addGuestItem(ok(addGuestItem([], diya)), bowl));
    expect(removeGuestItem(items, 'p1').map((i) => i.product._id)).toEqual(['p2']);
  });

  it('holds at most the server’s number of different products', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ product: { ...bowl, _id: `x${i}` }, quantity: 1 }));
    expect(addGuestItem(full, diya)).toEqual({ ok: false, message: GUEST_CART_FULL_MESSAGE });
    expect(addGuestItem(full, { ...bowl, _id: 'x0' }).ok).toBe(true);
  });

  it('turns the device copy into a merge request the server accepts', () => {
    const items: GuestCartItem[] = [
      { product: { _id: 'a' }, quantity: 2 },
      { product: { _id: 'b' }, quantity: 1.5 },
      { product: { _id: 'c' }, quantity: 5000 },
      { product: { _id: 'd' }, quantity: 0.4 },
    ];
    expect(toMergeItems(items)).toEqual([{ product: 'a', quantity: 2 }, { product: 'b', quantity: 1 }, { product: 'c', quantity: 999 }]);
    const many = Array.from({ length: 150 }, (_, i) => ({ product: { _id: `p${i}` }, quantity: 1 }));
    expect(toMergeItems(many)).toHaveLength(MAX_MERGE_ITEMS);
  });

  it('reads an old or hand-edited product defensively', () => {
    expect(readCartProduct({ _id: 'z', name: 7, price: 'x', images: ['/i.webp', 3] })).toEqual({ _id: 'z', name: '', price: 0, discount: 0, images: ['/i.webp'] });
    expect(toCartProduct({ ...diya, images: [] })).toEqual({ _id: 'p1', name: 'Brass Diya', price: 599, discount: 10, images: [], stock: 5 });
  });

  it('refreshes stored products with current data, answering the same array when nothing changed', () => {
    const items = ok(addGuestItem(ok(addGuestItem([], diya)), bowl));
    expect(refreshGuestProducts(items, [diya, bowl])).toBe(items);
    expect(refreshGuestProducts(items, [])).toBe(items);
    const next = refreshGuestProducts(items, [{ ...diya, price: 649, stock: 2 }]);
    expect(next).not.toBe(items);
    expect(next[0]).toEqual({ product: { ...toCartProduct(diya), price: 649, stock: 2 }, quantity: 1 });
    expect(next[1]).toBe(items[1]);
  });
});

describe('variants in the guest cart', () => {
  const large = { _id: 'p1', name: 'Diya', price: 1200, discount: 0, images: [], stock: 3, variant: { _id: 'v-l', values: ['Large'], sku: 'D-L' } };
  const small = { ...large, price: 400, variant: { _id: 'v-s', values: ['Small'], sku: 'D-S' } };

  it('two variants of one product are two lines, changed and removed one at a time, and merged with their variant', () => {
    let items = (addGuestItem([], large) as { items: GuestCartItem[] }).items;
    items = (addGuestItem(items, small, 2) as { items: GuestCartItem[] }).items;
    items = (addGuestItem(items, large) as { items: GuestCartItem[] }).items;
    expect(items.map((i) => [readCartProduct(i.product).variant?._id, i.quantity])).toEqual([['v-l', 2], ['v-s', 2]]);
    expect(toMergeItems(items)).toEqual([{ product: 'p1', variant: 'v-l', quantity: 2 }, { product: 'p1', variant: 'v-s', quantity: 2 }]);
    expect(removeGuestItem(items, lineKey(small)).map((i) => i.quantity)).toEqual([2]);
    expect(cartLineName(large)).toBe('Diya — Large');
  });
});
