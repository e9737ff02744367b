/** Builders for the review tests: multipart bodies, images (honest and hostile) and a product. */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { categories, orderItems, orders, products } from '../../db/schema/index.ts';

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
  /** Form field; 'images' unless a test wants another. */
  field?: string;
}

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipartBody(fields: Record<string, string | number>, files: readonly FilePart[] = []) {
  const boundary = `----dhatu${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small PNG of one colour. */
export function png(width = 64, height = 48, background = '#b76e79'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/**
 * A JPEG stored sideways (EXIF orientation 6: the camera was turned) carrying private metadata:
 * the copyright, the photographer's name and a GPS reference.
 */
export function sidewaysJpegWithExif(width = 1200, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c9a24d' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'Private Owner', Artist: 'Asha Verma' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

/**
 * A decompression bomb: a valid 20000 × 20000 (400 megapixel) black-and-white PNG that is only
 * about 50 kB on disk, because its rows of zeros deflate to almost nothing. Drawing it with sharp
 * would take seconds and gigabytes, so the file is assembled directly.
 */
export function pixelBombPng(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // each row: filter byte 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let serial = 0;

const ADDRESS = { houseNumber: '12B', street: 'MG Road', area: '', landmark: '', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'India' };

/** An order of one unit of the product for the user, in the given status (₹999, cash on delivery). */
export async function placeOrder(db: Db, userId: string, productId: string, status: 'pending' | 'shipped' | 'delivered' | 'cancelled'): Promise<void> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const [order] = await db.insert(orders).values({
    orderNumber: `DH-TEST-${Date.now().toString(36)}${(++serial).toString(36)}`, userId, status, paymentMethod: 'COD',
    userName: 'Test Customer', userPhone: '+919400000000', shippingAddress: ADDRESS, billingAddress: ADDRESS, billingSameAsShipping: true,
    originalSubtotalPaise: 99_900, subtotalPaise: 99_900, shippingFeePaise: 5_000, totalPaise: 104_900, itemCount: 1,
  }).returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id, position: 0, productId, productName: product!.name, productSlug: product!.slug,
    categoryId: product!.categoryId, categoryName: 'Brass', hsn: '7418', gstRateBp: 1200,
    unitListPricePaise: 99_900, discount: 0, unitPricePaise: 99_900, quantity: 1, lineTotalPaise: 99_900,
  });
}

/** A visible product in a new category, with no reviews. */
export async function createProduct(db: Db, name = 'Brass Diya'): Promise<{ id: string; name: string }> {
  const tag = `${Date.now().toString(36)}${(++serial).toString(36)}`;
  const [category] = await db.insert(categories).values({ name: 'Brass', slug: `brass-${tag}` }).returning({ id: categories.id });
  const [row] = await db.insert(products).values({
    slug: `p-${tag}`, name, pricePaise: 99_900, discount: 0, stock: 10, categoryId: category!.id,
  }).returning({ id: products.id });
  return { id: row!.id, name };
}

/** A 10-digit phone nobody else in this run has (each phone signs in at most every 30 s). */
export function newPhone(): string {
  return `94${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial % 100).padStart(2, '0')}`;
}
