/**
 * The operationId of every documented operation, by "METHOD /path" as the document writes it.
 * A route may instead name itself with `schema.operationId`. Kept in one place so names stay
 * consistent (verbs first, admin ones prefixed) and clients generated from the document keep
 * their method names when a route file changes. docs.test.ts fails, listing them, for any
 * operation with no name here.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /api/health': 'getHealth',
  'GET /api/health/ready': 'getReadiness',

  // catalogue
  'GET /api/banners': 'listBanners',
  'POST /api/banners/bulk': 'getBannersByIds',
  'GET /api/categories': 'listCategories',
  'GET /api/categories/subcategories/all': 'listSubcategories',
  'GET /api/products': 'listProducts',
  'GET /api/products/featured': 'listFeaturedProducts',
  'GET /api/products/new': 'listNewProducts',
  'GET /api/products/similar': 'listSimilarProducts',
  'GET /api/products/festive': 'getFestiveCollection',
  'GET /api/products/sitemap': 'listSitemapProducts',
  'GET /api/products/{id}': 'getProduct',
  'POST /api/products/bulk': 'getProductsByIds',
  'GET /api/search/suggest': 'suggestSearch',

  // reviews
  'GET /api/products/{id}/reviews': 'listProductReviews',
  'POST /api/products/{id}/reviews': 'createReview',
  'GET /api/products/{id}/reviews/user/my-review': 'getMyReview',
  'PUT /api/products/{id}/reviews/{reviewId}': 'updateReview',
  'DELETE /api/products/{id}/reviews/{reviewId}': 'deleteReview',

  // auth
  'POST /api/auth/otp/send': 'sendLoginCode',
  'POST /api/auth/otp/verify': 'verifyLoginCode',
  'POST /api/auth/phone': 'signInWithFirebase',
  'POST /api/auth/refresh': 'refreshSession',
  'POST /api/auth/logout': 'logout',
  'GET /api/auth/me': 'getCurrentUser',

  // profile
  'GET /api/profile': 'getProfile',
  'PUT /api/profile': 'updateProfile',
  'POST /api/profile/phone/code': 'sendPhoneChangeCode',
  'POST /api/profile/phone/verify': 'verifyPhoneChange',
  'GET /api/profile/addresses': 'listAddresses',
  'POST /api/profile/addresses': 'addAddress',
  'PUT /api/profile/addresses/{id}': 'updateAddress',
  'DELETE /api/profile/addresses/{id}': 'deleteAddress',
  'POST /api/profile/addresses/{id}/default': 'setDefaultAddress',

  // content
  'POST /api/contact': 'sendContactMessage',

  // cart, coupons, shipping, wishlist
  'GET /api/cart': 'getCart',
  'POST /api/cart': 'setCartItem',
  'DELETE /api/cart/clear': 'clearCart',
  'DELETE /api/cart/{cartItemId}': 'removeCartItem',
  'POST /api/cart/merge': 'mergeGuestCart',
  'GET /api/coupons/available': 'listAvailableCoupons',
  'POST /api/coupons/apply': 'applyCoupon',
  'DELETE /api/coupons/remove': 'removeCoupon',
  'POST /api/shipping/calculate': 'calculateShipping',
  'GET /api/wishlist': 'getWishlist',
  'POST /api/wishlist': 'addToWishlist',
  'DELETE /api/wishlist/{productId}': 'removeFromWishlist',
  'POST /api/wishlist/{productId}/move-to-cart': 'moveWishlistItemToCart',

  // orders, invoices
  'POST /api/orders': 'placeOrder',
  'GET /api/orders': 'listOrders',
  'GET /api/orders/payment-options': 'listPaymentOptions',
  'GET /api/orders/{id}': 'getOrder',
  'POST /api/orders/{id}/cancel': 'cancelOrder',
  'GET /api/invoice/check/{orderId}': 'checkInvoice',
  'GET /api/invoice/download/{orderId}': 'downloadInvoice',

  // payments
  'GET /api/payments/verify/{orderId}': 'verifyPayment',
  'GET /api/payments/callback/{provider}': 'receivePaymentReturn',
  'POST /api/payments/callback/{provider}': 'receivePaymentReturnForm',
  'POST /api/payments/webhook/{provider}': 'receivePaymentWebhook',
  'GET /api/payments/sandbox/{id}': 'showSandboxPaymentPage',
  'POST /api/payments/sandbox/{id}': 'submitSandboxPayment',
  'GET /api/payments/razorpay/checkout/{id}': 'showRazorpayCheckoutPage',
  'POST /api/payments/razorpay/checkout/{id}/cancel': 'cancelRazorpayCheckout',

  // admin: orders
  'GET /api/admin/dashboard': 'adminGetDashboard',
  'GET /api/admin/orders': 'adminListOrders',
  'GET /api/admin/orders/{id}': 'adminGetOrder',
  'POST /api/admin/orders/{id}/status': 'adminUpdateOrderStatus',
  'POST /api/admin/orders/{id}/cancel': 'adminCancelOrder',
  'POST /api/admin/orders/{id}/mark-paid': 'adminMarkOrderPaid',
  'POST /api/admin/orders/{id}/clear-attention': 'adminClearOrderAttention',
  'GET /api/admin/orders/{id}/invoice': 'adminDownloadInvoice',
  'GET /api/admin/audit': 'adminListAuditLog',

  // admin: catalogue
  'GET /api/admin/products': 'adminListProducts',
  'POST /api/admin/products': 'adminCreateProduct',
  'GET /api/admin/products/{id}': 'adminGetProduct',
  'PATCH /api/admin/products/{id}': 'adminUpdateProduct',
  'DELETE /api/admin/products/{id}': 'adminDeleteProduct',
  'POST /api/admin/products/{id}/images': 'adminAddProductImages',
  'PUT /api/admin/products/{id}/images': 'adminReorderProductImages',
  'PUT /api/admin/products/{id}/variants': 'adminSetProductVariants',
  'GET /api/admin/categories': 'adminListCategories',
  'POST /api/admin/categories': 'adminCreateCategory',
  'PATCH /api/admin/categories/{id}': 'adminUpdateCategory',
  'DELETE /api/admin/categories/{id}': 'adminDeleteCategory',
  'POST /api/admin/categories/{id}/image': 'adminSetCategoryImage',
  'GET /api/admin/subcategories': 'adminListSubcategories',
  'POST /api/admin/subcategories': 'adminCreateSubcategory',
  'PATCH /api/admin/subcategories/{id}': 'adminUpdateSubcategory',
  'DELETE /api/admin/subcategories/{id}': 'adminDeleteSubcategory',
  'POST /api/admin/subcategories/{id}/image': 'adminSetSubcategoryImage',
  'GET /api/admin/banners': 'adminListBanners',
  'POST /api/admin/banners': 'adminCreateBanner',
  'PATCH /api/admin/banners/{id}': 'adminUpdateBanner',
  'DELETE /api/admin/banners/{id}': 'adminDeleteBanner',
  'POST /api/admin/banners/{id}/image': 'adminSetBannerImage',
  'GET /api/admin/coupons': 'adminListCoupons',
  'POST /api/admin/coupons': 'adminCreateCoupon',
  'GET /api/admin/coupons/{id}': 'adminGetCoupon',
  'PATCH /api/admin/coupons/{id}': 'adminUpdateCoupon',
  'DELETE /api/admin/coupons/{id}': 'adminDeleteCoupon',

  // admin: content
  'GET /api/admin/reviews': 'adminListReviews',
  'PATCH /api/admin/reviews/{id}': 'adminUpdateReview',
  'DELETE /api/admin/reviews/{id}': 'adminDeleteReview',
  'GET /api/admin/messages': 'adminListMessages',
  'PATCH /api/admin/messages/{id}': 'adminUpdateMessage',
  'GET /api/admin/settings/limits': 'adminGetOrderLimits',
  'PUT /api/admin/settings/limits': 'adminUpdateOrderLimits',
  'GET /api/admin/search/synonyms': 'adminListSearchSynonyms',
  'POST /api/admin/search/synonyms': 'adminCreateSearchSynonym',
  'PUT /api/admin/search/synonyms/{id}': 'adminUpdateSearchSynonym',
  'DELETE /api/admin/search/synonyms/{id}': 'adminDeleteSearchSynonym',
  'GET /api/admin/search/insights': 'adminGetSearchInsights',
  'GET /api/admin/backups': 'adminListBackups',
  'GET /api/admin/backups/status': 'adminGetBackupStatus',
  'POST /api/admin/backups': 'adminCreateBackup',
  'GET /api/admin/backups/{name}': 'adminDownloadBackup',

  // delivery (issue 22)
  'GET /api/delivery/estimate': 'estimateDelivery',
  'GET /api/admin/delivery/settings': 'adminGetDeliverySettings',
  'PUT /api/admin/delivery/settings': 'adminUpdateDeliverySettings',
  'POST /api/admin/delivery/rules/preview': 'adminPreviewDeliveryRules',
  'PUT /api/admin/delivery/rules': 'adminImportDeliveryRules',
  'GET /api/admin/delivery/rules.csv': 'adminExportDeliveryRules',
  // admin: books (issue 24)
  'GET /api/admin/dashboard/sales': 'adminGetSales',
  'GET /api/admin/settings/low-stock': 'adminGetLowStockLevel',
  'PUT /api/admin/settings/low-stock': 'adminUpdateLowStockLevel',
  'GET /api/admin/reports/gst': 'adminGetGstReport',
  'GET /api/admin/exports/orders.csv': 'adminExportOrders',
  'GET /api/admin/exports/order-lines.csv': 'adminExportOrderLines',
  'GET /api/admin/exports/customers.csv': 'adminExportCustomers',
  'GET /api/admin/exports/products.csv': 'adminExportProducts',
  // returns (issue 23)
  'GET /api/orders/{id}/returns': 'listOrderReturns',
  'POST /api/orders/{id}/returns': 'requestReturn',
  'GET /api/orders/{id}/returns/{returnId}/credit-note': 'downloadCreditNote',
  'GET /api/admin/returns': 'adminListReturns',
  'GET /api/admin/returns/{id}': 'adminGetReturn',
  'POST /api/admin/returns/{id}/approve': 'adminApproveReturn',
  'POST /api/admin/returns/{id}/reject': 'adminRejectReturn',
  'POST /api/admin/returns/{id}/receive': 'adminReceiveReturn',
  'POST /api/admin/returns/{id}/refund': 'adminRefundReturn',
  'POST /api/admin/returns/{id}/refund-paid': 'adminMarkRefundPaid',
  'POST /api/admin/returns/{id}/exchange': 'adminSendExchange',
  'GET /api/admin/returns/{id}/credit-note': 'adminDownloadCreditNote',
};
