import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-key.ts';

describe('pageCacheKey: one entry per page a shopper can see', () => {
  it('drops what the page does not read and orders what it does', () => {
    expect(pageCacheKey('/?utm_source=mail&x=1')).toBe('/');
    expect(pageCacheKey('/about?ref=footer')).toBe('/about');
    expect(pageCacheKey('/products?sort=price&utm_campaign=diwali&categories=c2,c1&page=2'))
      .toBe('/products?categories=c2%2Cc1&sort=price&page=2');
    expect(pageCacheKey('/products?page=2&sort=price&categories=c2,c1'))
      .toBe(pageCacheKey('/products?sort=price&utm_campaign=diwali&categories=c2,c1&page=2'));
  });

  it('treats bad and default values as the list page does (they fall back to the defaults)', () => {
    expect(pageCacheKey('/products?sort=bogus&page=-3&priceRanges=99&categories=bad%20id')).toBe('/products');
    expect(pageCacheKey('/products?sort=none&page=1')).toBe('/products');
    expect(pageCacheKey('/products?search=%20%20brass%20%20diya%20')).toBe('/products?search=brass+diya');
  });

  it('keys product pages by id; refuses ids the API would refuse', () => {
    expect(pageCacheKey('/products/id/abc_123?from=home')).toBe('/products/id/abc_123');
    // A shared link's choice is part of the page (issue 26); anything else in the query is not.
    expect(pageCacheKey('/products/id/abc_123?variant=v1&utm_source=x')).toBe('/products/id/abc_123?variant=v1');
    expect(pageCacheKey('/products/id/abc_123?variant=%3Cx%3E')).toBe('/products/id/abc_123');
    expect(pageCacheKey('/products/id/a%20b')).toBeNull();
  });

  it('leaves signed-in pages, the console, redirects, data requests and unknown paths alone', () => {
    for (const path of ['/cart', '/checkout', '/profile', '/orders/1', '/wishlist', '/login', '/admin', '/products/brass', '/products.data', '/products/id/x/reviews', '/no-such-page']) {
      expect(pageCacheKey(path), path).toBeNull();
    }
  });
});
