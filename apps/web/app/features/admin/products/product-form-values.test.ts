import { describe, expect, it } from 'vitest';
import { changedFields, type ProductFormValues } from './product-form-values';

const values: ProductFormValues = {
  name: 'Brass Diya',
  price: 1299,
  discount: 10,
  stock: 4,
  maxPerOrder: null,
  madeToOrderDays: 0,
  category: 'cat1',
  subcategory: 'sub1',
  hsnCode: null,
  description: '',
  productDescription: '',
  isFeatured: false,
  isNew: true,
  inFestive: false,
  isHidden: false,
};

describe('changedFields', () => {
  it('sends only the fields the admin changed', () => {
    expect(changedFields(values, { price: true, isNew: true })).toEqual({ price: 1299, isNew: true });
  });

  it('sends category and subcategory together', () => {
    expect(changedFields({ ...values, subcategory: null }, { subcategory: true })).toEqual({ category: 'cat1', subcategory: null });
  });

  it("sends a product's own per-order limit, or null to go back to the shop's", () => {
    expect(changedFields({ ...values, maxPerOrder: 2 }, { maxPerOrder: true })).toEqual({ maxPerOrder: 2 });
    expect(changedFields(values, { maxPerOrder: true })).toEqual({ maxPerOrder: null });
  });

  it('is empty when nothing changed', () => {
    expect(changedFields(values, {})).toEqual({});
  });
});
