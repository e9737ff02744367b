export * from './catalogue.ts';
export * from './users.ts';
export * from './coupons.ts';
