/**
 * The document's tags, in the order the API reference lists them. Every tag a route uses must be
 * here (redocly.yaml makes an undeclared tag an error), so a new area of the API gets a sentence.
 */
export const TAGS: readonly { name: string; description: string }[] = [
  { name: 'catalogue', description: 'Banners, categories and products as the storefront shows them: search, filters, featured, new arrivals, the festive collection. Public.' },
  { name: 'reviews', description: "Product reviews with photos; reading is public, writing needs the customer's sign-in." },
  { name: 'auth', description: 'Sign-in with a one-time code sent by SMS (or a Firebase phone token): access and refresh tokens, sign-out, the signed-in user.' },
  { name: 'profile', description: "The signed-in customer's name, e-mail and address book, and changing the sign-in phone with a code sent to the new number." },
  { name: 'cart', description: "The signed-in customer's cart, priced by the server (discounts, coupon, shipping)." },
  { name: 'coupons', description: 'Coupons the customer can apply to the cart, and applying or removing one.' },
  { name: 'shipping', description: 'The shipping fee for an order amount. Public.' },
  { name: 'wishlist', description: "The signed-in customer's wishlist." },
  { name: 'orders', description: 'Checkout (cash on delivery or online payment) and the customer\'s orders: list, detail, cancel.' },
  { name: 'invoices', description: "GST tax invoices of the customer's orders, as PDF." },
  { name: 'payments', description: "Online payment: verification for the customer, the provider's return and webhooks, and the provider pages (sandbox or Razorpay)." },
  { name: 'content', description: 'The contact form. Public.' },
  { name: 'health', description: 'Liveness (the process answers) and readiness (its database and Redis answer) for load balancers and orchestrators. Public.' },
  { name: 'admin: orders', description: "The shop owner's dashboard, orders (status, cancel, cash received, invoices) and audit log. Admins only." },
  { name: 'admin: catalogue', description: 'Products, images, categories, subcategories, banners and coupons, as the shop owner edits them. Admins only.' },
  { name: 'admin: content', description: 'Review moderation and contact-form messages. Admins only.' },
  { name: 'admin: settings', description: "The owner's limits against stock hoarding: units of one product per order, open orders per customer. Admins only." },
  { name: 'delivery', description: 'Whether the shop delivers to a pincode, by when and with cash on delivery or not (issue 22). Public.' },
  { name: 'admin: delivery', description: 'Delivery zones (pincodes, ranges, prefixes) imported and exported as CSV, dispatch days, cut-off, days off, holidays and the cash-on-delivery limit. Admins only.' },
  { name: 'admin: search', description: 'Search synonyms the owner adds (in force at once on every instance) and what shoppers searched for over 7 or 30 days, counted without who searched (issue 28). Admins only.' },
  { name: 'admin: backups', description: 'Backups of the embedded database with its images: list, back up now, download (issue 27). Admins only; on a PostgreSQL server use its own tools (docs/deploy.md).' },
  { name: 'returns', description: "Returns and exchanges of the customer's delivered orders (issue 23): ask within the policy's window with photos and the repacking video, follow each request, download its GST credit note." },
  { name: 'admin: returns', description: 'The returns queue (issue 23): approve or reject, mark received (back to stock or written off), refund (online through the provider, cash on delivery by transfer) or ship the exchange; credit notes. Admins only.' },
  { name: 'admin: books', description: 'The owner\'s books (issue 24): sales against the previous period, GST return data from the invoices (JSON, CSV, the GSTR-1 file) and CSV exports of orders, lines, customers and products. Admins only.' },
];
