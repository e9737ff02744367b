export * from './catalogue.ts';
export * from './users.ts';
export * from './coupons.ts';
export * from './auth.ts';
export * from './addresses.ts';
export * from './content.ts';
export * from './cart.ts';
export * from './orders.ts';
