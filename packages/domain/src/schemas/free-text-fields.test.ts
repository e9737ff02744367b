import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forbiddenCharactersMessage } from '../free-text.ts';
import { addressSchema, checkoutAddressSchema } from './address.ts';
import {
  adminBannerCreateSchema, adminCategoryCreateSchema, adminCouponCreateSchema, adminProductCreateSchema, adminProductPatchSchema,
  adminSubcategoryCreateSchema,
} from './admin-catalogue.ts';
import { adminOrderStatusSchema } from './admin-order.ts';
import { productListQuerySchema } from './catalogue.ts';
import { placeOrderRequestSchema, placeOrderSchema } from './checkout.ts';
import { contactSchema } from './contact.ts';
import { profileSchema } from './profile.ts';
import { reviewSchema, reviewUpdateSchema } from './review.ts';
import { errorsOf } from './test-helpers.ts';

/**
 * Every free-text field of every request schema, with a valid body around it: each refuses hidden
 * control and formatting characters with a message naming the field, and normalises whitespace —
 * one line for names, addresses and short texts; line breaks kept (one blank line at most) in
 * reviews, messages and product texts.
 */
const address = { label: 'Home', houseNumber: '12B', street: 'MG Road', area: 'Indiranagar', landmark: 'Temple', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' };
const { label: _label, ...checkoutAddress } = address;
const order = { shippingAddress: checkoutAddress, billingAddressSameAsShipping: true, paymentMethod: 'COD', userName: 'Kavya Reddy' };
const ID = 'abc123';
const coupon = { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 };

interface Case { schema: z.ZodType; base: Record<string, unknown>; path: string; label: string; multiline?: boolean }

function at(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...base, [head!]: value };
  return { ...base, [head!]: at(base[head!] as Record<string, unknown>, rest.join('.'), value) };
}
function get(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], value);
}

const addressFields = (labels: Record<string, string>) => Object.entries(labels);
const CASES: Record<string, Case> = {};
for (const [field, label] of addressFields({ houseNumber: 'House/Building number', street: 'Street', area: 'Area', landmark: 'Landmark', city: 'City', state: 'State' })) {
  CASES[`saved address ${field}`] = { schema: addressSchema, base: address, path: field, label };
}
for (const [field, label] of addressFields({ houseNumber: 'House number', street: 'Street', area: 'Area', landmark: 'Landmark', city: 'City', state: 'State' })) {
  CASES[`checkout address ${field}`] = { schema: checkoutAddressSchema, base: checkoutAddress, path: field, label };
  CASES[`order shippingAddress.${field}`] = { schema: placeOrderRequestSchema, base: order, path: `shippingAddress.${field}`, label };
  CASES[`order billingAddress.${field}`] = {
    schema: placeOrderRequestSchema, base: { ...order, billingAddressSameAsShipping: false, billingAddress: checkoutAddress }, path: `billingAddress.${field}`, label,
  };
}
Object.assign(CASES, {
  'order userName': { schema: placeOrderRequestSchema, base: order, path: 'userName', label: 'Your name' },
  'checkout form userName': { schema: placeOrderSchema, base: order, path: 'userName', label: 'Your name' },
  'order receiverName': { schema: placeOrderRequestSchema, base: { ...order, receiverName: 'Meera Iyer', receiverPhone: '9845012345' }, path: 'receiverName', label: "Receiver's name" },
  'profile name': { schema: profileSchema, base: { name: 'Kavya' }, path: 'name', label: 'Name' },
  'contact name': { schema: contactSchema, base: { name: 'Kavya', email: 'k@example.in', message: 'Do you ship to Goa?' }, path: 'name', label: 'Name' },
  'contact message': { schema: contactSchema, base: { name: 'Kavya', email: 'k@example.in', message: 'Do you ship to Goa?' }, path: 'message', label: 'Message', multiline: true },
  'review comment': { schema: reviewSchema, base: { rating: 5, comment: 'Lovely lamp, well made.' }, path: 'comment', label: 'Review comment', multiline: true },
  'review edit comment': { schema: reviewUpdateSchema, base: { rating: 5, comment: 'Lovely lamp, well made.' }, path: 'comment', label: 'Review comment', multiline: true },
  'product name': { schema: adminProductCreateSchema, base: { name: 'Diya', price: 450, stock: 5, category: ID }, path: 'name', label: 'Product name' },
  'product description': { schema: adminProductCreateSchema, base: { name: 'Diya', price: 450, stock: 5, category: ID }, path: 'description', label: 'Description', multiline: true },
  'product details': { schema: adminProductPatchSchema, base: {}, path: 'productDescription', label: 'Product details', multiline: true },
  'category name': { schema: adminCategoryCreateSchema, base: { name: 'Brass' }, path: 'name', label: 'Name' },
  'subcategory name': { schema: adminSubcategoryCreateSchema, base: { name: 'Diyas', categoryId: ID }, path: 'name', label: 'Name' },
  'banner title': { schema: adminBannerCreateSchema, base: { material: 'home' }, path: 'title', label: 'Title' },
  'banner description': { schema: adminBannerCreateSchema, base: { material: 'home' }, path: 'description', label: 'Description' },
  'coupon description': { schema: adminCouponCreateSchema, base: coupon, path: 'description', label: 'Description' },
  'shipping courier': { schema: adminOrderStatusSchema, base: { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV123456' }, path: 'courier', label: 'Courier' },
  'product search': { schema: productListQuerySchema, base: {}, path: 'search', label: 'search' },
} satisfies Record<string, Case>);

describe('free-text fields of the request schemas', () => {
  it.each(Object.entries(CASES))('%s refuses hidden characters, naming the field', (_name, { schema, base, path, label }) => {
    expect(errorsOf(schema, base), 'the base body is valid').toBeNull();
    for (const bad of ['Road \u202Eevil', 'Line\u0000', 'Esc\u001B[2J', 'Zero\u200Bwidth']) {
      expect(errorsOf(schema, at(base, path, bad))?.[path], JSON.stringify(bad)).toBe(forbiddenCharactersMessage(label));
    }
  });

  it.each(Object.entries(CASES))('%s normalises whitespace', (_name, { schema, base, path, multiline }) => {
    // A state must be one of the list (states.ts), so it gets a state's name to tidy.
    if (path.endsWith('state')) {
      expect(get(schema.parse(at(base, path, '  Tamil\r\n\t  Nadu  ')), path)).toBe('Tamil Nadu');
      return;
    }
    const parsed = schema.parse(at(base, path, '  Near the   old\r\n\r\n\r\n\tbanyan tree  '));
    expect(get(parsed, path)).toBe(multiline ? 'Near the old\n\nbanyan tree' : 'Near the old banyan tree');
  });

  it('still gives the spec messages for empty values (line breaks and spaces count as empty)', () => {
    expect(errorsOf(checkoutAddressSchema, { ...checkoutAddress, city: ' \n\t ' })).toEqual({ city: 'City is required' });
    expect(errorsOf(addressSchema, { ...address, houseNumber: '\r\n' })).toEqual({ houseNumber: 'House/Building number is required' });
    expect(errorsOf(placeOrderRequestSchema, { ...order, userName: '\n' })).toEqual({ userName: 'Please enter your name' });
    expect(errorsOf(placeOrderRequestSchema, { ...order, receiverName: ' \n ', receiverPhone: '9845012345' })).toEqual({ receiverName: "Please enter receiver's name" });
    expect(errorsOf(profileSchema, { name: ' \n ' })).toEqual({ name: 'Name is required' });
    expect(errorsOf(profileSchema, { name: 'K\n' })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(errorsOf(contactSchema, { name: 'K', email: 'k@example.in', message: 'Hi\n\n\n\n\n\n' })).toEqual({
      name: 'Name must be at least 2 characters long', message: 'Message must be at least 10 characters long',
    });
    expect(errorsOf(reviewSchema, { rating: 5, comment: '\n\n' })).toEqual({ comment: 'Please write a review comment' });
  });
});
