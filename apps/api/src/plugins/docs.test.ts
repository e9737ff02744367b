/**
 * The API description (GET /api/docs/json) as the tools an integrator uses see it: the OpenAPI
 * schema validator, `redocly lint`, openapi-typescript, and a client built on the generated types
 * (apps/api/openapi/example-client.ts) placing an order against the running shop.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { eq } from 'drizzle-orm';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index.ts';
import { extendsErrorShape } from './openapi/error-component.ts';
import { createFixtures } from '../modules/cart/test-fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const rootDir = resolve(import.meta.dirname, '../../../..');
const openapiDir = resolve(rootDir, 'apps/api/openapi');
const generatedDir = resolve(openapiDir, 'generated');
const PUBLIC_URL = 'https://dhatu.test';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface Media { schema?: { $ref?: string } }
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const operationsOf = (doc: Document) => Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).filter(([method]) => METHODS.includes(method)).map(([method, op]) => ({ label: `${method.toUpperCase()} ${path}`, method, path, op })));

async function fetchDocument(t: TestContext): Promise<Document> {
  const res = await t.app.inject('/api/docs/json');
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

/** `redocly lint` (its CLI, on the LTS node running the tests) with apps/api/openapi/redocly.yaml. */
async function redoclyLint(file: string) {
  const cli = realpathSync(resolve(rootDir, 'node_modules/.bin/redocly'));
  const args = [cli, 'lint', file, '--config', resolve(openapiDir, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'];
  // Offline: no telemetry, no update check.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: rootDir, env, maxBuffer: 20 * 1024 * 1024 })
    .catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number; ignored: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
  return { totals: report.totals, problems: report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`) };
}

/** tsc (the TypeScript API) on apps/api/openapi/tsconfig.json, plus extra files: the diagnostics as text. */
function typeCheck(extraFiles: string[] = []): string[] {
  const configPath = resolve(openapiDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
  if (!parsed) throw new Error(`could not read ${configPath}`);
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, ...extraFiles], options: parsed.options });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.formatDiagnostic(d, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => rootDir, getNewLine: () => '\n' }).trim());
}

// The description is made from the routes' schemas, not the database, and the tools read the same
// document on either engine: the PostgreSQL pass of the API suite skips it (27 s there in CI).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the API description (GET /api/docs/json)', () => {
  let t: TestContext;
  let doc: Document;
  let razorpayDoc: Document;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { PUBLIC_URL } });
    // The catalogue the client below shops in (before any call, which the list cache would keep).
    const f = await createFixtures(t);
    await f.product({ name: 'Brass Hammered Tumbler Set of 2', price: 999, discount: 10, stock: 35 });
    await f.product({ name: 'Silver-Plated Chai Kettle', price: 4600, stock: 11, category: 'silver' });
    await f.product({ name: 'Brass Diya With Peacock Motif', price: 450, stock: 20 });
    doc = await fetchDocument(t);
    // The Razorpay adapter adds its checkout page and Cancel button: document those too.
    const razorpay = await createTestApp({
      seed: false,
      env: {
        PUBLIC_URL, PAYMENT_PROVIDER: 'razorpay', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
        RAZORPAY_KEY_ID: 'rzp_test_docs', RAZORPAY_KEY_SECRET: 'docs-key-secret', RAZORPAY_WEBHOOK_SECRET: 'docs-webhook-secret',
      },
    });
    razorpayDoc = await fetchDocument(razorpay);
    await razorpay.close();
    mkdirSync(generatedDir, { recursive: true });
    writeFileSync(resolve(generatedDir, 'dhatu-api.json'), JSON.stringify(doc, null, 2));
    writeFileSync(resolve(generatedDir, 'dhatu-api-razorpay.json'), JSON.stringify(razorpayDoc, null, 2));
  });
  afterAll(() => t?.close());

  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    for (const document of [doc, razorpayDoc]) {
      const validator = new Validator();
      const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    }
  });

  it('names every operation (plugins/openapi/operations.ts), each name once', () => {
    for (const document of [doc, razorpayDoc]) {
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(90);
      expect(operations.filter(({ op }) => !op.operationId).map(({ label }) => label), 'operations without an operationId').toEqual([]);
      const ids = operations.map(({ op }) => op.operationId);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'operationIds used twice').toEqual([]);
    }
    const byLabel = Object.fromEntries(operationsOf(doc).map(({ label, op }) => [label, op.operationId]));
    expect(byLabel).toMatchObject({ 'GET /api/products': 'listProducts', 'POST /api/cart': 'setCartItem', 'POST /api/orders': 'placeOrder' });
  });

  it('passes redocly lint with the recommended rules: no errors, no warnings', { timeout: 60_000 }, async () => {
    for (const name of ['dhatu-api.json', 'dhatu-api-razorpay.json']) {
      const { totals, problems } = await redoclyLint(resolve(generatedDir, name));
      expect(problems, name).toEqual([]);
      expect(totals, name).toMatchObject({ errors: 0, warnings: 0 });
    }
  });

  it('says where the API is (PUBLIC_URL) and describes every tag', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
    const described = new Set((doc.tags ?? []).filter((tag) => tag.description).map((tag) => tag.name));
    const used = new Set(operationsOf(razorpayDoc).concat(operationsOf(doc)).flatMap(({ op }) => op.tags ?? []));
    expect([...used].filter((tag) => !described.has(tag)), 'tags without a description').toEqual([]);
  });

  it('declares security on every operation, and a call without a token is a 401 exactly where it says bearer', async () => {
    const wrong: string[] = [];
    for (const { label, method, path, op } of operationsOf(doc)) {
      if (!op.security) {
        wrong.push(`${label}: no security`);
        continue;
      }
      const bearer = op.security.some((requirement) => 'bearer' in requirement);
      const url = path.replace(/\{\w+\}/g, 'nosuchid1');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
      if (bearer !== (res.statusCode === 401)) wrong.push(`${label}: documented ${bearer ? 'bearer' : 'public'}, answered ${res.statusCode} without a token`);
      if (res.statusCode === 401) expect(res.json(), label).toEqual({ message: expect.any(String) });
    }
    expect(wrong).toEqual([]);
  });

  it('answers every client error with the one Error schema { message, errors? } (placeOrder\'s 409 adds the new totals beside it)', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object', required: ['message'], additionalProperties: false,
      properties: { message: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
    });
    const wrong: string[] = [];
    for (const { label, op } of operationsOf(doc)) {
      if (!op.responses['4XX']) wrong.push(`${label}: no 4XX answer`);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('4')) continue;
        const json = response.content?.['application/json'];
        // A page for a browser (the sandbox payment page's 404) is HTML, not the API's JSON.
        const page = response.content && Object.keys(response.content).every((type) => type === 'text/html');
        if (!page && json?.schema?.$ref !== '#/components/schemas/Error' && !extendsErrorShape(json?.schema)) wrong.push(`${label} ${status}: ${JSON.stringify(response.content)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  describe('a client generated from it (openapi-typescript + openapi-fetch)', () => {
    let baseUrl: string;
    let client: ExampleClientModule;

    /** What the test uses of apps/api/openapi/example-client.ts (imported at run time: its types are generated here). */
    interface ExampleClientModule {
      shopClient(baseUrl: string): {
        signIn(phone: string, readCode: (phone: string) => string): Promise<{ phone: string }>;
        listProducts(query?: { limit?: number }): Promise<{ products: { _id: string; name: string; stock: number }[]; total: number }>;
        addToCart(productId: string, quantity?: number): Promise<{ items: { product: { _id: string }; quantity: number }[]; total: number }>;
        placeCashOnDeliveryOrder(userName: string, address: Record<string, string>): Promise<{ orderId: string; paymentMethod: string; status: string; total: number; items: unknown[] }>;
      };
      ShopApiError: new (...args: never[]) => Error & { status: number; body: { message: string; errors?: string[] } };
    }

    const address = { houseNumber: '12', street: 'MG Road', area: 'Shivajinagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const readCode = (phone: string) => t.app.auth.sms.lastCodeFor?.(`+91${phone}`) ?? '';

    beforeAll(async () => {
      writeFileSync(resolve(generatedDir, 'dhatu-api.ts'), astToString(await openapiTS(JSON.stringify(doc))));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      client = await import(pathToFileURL(resolve(openapiDir, 'example-client.ts')).href) as ExampleClientModule;
    });

    it('type-checks against the generated types, which a wrong call does not', { timeout: 60_000 }, () => {
      expect(typeCheck()).toEqual([]);
      // The generated types hold the client to the document: a made-up payment method and a
      // misspelt path are compile errors, not runtime surprises.
      const wrong = resolve(generatedDir, 'wrong-client.ts');
      writeFileSync(wrong, [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './dhatu-api.ts';",
        "const api = createClient<paths>({ baseUrl: 'https://dhatu.test' });",
        "void api.POST('/api/orders', { body: { userName: 'Asha', paymentMethod: 'CASH', shippingAddress: { houseNumber: '1', street: 'a', city: 'b', state: 'c', pincode: '560001' } } });",
        "void api.GET('/api/product');",
      ].join('\n'));
      const diagnostics = typeCheck([wrong]);
      expect(diagnostics.filter((d) => d.includes('wrong-client.ts'))).toEqual([
        expect.stringContaining(`Type '"CASH"' is not assignable`),
        expect.stringContaining('wrong-client.ts(5,'),
      ]);
    });

    it('lists products, adds one to the cart and places a cash-on-delivery order against the running shop', async () => {
      const shop = client.shopClient(baseUrl);
      const user = await shop.signIn('9845012345', readCode);
      expect(user.phone).toBe('+919845012345');
      const { products, total } = await shop.listProducts({ limit: 10 });
      expect(products.map((p) => p.name).sort()).toEqual(['Brass Diya With Peacock Motif', 'Brass Hammered Tumbler Set of 2', 'Silver-Plated Chai Kettle']);
      expect(total).toBe(3);
      const product = products.find((p) => p.name === 'Brass Hammered Tumbler Set of 2')!;
      const cart = await shop.addToCart(product._id, 2);
      expect(cart.items).toEqual([expect.objectContaining({ product: expect.objectContaining({ _id: product._id }), quantity: 2 })]);
      const order = await shop.placeCashOnDeliveryOrder('Asha Rao', address);
      // ₹999 less 10% is ₹899, two of them ₹1798, shipped free: the shop's prices, not the client's.
      expect(cart.total).toBe(1798);
      expect(order).toMatchObject({ orderId: expect.stringMatching(/^DH-\d{4}-\d{6}$/), paymentMethod: 'COD', status: 'pending', total: 1798 });
      expect(order.items).toHaveLength(1);
      const [stored] = await t.database.db.select({ userId: orders.userId, totalPaise: orders.totalPaise }).from(orders).where(eq(orders.orderNumber, order.orderId));
      expect(stored).toEqual({ userId: expect.any(String), totalPaise: order.total * 100 });
    });

    it('gets the same clear 4xx errors as the web app: the shop\'s message in the Error shape', async () => {
      const shop = client.shopClient(baseUrl);
      await shop.signIn('9845012346', readCode);
      const [product] = (await shop.listProducts({ limit: 1 })).products;
      const caught = async (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error);

      const tooMany = await caught(shop.addToCart(product!._id, 11));
      expect(tooMany).toBeInstanceOf(client.ShopApiError);
      expect(tooMany).toMatchObject({ status: 400, body: { message: `You can order at most 10 of ${product!.name} in one order` } });

      const emptyCart = await caught(shop.placeCashOnDeliveryOrder('Asha Rao', address));
      expect(emptyCart).toMatchObject({ status: 400, body: { message: 'Cart is empty' } });

      await shop.addToCart(product!._id, 1);
      const noName = await caught(shop.placeCashOnDeliveryOrder('', address));
      expect(noName).toMatchObject({ status: 400, body: { message: 'Please enter your name', errors: ['userName: Please enter your name'] } });
    });
  });
});
