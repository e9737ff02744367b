import { describe, expect, it } from 'vitest';
import { loginRedirectState, returnPath } from './return-path';

describe('return path after login', () => {
  it('remembers the path and its query', () => {
    expect(loginRedirectState('/orders/abc', '?tab=items')).toEqual({ from: '/orders/abc?tab=items' });
    expect(loginRedirectState('/profile')).toEqual({ from: '/profile' });
  });

  it('remembers nothing from the login screen itself', () => {
    expect(loginRedirectState('/login', '')).toBeUndefined();
    expect(loginRedirectState('/signup', '?x=1')).toBeUndefined();
  });

  it('goes back to a remembered path on this shop', () => {
    expect(returnPath({ from: '/profile' })).toBe('/profile');
    expect(returnPath({ from: '/products?search=diya&page=2' })).toBe('/products?search=diya&page=2');
  });

  it("falls back to '/' for anything else", () => {
    for (const state of [null, undefined, 'x', {}, { from: 42 }, { from: 'https://evil.example' }, { from: '//evil.example/x' }, { from: '/\\evil.example' }, { from: '/login' }, { from: '/signup?x=1' }, { from: 'profile' }]) {
      expect(returnPath(state)).toBe('/');
    }
  });
});
