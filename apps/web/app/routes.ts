import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/:material', 'routes/products-material.tsx'),
    route('products/id/:id', 'routes/product-detail.tsx'),
    route('products/id/:id/reviews', 'routes/product-reviews.tsx'),
    route('diwali-sale', 'routes/diwali-sale.tsx'),
    route('login', 'routes/login.tsx', { id: 'login' }),
    route('signup', 'routes/login.tsx', { id: 'signup' }),
    route('profile', 'routes/profile.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('about', 'routes/about.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    route('ordering', 'routes/ordering.tsx', { id: 'ordering' }),
    route('shipping', 'routes/ordering.tsx', { id: 'shipping' }),
    route('returnpolicy', 'routes/returnpolicy.tsx'),
    route('exchange', 'routes/exchange.tsx'),
    route('cancel', 'routes/cancel.tsx'),
    route('payment', 'routes/payment.tsx'),
    route('productcare', 'routes/productcare.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The links page stands alone: no header or footer.
  route('reachus', 'routes/reachus.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
] satisfies RouteConfig;
