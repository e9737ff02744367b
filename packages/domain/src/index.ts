// @dhatu/domain: the shop's rules, shared by the API (the authority) and the web app (previews).
export * from './money.ts';
export * from './pricing.ts';
export * from './stock.ts';
export * from './ratings.ts';
export * from './constants.ts';
export * from './phone.ts';
export * from './dates.ts';
export * from './pagination.ts';
export * from './shipping.ts';
export * from './cart-totals.ts';
export * from './coupons.ts';
export * from './field-errors.ts';
// media.ts was added by another engineer; re-exported so the entry covers all of src.
export * from './media.ts';
export * from './schemas/fields.ts';
export * from './schemas/phone.ts';
export * from './schemas/profile.ts';
export * from './schemas/address.ts';
export * from './schemas/checkout.ts';
export * from './schemas/review.ts';
export * from './schemas/contact.ts';
export * from './schemas/catalogue.ts';
export * from './product-list-state.ts';
export * from './schemas/coupon.ts';
export * from './schemas/cart.ts';
