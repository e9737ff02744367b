/**
 * A small client of the shop's API, written as an integrator would write one: the types come from
 * the published description (GET /api/docs/json) through openapi-typescript, the calls go through
 * openapi-fetch. It signs in with a one-time code, lists products, adds one to the cart and
 * places a cash-on-delivery order.
 *
 * apps/api/src/plugins/docs.test.ts generates generated/dhatu-api.ts from the running shop,
 * type-checks this file against it (tsconfig.json here) and runs it against the shop. To try it
 * against another shop: npx openapi-typescript https://<shop>/api/docs/json -o generated/dhatu-api.ts
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/dhatu-api.ts';

export type ApiError = components['schemas']['Error'];
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
export type ProductList = Json<paths['/api/products']['get']['responses'][200]>;
export type Cart = Json<paths['/api/cart']['post']['responses'][200]>;
export type Order = Json<paths['/api/orders']['post']['responses'][201]>;
export type ShippingAddress = paths['/api/orders']['post']['requestBody']['content']['application/json']['shippingAddress'];

/** A 4xx or 5xx answer: its status and the shop's message (the Error schema). */
export class ShopApiError extends Error {
  constructor(readonly status: number, readonly body: ApiError) {
    super(body.message);
  }
}

/** The data of a call that answered 2xx; a ShopApiError with the shop's message otherwise. */
function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data;
  throw new ShopApiError(result.response.status, result.error as ApiError);
}

export function shopClient(baseUrl: string, options: { fetch?: (request: Request) => Promise<Response> } = {}) {
  const api = createClient<paths>({ baseUrl, fetch: options.fetch });
  let token: string | null = null;
  api.use({
    onRequest({ request }) {
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });

  return {
    /** Sends a login code to the phone and signs in with the code `readCode` finds (an SMS, here a test's log). */
    async signIn(phone: string, readCode: (phone: string) => string | Promise<string>) {
      dataOf(await api.POST('/api/auth/otp/send', { body: { phone } }));
      const session = dataOf(await api.POST('/api/auth/otp/verify', { body: { phone, code: await readCode(phone) } }));
      token = session.token;
      return session.user;
    },

    async listProducts(query: { search?: string; page?: number; limit?: number } = {}): Promise<ProductList> {
      return dataOf(await api.GET('/api/products', { params: { query } }));
    },

    /** Sets the product's quantity in the cart; answers the whole cart, priced by the shop. */
    async addToCart(productId: string, quantity = 1): Promise<Cart> {
      return dataOf(await api.POST('/api/cart', { body: { productId, quantity } }));
    },

    /** Places the cart as a cash-on-delivery order, shipped and billed to one address. */
    async placeCashOnDeliveryOrder(userName: string, shippingAddress: ShippingAddress): Promise<Order> {
      return dataOf(await api.POST('/api/orders', {
        body: { userName, shippingAddress, billingAddressSameAsShipping: true, paymentMethod: 'COD', paymentInfo: {} },
      }));
    },
  };
}
