import { describe, expect, it } from 'vitest';
import { categoryListHref, materialListHref, searchListHref } from './catalogue-links';

describe('catalogue links', () => {
  it('builds list URLs with encoded values', () => {
    expect(categoryListHref('abc123')).toBe('/products?categories=abc123');
    expect(new URLSearchParams(searchListHref('brass diya & bell').split('?')[1]).get('search')).toBe('brass diya & bell');
    expect(materialListHref(' Silver ')).toBe('/products/silver');
  });
});
