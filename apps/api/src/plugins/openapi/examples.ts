/**
 * Examples of the main shapes (a product, the cart, a cash-on-delivery order, sign-in), by
 * operationId: the request body and answers by status, taken from the demo shop. redocly.yaml
 * makes an example that does not fit its schema an error, so they cannot drift from the routes.
 */
export interface OperationExamples {
  request?: unknown;
  responses?: Record<string, unknown>;
}

const product = {
  _id: 'lqtm4spc3zslon',
  name: 'Brass Hammered Tumbler Set of 2',
  slug: 'brass-hammered-tumbler-set-of-2',
  price: 999,
  discount: 10,
  discountedPrice: 899,
  stock: 35,
  madeToOrderDays: 0,
  options: [],
  variants: [],
  images: ['/media/products/brass-hammered-tumbler-set-of-2-1-1c72a5da59.webp', '/media/products/brass-hammered-tumbler-set-of-2-2-16d2c131d6.webp'],
  description: 'Two hammered tumblers for water or buttermilk, tin-lined inside.\nEach facet is struck by hand in Moradabad, so the pattern varies from glass to glass.',
  productDescription: 'Material: Brass with tin lining\nDimensions: 11 cm height × 7 cm diameter; 300 ml each\nWeight: 320 g (pair)',
  ratings: 5,
  reviewsCount: 1,
  averageRating: 5,
  numReviews: 1,
  category: { _id: '3hskt9vi84uxd2', name: 'Brass' },
  subcategory: { _id: 'uwopsugx1ogoz6', name: 'Kitchen & Serveware' },
  isFeatured: false,
  isNew: true,
  createdAt: '2026-11-19T22:18:51.891Z',
  updatedAt: '2026-11-19T22:18:51.891Z',
};

const cart = {
  items: [{ _id: 'oqtutwsscjibrs', product, variant: null, quantity: 2, lineTotal: 1798, maxPerOrder: 10 }],
  appliedCoupon: null,
  couponDiscount: 0,
  originalSubtotal: 1998,
  subtotal: 1798,
  productDiscount: 200,
  shippingFee: 0,
  isFreeShipping: true,
  minOrderForFree: 1000,
  remainingForFreeShipping: 0,
  total: 1798,
  itemCount: 2,
  notices: [],
};

const address = {
  houseNumber: '12', street: 'MG Road', area: 'Shivajinagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560001',
};
const storedAddress = { label: null, ...address, landmark: '', country: 'India' };

const codOrder = {
  _id: 'g5778lx6ayyfoq',
  orderId: 'DH-2026-000008',
  createdAt: '2026-11-25T02:17:53.997Z',
  updatedAt: '2026-11-25T02:17:53.997Z',
  status: 'pending',
  paymentMethod: 'COD',
  paymentStatus: 'pending',
  paymentVerifiedAt: null,
  userName: 'Asha Rao',
  userPhone: '+919812345678',
  user: { name: 'Asha Rao', phone: '+919812345678' },
  receiverName: null,
  receiverPhone: null,
  items: [{
    _id: 'henh09tdt1nekr',
    product: { _id: product._id, name: product.name, slug: product.slug, images: [product.images[0]], price: 999, discount: 10 },
    variant: null, quantity: 2, price: 899, lineTotal: 1798, couponDiscount: 0, category: 'Brass', hsn: '7418',
  }],
  shippingAddress: storedAddress,
  billingAddress: storedAddress,
  billingAddressSameAsShipping: true,
  originalSubtotal: 1998,
  subtotal: 1798,
  productDiscount: 200,
  couponDiscount: 0,
  totalDiscount: 200,
  couponCode: null,
  shippingFee: 0,
  total: 1798,
  itemCount: 2,
  paymentUrl: null,
  tracking: null,
  deliveredAt: null,
  cancelledAt: null,
  canCancel: true,
  cancelDeadline: '2026-11-26T02:17:53.997Z',
  invoiceNumber: 'INV/2627/000007',
  invoiceCancelledAt: null,
  delivery: { minDate: '2026-12-07', maxDate: '2026-12-10' },
};

export const EXAMPLES: Readonly<Record<string, OperationExamples>> = {
  listProducts: { responses: { 200: { products: [product], total: 82, page: 1, pages: 82 } } },
  getProduct: { responses: { 200: product, 404: { message: 'Product not found' } } },
  sendLoginCode: {
    request: { phone: '9812345678' },
    responses: { 200: { sent: true, resendAfterSeconds: 30, expiresInSeconds: 300 }, 400: { message: 'Enter a valid 10-digit phone number', errors: ['phone: Enter a valid 10-digit phone number'] } },
  },
  verifyLoginCode: {
    request: { phone: '9812345678', code: '482913' },
    responses: {
      200: {
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiY3VzdG9tZXIiLCJzdWIiOiIyeW9qbTIwYXBxb2plNSJ9.N2bH7YaSL-fIXjbzmbcAycBUJjvGAF6W7asY6QtnzNE',
        refreshToken: 'rRhYk8EChtP1wy9_Yi1_1qnm3wmy17b462rU7PhigsM',
        user: { _id: '2yojm20apqoje5', name: 'Asha Rao', phone: '+919812345678', email: null, role: 'customer' },
      },
    },
  },
  getCart: { responses: { 200: cart } },
  setCartItem: {
    request: { productId: product._id, quantity: 2 },
    responses: { 200: cart, 400: { message: 'Only 35 left in stock' } },
  },
  placeOrder: {
    request: { shippingAddress: address, billingAddressSameAsShipping: true, paymentMethod: 'COD', paymentInfo: {}, userName: 'Asha Rao' },
    responses: { 201: codOrder, 400: { message: 'Cart is empty' } },
  },
  getOrder: { responses: { 200: codOrder, 404: { message: 'Order not found' } } },
};
