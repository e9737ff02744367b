import { describe, expect, it } from 'vitest';
import {
  adminBannerCreateSchema, adminCategoryCreateSchema, adminCategoryPatchSchema, adminCouponCreateSchema, adminCouponPatchSchema, adminProductCreateSchema, adminProductPatchSchema,
  bannerLinkSchema, couponConsistencyIssues,
} from './admin-catalogue.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('admin product schemas', () => {
  it('fills the defaults of a new product and trims its texts', () => {
    expect(adminProductCreateSchema.parse({ name: '  Brass Diya ', price: 499, stock: 3, category: 'cat1' })).toEqual({
      name: 'Brass Diya', price: 499, discount: 0, stock: 3, maxPerOrder: null, madeToOrderDays: 0, category: 'cat1', subcategory: null, hsnCode: null, description: '', productDescription: '',
      isFeatured: false, isNew: false, inFestive: false, isHidden: false,
    });
  });

  it('says what is wrong in the words the console shows', () => {
    const base = { name: 'Diya', price: 499, stock: 3, category: 'cat1' };
    expect(firstMessage(adminProductCreateSchema.safeParse({ ...base, price: 10.5 }))).toBe('Price must be a whole number of rupees, 0 or more');
    expect(firstMessage(adminProductCreateSchema.safeParse({ ...base, price: 20_000_000 }))).toBe('Price must be at most ₹1,00,00,000');
    expect(firstMessage(adminProductCreateSchema.safeParse({ ...base, discount: 101 }))).toBe('Discount must be a whole number from 0 to 100');
    expect(firstMessage(adminProductCreateSchema.safeParse({ ...base, stock: Number.NaN }))).toBe('Stock must be a whole number, 0 or more');
    expect(firstMessage(adminProductCreateSchema.safeParse({ ...base, name: '' }))).toBe('Please enter the product name');
    expect(adminProductCreateSchema.safeParse({ ...base, rating: 5 }).success).toBe(false);
  });

  it('takes any subset of fields in an edit, and no defaults', () => {
    expect(adminProductPatchSchema.parse({ stock: 0 })).toEqual({ stock: 0 });
    expect(adminProductPatchSchema.parse({ subcategory: null })).toEqual({ subcategory: null });
  });
});

describe('HSN codes in the admin schemas', () => {
  const base = { name: 'Diya', price: 499, stock: 3, category: 'cat1' };
  it('takes 4, 6 or 8 digits on a product or a category; empty means none', () => {
    expect(adminProductCreateSchema.parse({ ...base, hsnCode: ' 741810 ' }).hsnCode).toBe('741810');
    expect(adminProductPatchSchema.parse({ hsnCode: '' })).toEqual({ hsnCode: null });
    expect(adminProductPatchSchema.parse({ hsnCode: null })).toEqual({ hsnCode: null });
    expect(adminCategoryCreateSchema.parse({ name: 'Stone' })).toEqual({ name: 'Stone', hsnCode: null });
    expect(adminCategoryPatchSchema.parse({ hsnCode: '68022190' })).toEqual({ hsnCode: '68022190' });
  });
  it('says what is wrong otherwise', () => {
    for (const hsnCode of ['741', '74181', '7418101', 'HSN7418', 7418]) {
      expect(firstMessage(adminProductPatchSchema.safeParse({ hsnCode }))).toBe('HSN code must be 4, 6 or 8 digits');
      expect(firstMessage(adminCategoryPatchSchema.safeParse({ hsnCode }))).toBe('HSN code must be 4, 6 or 8 digits');
    }
  });
});

describe('admin banner schemas', () => {
  it('accepts shop pages and https addresses as links; empty means none', () => {
    expect(bannerLinkSchema.parse('/diwali-sale')).toBe('/diwali-sale');
    expect(bannerLinkSchema.parse('https://example.com/x')).toBe('https://example.com/x');
    expect(bannerLinkSchema.parse('  ')).toBeNull();
    expect(bannerLinkSchema.parse(null)).toBeNull();
    for (const bad of ['javascript:alert(1)', '//evil.example', 'http://example.com', '/\\evil', 'https://']) {
      expect(bannerLinkSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('starts a new banner inactive, lower-casing its material', () => {
    expect(adminBannerCreateSchema.parse({ material: 'Diwali' })).toEqual({ material: 'diwali', title: '', description: '', link: null, isActive: false });
  });
});

describe('admin coupon schemas', () => {
  it('upper-cases the code and fills the defaults', () => {
    expect(adminCouponCreateSchema.parse({ code: ' diwali10 ', discountType: 'percentage', discountValue: 10 })).toEqual({
      code: 'DIWALI10', description: '', discountType: 'percentage', discountValue: 10, maxDiscountAmount: null, minOrderAmount: 0,
      startsAt: null, endsAt: null, isActive: true, usageLimit: null, perCustomerLimit: null, firstOrderOnly: false, categoryIds: [], productIds: [],
    });
    expect(adminCouponCreateSchema.parse({ code: 'WELCOME10', discountType: 'percentage', discountValue: 10, firstOrderOnly: true }).firstOrderOnly).toBe(true);
    expect(adminCouponCreateSchema.safeParse({ code: 'WELCOME10', discountType: 'percentage', discountValue: 10, firstOrderOnly: 'yes' }).success).toBe(false);
  });

  it('ties the fields together: percent at most 100, a cap for percentage_upto, the end after the start', () => {
    expect(couponConsistencyIssues({ discountType: 'fixed', discountValue: 500, maxDiscountAmount: null, startsAt: null, endsAt: null })).toEqual([]);
    expect(couponConsistencyIssues({ discountType: 'percentage', discountValue: 500, maxDiscountAmount: null, startsAt: null, endsAt: null }))
      .toEqual([{ path: 'discountValue', message: 'Percentage must be a whole number from 1 to 100' }]);
    expect(couponConsistencyIssues({
      discountType: 'percentage_upto', discountValue: 20, maxDiscountAmount: null, startsAt: '2026-11-02T00:00:00+05:30', endsAt: '2026-11-01T00:00:00+05:30',
    }).map((i) => i.path)).toEqual(['maxDiscountAmount', 'endsAt']);
    expect(firstMessage(adminCouponCreateSchema.safeParse({ code: 'X', discountType: 'percentage_upto', discountValue: 20 })))
      .toBe('Enter the most this coupon can take off');
  });

  it('edits take any subset of fields, checked as a whole by the server', () => {
    expect(adminCouponPatchSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(adminCouponPatchSchema.parse({ firstOrderOnly: true })).toEqual({ firstOrderOnly: true });
    expect(adminCouponPatchSchema.parse({ categoryIds: ['a', 'a', 'b'] })).toEqual({ categoryIds: ['a', 'b'] });
  });
});
