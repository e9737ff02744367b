import { describe, expect, it } from 'vitest';
import {
  FESTIVE_BOTH_FAILED, FESTIVE_NO_PRODUCTS, emblaDurationFor, festiveCountText, festiveSaleFrom,
} from './festive';
import type { Product } from './types';

const product = { _id: 'p1', name: 'Brass diya' } as Product;
const banner = { _id: 'b1', order: 0, material: 'diwali', title: 'Diwali', description: '', link: null, image: '/media/b.webp', mobileImage: null };
const collection = (productIds: string[], bannerIds: string[] = ['b1']) => ({ ok: true as const, value: { productIds, bannerIds } });
const productsOk = (products: Product[]) => ({ ok: true as const, value: { products, failedIds: [] } });
const bannersOk = { ok: true as const, value: { banners: [banner], failedIds: [] } };
const failed = { ok: false as const };

describe('festiveSaleFrom', () => {
  it('shows products and banners when both load', () => {
    const sale = festiveSaleFrom({ collection: collection(['p1']), products: productsOk([product]), banners: bannersOk });
    expect(sale).toEqual({ products: [product], banners: [banner], error: null });
  });

  it('reports both failing, including a failed collection call', () => {
    expect(festiveSaleFrom({ collection: collection(['p1']), products: failed, banners: failed }).error).toBe(FESTIVE_BOTH_FAILED);
    expect(festiveSaleFrom({ collection: failed, products: failed, banners: failed }).error).toBe(FESTIVE_BOTH_FAILED);
  });

  it('keeps the banners when only the products fail', () => {
    const sale = festiveSaleFrom({ collection: collection(['p1']), products: failed, banners: bannersOk });
    expect(sale).toEqual({ products: [], banners: [banner], error: FESTIVE_NO_PRODUCTS });
  });

  it('reports zero products when every listed id failed', () => {
    const sale = festiveSaleFrom({ collection: collection(['p1', 'p2']), products: productsOk([]), banners: bannersOk });
    expect(sale.error).toBe(FESTIVE_NO_PRODUCTS);
  });

  it('treats an empty collection as the empty state, not an error', () => {
    const sale = festiveSaleFrom({ collection: collection([]), products: productsOk([]), banners: failed });
    expect(sale).toEqual({ products: [], banners: [], error: null });
  });
});

describe('festiveCountText', () => {
  it('uses product for one and products otherwise', () => {
    expect(festiveCountText(1)).toBe('Showing 1 amazing festive product on sale');
    expect(festiveCountText(18)).toBe('Showing 18 amazing festive products on sale');
    expect(festiveCountText(0)).toBe('Showing 0 amazing festive products on sale');
  });
});

describe('emblaDurationFor', () => {
  it('maps one second of animation to embla’s duration scale', () => {
    expect(emblaDurationFor(1000)).toBe(33);
    expect(emblaDurationFor(100)).toBe(20);
    expect(emblaDurationFor(5000)).toBe(60);
  });
});
