/**
 * Business constants and limits from §9 of both specs (storefront.md, account-and-checkout.md).
 * Durations are in milliseconds unless the name says otherwise; money in rupees unless it says paise.
 */

// ── Browser storage keys (storefront §9, account §4) ────────────────────────────────────────
export const STORAGE_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  /** Guest cart kept on the device. */
  cart: 'cart',
  /** Order id kept while the shopper is away on the online payment page. */
  pendingOrderId: 'pendingOrderId',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────
export const DEFAULT_ADD_QUANTITY = 1;
/** The main material categories (matched case-insensitively by name). */
export const MATERIAL_CATEGORY_NAMES = ['silver', 'brass', 'aluminium'] as const;

export const PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 100;

export const SORT_VALUES = ['none', 'price', '-price'] as const;
export type SortValue = (typeof SORT_VALUES)[number];
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = [
  { value: 'none', label: 'Default' },
  { value: 'price', label: 'Price: Low to High' },
  { value: '-price', label: 'Price: High to Low' },
];

/** Price filter ranges in rupees; the list URL and the API send their indexes (priceRanges=0,2). */
export const PRICE_RANGES: readonly { min: number; max: number; label: string }[] = [
  { min: 0, max: 500, label: '₹0 - ₹500' },
  { min: 500, max: 1000, label: '₹500 - ₹1,000' },
  { min: 1000, max: 5000, label: '₹1,000 - ₹5,000' },
  { min: 5000, max: 10000, label: '₹5,000 - ₹10,000' },
];

// Listing sizes (storefront §7).
export const NEW_ARRIVALS_LIMIT = 6;
export const FEATURED_LIMIT = 8;
/** Similar products: one random product per category, topped up to this many… */
export const SIMILAR_LIMIT = 10;
/** …from this many random other products. */
export const SIMILAR_TOP_UP_POOL = 30;

// Stock messages (storefront §9): counts shown at or below this, "Only n left" below the low mark.
export const STOCK_SHOW_COUNT_AT = 10;
export const LOW_STOCK_BELOW = 5;

// ── Reviews ─────────────────────────────────────────────────────────────────────────────────
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MIN_LENGTH = 10;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_IMAGES_MAX = 5;
export const REVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Reviews shown in the product page overview before 'View All {n} Reviews'. */
export const REVIEWS_OVERVIEW_COUNT = 3;
export const REVIEW_IMAGE_ACTIONS = ['add', 'replace'] as const;
export type ReviewImageAction = (typeof REVIEW_IMAGE_ACTIONS)[number];

// ── UI timings ──────────────────────────────────────────────────────────────────────────────
export const TILE_CLICK_DELAY_MS = 200;
export const ADD_TO_CART_LOCK_MS = 1000;
export const WISHLIST_FEEDBACK_MS = 3000;
/** How long the '{n} item(s) not eligible for this discount.' note stays. */
export const COUPON_NOTE_MS = 4000;
export const TOAST_LIMIT = 20;
export const HOME_CAROUSEL_AUTOPLAY_MS = 3500;
export const FESTIVE_CAROUSEL_MS = 3000;
export const FESTIVE_CAROUSEL_ANIMATION_MS = 1000;
export const PAYMENT_STATUS_REFRESH_MS = 5000;
export const PAYMENT_REDIRECT_COUNTDOWN_S = 5;

export const LOADER_SIZES = ['small', 'medium', 'large'] as const;
export type LoaderSize = (typeof LOADER_SIZES)[number];
export const DEFAULT_LOADER_SIZE: LoaderSize = 'medium';

// ── Shipping (rupees; the server's quote overrides these defaults) ───────────────────────────
export const FREE_SHIPPING_THRESHOLD = 1000;
export const DEFAULT_SHIPPING_FEE = 50;

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────
export const COUPON_DISCOUNT_TYPES = ['percentage', 'fixed', 'percentage_upto'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

// ── Phone, login, addresses (account §9) ─────────────────────────────────────────────────────
export const PHONE_COUNTRY_CODE = '+91';
export const PHONE_DIGITS = 10;
export const OTP_LENGTH = 6;
export const PINCODE_LENGTH = 6;
export const COUNTRY = 'India';
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

// ── Contact ─────────────────────────────────────────────────────────────────────────────────
export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_HOURS = 'Mon-Sat 10:00 AM - 05:00 PM';

// ── Orders and payments ─────────────────────────────────────────────────────────────────────
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['COD', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Only cash on delivery is selectable until online payment is switched on (account §9). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'COD';
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_CARD_MAX_THUMBNAILS = 3;
export const ORDER_CANCEL_WINDOW_HOURS = 24;

/** Delivery estimates as the pages show them. */
export const DELIVERY_ESTIMATES = {
  processingBusinessDays: '1-2',
  /** Order confirmation page. */
  confirmationBusinessDays: '3-7',
  /** Shipped tracking box and order list. */
  shippedBusinessDays: '3-5',
} as const;

// ── Festive sale page ───────────────────────────────────────────────────────────────────────
/** Banner material used for the festive page's fallback banner. */
export const FESTIVE_BANNER_MATERIAL = 'diwali';

// ── Policy figures quoted by the static pages (account §9) ──────────────────────────────────
export const POLICY = {
  shippingDeliveryBusinessDays: '5-8',
  dispatchBusinessDays: '6-8',
  lostParcelRefundAfterDays: 15,
  returnRequestWithinDays: 3,
  returnWindowDays: 7,
  refundProcessingWorkingDays: '7-15',
  prepaidRefundBusinessDays: '7-10',
  codRefundWorkingDays: '7-15',
  orderChangeOrCancelHours: ORDER_CANCEL_WINDOW_HOURS,
  silverPurity: '92.5%',
  codFee: 0,
  supportReplyHours: '24-48',
} as const;
export const PRIVACY_MIN_AGE = 16;

export const COPYRIGHT_YEAR = 2025;
// Not carried over on purpose: account §9's default rating 4.5 / 120 reviews (no invented
// ratings, see ARCHITECTURE.md) and the phone-auth provider library's own timing values.
