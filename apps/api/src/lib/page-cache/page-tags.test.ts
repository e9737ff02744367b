import { describe, expect, it } from 'vitest';
import { tagsOfApiAnswer } from './page-tags.ts';

describe('tagsOfApiAnswer: what an API answer showed the page', () => {
  it('a product detail or its reviews: that product', () => {
    expect(tagsOfApiAnswer('/api/products/p1', { _id: 'p1', price: 10 })).toEqual(['product:p1']);
    expect(tagsOfApiAnswer('/api/products/p1/reviews', { reviews: [] })).toEqual(['product:p1']);
  });

  it('a list or a band: the catalogue and every product in it', () => {
    expect(tagsOfApiAnswer('/api/products?sort=price', { products: [{ _id: 'a' }, { _id: 'b' }], total: 2 }))
      .toEqual(['catalogue', 'product:a', 'product:b']);
    expect(tagsOfApiAnswer('/api/products/new', { products: [{ _id: 'c' }] })).toEqual(['catalogue', 'product:c']);
    expect(tagsOfApiAnswer('/api/products/bulk', { products: [{ _id: 'd' }], failedIds: [] })).toEqual(['catalogue', 'product:d']);
    expect(tagsOfApiAnswer('/api/products/festive', { productIds: ['d'], bannerIds: [] })).toEqual(['catalogue']);
  });

  it('similar products are random picks: the products shown, not the catalogue (a price change elsewhere keeps the page)', () => {
    expect(tagsOfApiAnswer('/api/products/similar?exclude=a', { products: [{ _id: 'c' }] })).toEqual(['product:c']);
  });

  it('banners and categories; anything else is unknown (the page is not stored)', () => {
    expect(tagsOfApiAnswer('/api/banners/bulk', { banners: [] })).toEqual(['banners']);
    expect(tagsOfApiAnswer('/api/categories', [])).toEqual(['categories']);
    expect(tagsOfApiAnswer('/api/cart', {})).toBeNull();
  });
});
