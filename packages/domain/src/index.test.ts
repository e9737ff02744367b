import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('package entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'rupeesToPaise',
      'discountedPrice',
      'stockMessage',
      'formatRating',
      'PAGE_SIZE',
      'toE164India',
      'formatDateLong',
      'paginationItems',
      'shippingQuote',
      'cartTotals',
      'evaluateCoupon',
      'fieldErrors',
      'requiredText',
      'phoneLoginSchema',
      'profileSchema',
      'addressSchema',
      'placeOrderSchema',
      'reviewSchema',
      'contactSchema',
      'productListQuerySchema',
      'applyCouponSchema',
      'placeOrderRequestSchema',
      'canTransitionOrder',
      'customerCancelRefusal',
      'taxInvoiceBreakdown',
      'findGstState',
      'financialYearOf',
      'formatInvoiceNumber',
      'amountInWords',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
