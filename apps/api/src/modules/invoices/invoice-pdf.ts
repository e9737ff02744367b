import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  amountInWords, formatDateLong, formatIndianPhone, formatPaise, formatRate, invoiceCancelledAt, PAYMENT_METHOD_LABELS, placeOfSupplyLabel,
  printableLine,
} from '@dhatu/domain';
import type { InvoiceLine, OrderAddress, orders } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
import type { InvoiceRow } from './invoice.service.ts';

/**
 * The GST tax invoice as an A4 PDF, drawn from the invoice as it was issued (and its order). Text
 * is set in Noto Sans, embedded: pdfkit's built-in Helvetica has no ₹. A cancelled invoice keeps
 * its number and contents and is marked CANCELLED, with the date, on every page. Text people typed
 * is printed through printableLine: rows stored before the free-text rules may hold line breaks
 * or hidden characters, which must not add lines to a tax document.
 *
 * Longer than 300 lines on purpose: the layout of one A4 document, drawn section by section in
 * reading order; splitting it would scatter the page's coordinates.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  medium: require.resolve('@expo-google-fonts/noto-sans/500Medium/NotoSans_500Medium.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

const COLOR = {
  band: '#2B1D14',
  gold: '#C9973F',
  goldLight: '#E8D3A8',
  ink: '#1F1A17',
  muted: '#6F655C',
  rule: '#DCCFBC',
  fill: '#F7F1E6',
  zebra: '#FCFAF6',
  alert: '#A3261E',
};

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_HEIGHT = 64;
const BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;

/** '1,49,900.00' (en-IN grouping) for table cells; '₹1,49,900.00' where it stands alone: a tax invoice keeps paise. */
const num = (paise: number) => formatPaise(paise, { fractionDigits: 2, symbol: false });
const rupees = (paise: number) => formatPaise(paise, { fractionDigits: 2 });

export interface InvoicePdfInput {
  invoice: InvoiceRow;
  order: Pick<OrderRow, 'orderNumber' | 'createdAt' | 'updatedAt' | 'paymentMethod' | 'paymentStatus' | 'status' | 'cancelledAt' | 'couponCode'>;
}

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';

interface Column {
  key: string;
  title: string;
  width: number;
  align: Align;
}

export function renderInvoicePdf({ invoice, order }: InvoicePdfInput): Promise<Buffer> {
  const cancelledAt = invoiceCancelledAt(invoice, order);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `Tax Invoice ${invoice.invoiceNumber}${cancelledAt ? ' (CANCELLED)' : ''}`,
      Subject: `Order ${order.orderNumber}`,
      Author: invoice.seller.legalName,
      Creator: invoice.seller.tradeName,
      CreationDate: invoice.issuedAt,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('medium', FONTS.medium);
  doc.registerFont('bold', FONTS.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = drawHeader(doc, invoice);
  if (cancelledAt) y = drawCancelledNotice(doc, order.orderNumber, cancelledAt, y);
  y = drawParties(doc, invoice, order, y);
  y = drawTable(doc, invoice, y);
  drawTotals(doc, invoice, order, y);
  drawFooters(doc, invoice, cancelledAt);
  doc.end();
  return done;
}

// ── Pieces ───────────────────────────────────────────────────────────────────────────────────

function text(doc: Doc, value: string, x: number, y: number, options: { width?: number; align?: Align; font?: keyof typeof FONTS; size?: number; color?: string; lineGap?: number } = {}) {
  doc.font(options.font ?? 'regular').fontSize(options.size ?? 9).fillColor(options.color ?? COLOR.ink);
  doc.text(value, x, y, { width: options.width, align: options.align ?? 'left', lineGap: options.lineGap ?? 0 });
  return doc.y;
}

function heightOf(doc: Doc, value: string, width: number, font: keyof typeof FONTS, size: number, lineGap = 0): number {
  doc.font(font).fontSize(size);
  return doc.heightOfString(value, { width, lineGap });
}

function rule(doc: Doc, y: number, x1 = PAGE.margin, x2 = PAGE.width - PAGE.margin, color = COLOR.rule, width = 0.6) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
}

function drawHeader(doc: Doc, invoice: InvoiceRow): number {
  const bandHeight = 78;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOR.band);
  doc.rect(0, bandHeight, PAGE.width, 3).fill(COLOR.gold);
  text(doc, invoice.seller.tradeName, PAGE.margin, 18, { font: 'bold', size: 26, color: COLOR.gold });
  text(doc, 'Handcrafted Indian metalware', PAGE.margin, 52, { size: 9, color: COLOR.goldLight });
  text(doc, 'TAX INVOICE', PAGE.margin, 22, { width: CONTENT_WIDTH, align: 'right', font: 'bold', size: 20, color: '#FFFFFF' });
  text(doc, 'Original for recipient', PAGE.margin, 52, { width: CONTENT_WIDTH, align: 'right', size: 8.5, color: COLOR.goldLight });
  return bandHeight + 20;
}

/** The address in three lines at most, whatever line breaks an old stored value holds. */
function addressLines(stored: OrderAddress): string[] {
  const [houseNumber, street, area, landmarkText, city, state, pincode] = [
    stored.houseNumber, stored.street, stored.area, stored.landmark, stored.city, stored.state, stored.pincode,
  ].map(printableLine);
  const first = [houseNumber, street].filter(Boolean).join(', ');
  const landmark = landmarkText && !/^near\b/i.test(landmarkText) ? `Near ${landmarkText}` : landmarkText;
  const second = [area, landmark].filter(Boolean).join(', ');
  // The country is always India (we deliver only there); the state line follows with its GST code.
  const third = `${city}, ${state} ${pincode}`;
  return [first, second, third].filter((line) => line.trim() !== '');
}

/** A red notice under the header: CANCELLED, when, and that the document is not valid. */
function drawCancelledNotice(doc: Doc, orderNumber: string, cancelledAt: Date, top: number): number {
  const pad = 12;
  const width = CONTENT_WIDTH - 2 * pad;
  const note = `This invoice was cancelled on ${formatDateLong(cancelledAt)}, with order ${orderNumber}. It is not a valid tax invoice.`;
  const height = 22 + heightOf(doc, note, width, 'medium', 9) + 2 * 8;
  doc.roundedRect(PAGE.margin, top - 6, CONTENT_WIDTH, height, 4).lineWidth(1.2).fillAndStroke('#FBECEA', COLOR.alert);
  const y = text(doc, 'CANCELLED', PAGE.margin + pad, top + 1, { width, font: 'bold', size: 14, color: COLOR.alert });
  text(doc, note, PAGE.margin + pad, y + 1, { width, font: 'medium', size: 9, color: COLOR.alert });
  return top - 6 + height + 18;
}

function label(doc: Doc, value: string, x: number, y: number, width?: number) {
  return text(doc, value.toUpperCase(), x, y, { width, font: 'bold', size: 7.5, color: COLOR.gold });
}

/** How the payment stands, in an invoice's words. */
function paymentText(order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>): string {
  switch (order.paymentStatus) {
    case 'pending': return order.paymentMethod === 'COD' ? 'Due on delivery' : 'Awaiting payment';
    case 'paid': return 'Paid';
    case 'failed': return 'Failed';
    case 'cancelled': return 'Cancelled';
    case 'refunded': return 'Refunded';
  }
}

function drawParties(doc: Doc, invoice: InvoiceRow, order: InvoicePdfInput['order'], top: number): number {
  const { seller, buyer } = invoice;
  const gap = 18;
  const leftWidth = 262;
  const boxX = PAGE.margin + leftWidth + gap;
  const boxWidth = CONTENT_WIDTH - leftWidth - gap;

  // Seller
  let y = label(doc, 'Sold by', PAGE.margin, top) + 2;
  y = text(doc, seller.legalName, PAGE.margin, y, { width: leftWidth, font: 'bold', size: 10.5 }) + 1;
  y = text(doc, seller.address, PAGE.margin, y, { width: leftWidth, size: 9, color: COLOR.ink, lineGap: 1 }) + 3;
  y = keyValue(doc, 'GSTIN', seller.gstin, PAGE.margin, y, leftWidth);
  y = keyValue(doc, 'State', `${seller.state} (${seller.stateCode})`, PAGE.margin, y, leftWidth);
  y = text(doc, `${formatIndianPhone(seller.phone)}  ·  ${seller.email}`, PAGE.margin, y + 1, { width: leftWidth, size: 8.5, color: COLOR.muted });
  const sellerBottom = y;

  // Invoice details box
  const rows: [string, string][] = [
    ['Invoice No.', invoice.invoiceNumber],
    ['Invoice Date', formatDateLong(invoice.issuedAt)],
    ['Order ID', order.orderNumber],
    ['Order Date', formatDateLong(order.createdAt)],
    ['Payment', `${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${paymentText(order)}`],
    ['Place of Supply', invoice.placeOfSupplyCode ? `${invoice.placeOfSupply} (${invoice.placeOfSupplyCode})` : invoice.placeOfSupply],
    ['Reverse Charge', 'No'],
  ];
  const rowHeight = 15;
  const boxHeight = rows.length * rowHeight + 12;
  doc.roundedRect(boxX, top - 4, boxWidth, boxHeight, 4).fill(COLOR.fill);
  rows.forEach(([key, value], i) => {
    const rowY = top + 2 + i * rowHeight;
    text(doc, key, boxX + 10, rowY, { size: 8.5, color: COLOR.muted });
    text(doc, value, boxX + 92, rowY, { width: boxWidth - 102, size: 8.5, font: i === 0 ? 'bold' : 'medium', align: 'right' });
  });
  const bottom = Math.max(sellerBottom, top - 4 + boxHeight);

  // Buyer: bill to and ship to
  y = bottom + 16;
  rule(doc, y - 8);
  const half = (CONTENT_WIDTH - gap) / 2;
  const shipName = printableLine(buyer.receiverName ?? buyer.name);
  const shipPhone = buyer.receiverPhone ?? buyer.phone;
  const billEnd = party(doc, 'Bill to', printableLine(buyer.name), buyer.billingAddress, buyer.phone, PAGE.margin, y, half);
  const shipEnd = party(doc, 'Ship to', shipName, buyer.shippingAddress, shipPhone, PAGE.margin + half + gap, y, half);
  return Math.max(billEnd, shipEnd) + 14;
}

function keyValue(doc: Doc, key: string, value: string, x: number, y: number, width: number): number {
  doc.font('bold').fontSize(8.5).fillColor(COLOR.muted).text(`${key}: `, x, y, { continued: true, width });
  doc.font('medium').fillColor(COLOR.ink).text(value);
  return doc.y;
}

function party(doc: Doc, title: string, name: string, address: OrderAddress, phone: string, x: number, y: number, width: number): number {
  let at = label(doc, title, x, y, width) + 2;
  at = text(doc, name, x, at, { width, font: 'bold', size: 10 }) + 1;
  at = text(doc, addressLines(address).join('\n'), x, at, { width, size: 9, lineGap: 1 }) + 1;
  at = keyValue(doc, 'State', placeOfSupplyLabel(address.state), x, at, width);
  return text(doc, `Phone: ${formatIndianPhone(phone)}`, x, at + 1, { width, size: 8.5, color: COLOR.muted });
}

// ── The lines ────────────────────────────────────────────────────────────────────────────────

function columnsFor(intra: boolean): Column[] {
  const fixed: Column[] = [
    { key: 'n', title: '#', width: 21, align: 'left' },
    { key: 'description', title: 'Description', width: 0, align: 'left' },
    { key: 'hsn', title: 'HSN/SAC', width: 42, align: 'left' },
    { key: 'qty', title: 'Qty', width: 24, align: 'right' },
    { key: 'rate', title: 'Rate', width: 54, align: 'right' },
    { key: 'discount', title: 'Discount', width: 50, align: 'right' },
    { key: 'taxable', title: 'Taxable value', width: 58, align: 'right' },
    ...(intra
      ? [{ key: 'cgst', title: 'CGST', width: 46, align: 'right' as const }, { key: 'sgst', title: 'SGST', width: 46, align: 'right' as const }]
      : [{ key: 'igst', title: 'IGST', width: 64, align: 'right' as const }]),
    { key: 'amount', title: 'Amount', width: 60, align: 'right' },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.key === 'description' ? { ...c, width: CONTENT_WIDTH - used } : c));
}

const CELL_PAD = 4;
const ROW_PAD = 4;

/** A dark header row; titles may take two lines and sit centred vertically. */
function drawHeaderRow(doc: Doc, titles: { title: string; width: number; align: Align }[], x: number, y: number, size = 7.5, fill = COLOR.band, color = '#FFFFFF'): number {
  const heights = titles.map((c) => heightOf(doc, c.title, c.width - 2 * CELL_PAD, 'bold', size));
  const height = Math.max(...heights) + 12;
  doc.rect(x, y, titles.reduce((s, c) => s + c.width, 0), height).fill(fill);
  let cx = x;
  titles.forEach((c, i) => {
    text(doc, c.title, cx + CELL_PAD, y + (height - heights[i]!) / 2, { width: c.width - 2 * CELL_PAD, align: c.align, font: 'bold', size, color });
    cx += c.width;
  });
  return y + height;
}

function drawTableHeader(doc: Doc, columns: Column[], y: number): number {
  text(doc, 'Amounts in ₹ · rates and amounts include GST', PAGE.margin, y - 11, { width: CONTENT_WIDTH, align: 'right', size: 7, color: COLOR.muted });
  return drawHeaderRow(doc, columns, PAGE.margin, y);
}

function lineDetail(line: InvoiceLine): string | null {
  if (line.kind !== 'goods') return null;
  const parts: string[] = [];
  if (line.productDiscountPaise > 0) parts.push(`Product discount ${rupees(line.productDiscountPaise)}`);
  if (line.couponDiscountPaise > 0) parts.push(`Coupon ${rupees(line.couponDiscountPaise)}`);
  return parts.length ? parts.join('\n') : null;
}

function drawTable(doc: Doc, invoice: InvoiceRow, top: number): number {
  const intra = invoice.supplyType === 'intra';
  const columns = columnsFor(intra);
  const widthOf = (key: string) => columns.find((c) => c.key === key)!.width;
  const descWidth = widthOf('description') - 2 * CELL_PAD;
  let y = drawTableHeader(doc, columns, top + 8);

  invoice.lines.forEach((line, index) => {
    const detail = lineDetail(line);
    const description = printableLine(line.description);
    const nameHeight = heightOf(doc, description, descWidth, 'medium', 8.5);
    const detailHeight = detail ? heightOf(doc, detail, descWidth, 'regular', 7) + 1 : 0;
    const height = Math.max(nameHeight + detailHeight, 19) + 2 * ROW_PAD;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, columns, PAGE.margin + 12);
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(COLOR.zebra);
    const taxCell = (paise: number) => ({ main: num(paise), sub: intra ? formatRate(line.rateBasisPoints / 2) : formatRate(line.rateBasisPoints) });
    const cells: Record<string, { main: string; sub?: string | null }> = {
      n: { main: String(index + 1) },
      description: { main: description, sub: detail },
      hsn: { main: line.hsn },
      qty: { main: String(line.quantity) },
      rate: { main: num(line.unitPricePaise) },
      discount: { main: line.discountPaise > 0 ? num(line.discountPaise) : '–' },
      taxable: { main: num(line.taxablePaise) },
      cgst: taxCell(line.cgstPaise),
      sgst: taxCell(line.sgstPaise),
      igst: taxCell(line.igstPaise),
      amount: { main: num(line.amountPaise) },
    };
    let x = PAGE.margin;
    for (const column of columns) {
      const cell = cells[column.key]!;
      const width = column.width - 2 * CELL_PAD;
      const isDescription = column.key === 'description';
      const bottom = text(doc, cell.main, x + CELL_PAD, y + ROW_PAD, {
        width, align: column.align, size: 8.5,
        font: isDescription || column.key === 'amount' ? 'medium' : 'regular',
      });
      if (cell.sub) text(doc, cell.sub, x + CELL_PAD, bottom + (isDescription ? 1 : 0), { width, align: column.align, size: 7, color: COLOR.muted });
      x += column.width;
    }
    y += height;
    rule(doc, y);
  });
  return y;
}

// ── Totals, words and the HSN summary ────────────────────────────────────────────────────────

function drawTotals(doc: Doc, invoice: InvoiceRow, order: InvoicePdfInput['order'], top: number) {
  const intra = invoice.supplyType === 'intra';
  const goods = invoice.lines.filter((l) => l.kind === 'goods');
  const shipping = invoice.lines.filter((l) => l.kind === 'shipping').reduce((s, l) => s + l.amountPaise, 0);
  const gross = goods.reduce((s, l) => s + l.quantity * l.unitPricePaise, 0);
  const productDiscount = goods.reduce((s, l) => s + l.productDiscountPaise, 0);
  const couponDiscount = goods.reduce((s, l) => s + l.couponDiscountPaise, 0);

  const rows: { key: string; value: string; strong?: boolean; gap?: boolean }[] = [
    { key: 'Items at list price', value: rupees(gross) },
    ...(productDiscount > 0 ? [{ key: 'Product discounts', value: `−${rupees(productDiscount)}` }] : []),
    ...(couponDiscount > 0 ? [{ key: `Coupon${order.couponCode ? ` ${order.couponCode}` : ''}`, value: `−${rupees(couponDiscount)}` }] : []),
    { key: 'Shipping', value: shipping > 0 ? rupees(shipping) : 'Free' },
    { key: 'Taxable value', value: rupees(invoice.taxablePaise), gap: true },
    ...(intra
      ? [{ key: 'CGST', value: rupees(invoice.cgstPaise) }, { key: 'SGST', value: rupees(invoice.sgstPaise) }]
      : [{ key: 'IGST', value: rupees(invoice.igstPaise) }]),
  ];
  const rowHeight = 14;
  const boxWidth = 206;
  const totalHeight = 26;
  const gaps = rows.filter((r) => r.gap).length * 6;
  const boxHeight = rows.length * rowHeight + gaps + totalHeight + 14;

  const summaryHeight = 24 + (invoice.summary.length + 1) * 14;
  const wordsHeight = 44;
  const needed = Math.max(boxHeight, summaryHeight + wordsHeight) + 14;
  let y = top + 14;
  if (y + needed > BOTTOM) {
    doc.addPage();
    y = PAGE.margin;
  }

  // Totals box, right
  const boxX = PAGE.width - PAGE.margin - boxWidth;
  doc.roundedRect(boxX, y, boxWidth, boxHeight, 4).fill(COLOR.fill);
  let rowY = y + 8;
  for (const row of rows) {
    if (row.gap) {
      rule(doc, rowY + 1, boxX + 10, boxX + boxWidth - 10);
      rowY += 6;
    }
    text(doc, row.key, boxX + 10, rowY, { size: 8.5, color: COLOR.muted, width: 110 });
    text(doc, row.value, boxX + 10, rowY, { size: 8.5, font: 'medium', width: boxWidth - 20, align: 'right' });
    rowY += rowHeight;
  }
  const totalY = y + boxHeight - totalHeight - 4;
  doc.roundedRect(boxX + 4, totalY, boxWidth - 8, totalHeight, 3).fill(COLOR.band);
  text(doc, 'Invoice total', boxX + 12, totalY + 7, { font: 'bold', size: 9.5, color: COLOR.goldLight });
  text(doc, rupees(invoice.totalPaise), boxX + 12, totalY + 5.5, { font: 'bold', size: 11.5, color: '#FFFFFF', width: boxWidth - 24, align: 'right' });

  // Amount in words and HSN summary, left
  const leftWidth = CONTENT_WIDTH - boxWidth - 18;
  let leftY = label(doc, 'Amount in words', PAGE.margin, y, leftWidth) + 2;
  leftY = text(doc, amountInWords(invoice.totalPaise), PAGE.margin, leftY, { width: leftWidth, font: 'medium', size: 9 }) + 12;
  leftY = label(doc, 'Tax summary', PAGE.margin, leftY, leftWidth) + 4;
  drawSummary(doc, invoice, PAGE.margin, leftY, leftWidth);
}

function drawSummary(doc: Doc, invoice: InvoiceRow, x: number, y: number, width: number) {
  const intra = invoice.supplyType === 'intra';
  const titles = intra ? ['HSN/SAC', 'Rate', 'Taxable value', 'CGST', 'SGST', 'Total tax'] : ['HSN/SAC', 'Rate', 'Taxable value', 'IGST', 'Total tax'];
  const first = 50;
  const rate = 34;
  const rest = (width - first - rate) / (titles.length - 2);
  const widths = [first, rate, ...titles.slice(2).map(() => rest)];
  const row = (values: string[], at: number, font: keyof typeof FONTS, color = COLOR.ink) => {
    let cx = x;
    values.forEach((value, i) => {
      text(doc, value, cx + CELL_PAD, at, { width: widths[i]! - 2 * CELL_PAD, align: i < 2 ? 'left' : 'right', size: 7.5, font, color });
      cx += widths[i]!;
    });
  };
  let at = drawHeaderRow(doc, titles.map((title, i) => ({ title, width: widths[i]!, align: i < 2 ? 'left' as const : 'right' as const })), x, y, 7, COLOR.fill, COLOR.muted);
  for (const line of invoice.summary) {
    const taxes = intra ? [num(line.cgstPaise), num(line.sgstPaise)] : [num(line.igstPaise)];
    row([line.hsn, formatRate(line.rateBasisPoints), num(line.taxablePaise), ...taxes, num(line.taxPaise)], at + 3, 'regular');
    at += 14;
    rule(doc, at, x, x + width);
  }
  const totals = intra ? [num(invoice.cgstPaise), num(invoice.sgstPaise)] : [num(invoice.igstPaise)];
  row(['Total', '', num(invoice.taxablePaise), ...totals, num(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise)], at + 3, 'bold');
}

// ── Footer on every page ─────────────────────────────────────────────────────────────────────

function drawFooters(doc: Doc, invoice: InvoiceRow, cancelledAt: Date | null) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (cancelledAt) drawCancelledStamp(doc);
    const top = PAGE.height - PAGE.margin - FOOTER_HEIGHT + 10;
    rule(doc, top, PAGE.margin, PAGE.width - PAGE.margin, COLOR.gold, 0.8);
    const notes = [
      'Prices include GST; each line shows the tax included in its amount.',
      'This is a computer-generated invoice and does not require a signature.',
    ];
    // pdfkit would start a new page for text below the bottom margin; footers sit inside it.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    text(doc, notes.join('\n'), PAGE.margin, top + 7, { width: 330, size: 7.5, color: COLOR.muted, lineGap: 1.5 });
    text(doc, `For ${invoice.seller.legalName}`, PAGE.margin + 330, top + 7, { width: CONTENT_WIDTH - 330, align: 'right', size: 8, font: 'bold' });
    text(doc, 'Authorised signatory', PAGE.margin + 330, top + 19, { width: CONTENT_WIDTH - 330, align: 'right', size: 7.5, color: COLOR.muted });
    text(doc, `${invoice.invoiceNumber}  ·  Page ${i - range.start + 1} of ${range.count}`, PAGE.margin, top + 38, { width: CONTENT_WIDTH, align: 'center', size: 7, color: COLOR.muted });
    doc.page.margins.bottom = saved;
  }
}

/** 'CANCELLED' across the page, faint enough to read through, so no page of it passes as valid. */
function drawCancelledStamp(doc: Doc) {
  const saved = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  // An artifact: screen readers skip it (the notice at the top carries the words).
  doc.markContent('Artifact', { type: 'Page' });
  doc.save();
  doc.rotate(-32, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.fillOpacity(0.13);
  text(doc, 'CANCELLED', 0, PAGE.height / 2 - 48, { width: PAGE.width, align: 'center', font: 'bold', size: 96, color: COLOR.alert });
  doc.restore();
  doc.endMarkedContent();
  doc.page.margins.bottom = saved;
}
