import { describe, expect, it } from 'vitest';
import { wishlistHeading, wishlistToggleAction } from './wishlist-messages';

describe('wishlist', () => {
  it('toggles: a guest is asked to log in; otherwise add when absent, remove when present', () => {
    expect(wishlistToggleAction(false, false)).toBe('login');
    expect(wishlistToggleAction(false, true)).toBe('login');
    expect(wishlistToggleAction(true, false)).toBe('add');
    expect(wishlistToggleAction(true, true)).toBe('remove');
  });

  it("heads the page with the number of items", () => {
    expect(wishlistHeading(0)).toBe('Your Wishlist (0 items)');
    expect(wishlistHeading(1)).toBe('Your Wishlist (1 item)');
    expect(wishlistHeading(12)).toBe('Your Wishlist (12 items)');
  });
});
