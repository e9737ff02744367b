import { amountInWords, formatRate, printableLine } from '@dhatu/domain';
import type { InvoiceLine } from '../../db/schema/index.ts';
import {
  BOTTOM, CELL_PAD, COLOR, CONTENT_WIDTH, drawHeaderRow, heightOf, label, num, PAGE, rule, rupees, text, type Align, type Doc, type FontName,
} from './pdf-drawing.ts';
import type { TaxDocument, TaxDocumentBody } from './tax-document.ts';

/** The lines table, the totals, the amount in words and the HSN-wise tax summary of a tax document. */

interface Column {
  key: string;
  title: string;
  width: number;
  align: Align;
}

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

const ROW_PAD = 4;

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

/** One row per line, repeating the header row on each new page; answers where the table ends. */
export function drawLines(doc: Doc, body: TaxDocumentBody, top: number): number {
  const intra = body.supplyType === 'intra';
  const columns = columnsFor(intra);
  const widthOf = (key: string) => columns.find((c) => c.key === key)!.width;
  const descWidth = widthOf('description') - 2 * CELL_PAD;
  let y = drawTableHeader(doc, columns, top + 8);

  body.lines.forEach((line, index) => {
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

/** The totals box (right) beside the amount in words and the tax summary (left), on a new page if they do not fit. */
export function drawTotals(doc: Doc, document: TaxDocument, top: number) {
  const { body } = document;
  const intra = body.supplyType === 'intra';
  const goods = body.lines.filter((l) => l.kind === 'goods');
  const shipping = body.lines.filter((l) => l.kind === 'shipping').reduce((s, l) => s + l.amountPaise, 0);
  const gross = goods.reduce((s, l) => s + l.quantity * l.unitPricePaise, 0);
  const productDiscount = goods.reduce((s, l) => s + l.productDiscountPaise, 0);
  const couponDiscount = goods.reduce((s, l) => s + l.couponDiscountPaise, 0);
  const shippingRow = shipping > 0 ? rupees(shipping) : document.noShippingText;

  const rows: { key: string; value: string; strong?: boolean; gap?: boolean }[] = [
    { key: 'Items at list price', value: rupees(gross) },
    ...(productDiscount > 0 ? [{ key: 'Product discounts', value: `−${rupees(productDiscount)}` }] : []),
    ...(couponDiscount > 0 ? [{ key: `Coupon${document.couponCode ? ` ${document.couponCode}` : ''}`, value: `−${rupees(couponDiscount)}` }] : []),
    ...(shippingRow === null ? [] : [{ key: 'Shipping', value: shippingRow }]),
    { key: 'Taxable value', value: rupees(body.taxablePaise), gap: true },
    ...(intra
      ? [{ key: 'CGST', value: rupees(body.cgstPaise) }, { key: 'SGST', value: rupees(body.sgstPaise) }]
      : [{ key: 'IGST', value: rupees(body.igstPaise) }]),
  ];
  const rowHeight = 14;
  const boxWidth = 206;
  const totalHeight = 26;
  const gaps = rows.filter((r) => r.gap).length * 6;
  const boxHeight = rows.length * rowHeight + gaps + totalHeight + 14;

  const summaryHeight = 24 + (body.summary.length + 1) * 14;
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
  text(doc, document.totalLabel, boxX + 12, totalY + 7, { font: 'bold', size: 9.5, color: COLOR.goldLight });
  text(doc, rupees(body.totalPaise), boxX + 12, totalY + 5.5, { font: 'bold', size: 11.5, color: '#FFFFFF', width: boxWidth - 24, align: 'right' });

  // Amount in words and HSN summary, left
  const leftWidth = CONTENT_WIDTH - boxWidth - 18;
  let leftY = label(doc, 'Amount in words', PAGE.margin, y, leftWidth) + 2;
  leftY = text(doc, amountInWords(body.totalPaise), PAGE.margin, leftY, { width: leftWidth, font: 'medium', size: 9 }) + 12;
  leftY = label(doc, 'Tax summary', PAGE.margin, leftY, leftWidth) + 4;
  drawSummary(doc, body, PAGE.margin, leftY, leftWidth);
}

function drawSummary(doc: Doc, body: TaxDocumentBody, x: number, y: number, width: number) {
  const intra = body.supplyType === 'intra';
  const titles = intra ? ['HSN/SAC', 'Rate', 'Taxable value', 'CGST', 'SGST', 'Total tax'] : ['HSN/SAC', 'Rate', 'Taxable value', 'IGST', 'Total tax'];
  const first = 50;
  const rate = 34;
  const rest = (width - first - rate) / (titles.length - 2);
  const widths = [first, rate, ...titles.slice(2).map(() => rest)];
  const row = (values: string[], at: number, font: FontName, color = COLOR.ink) => {
    let cx = x;
    values.forEach((value, i) => {
      text(doc, value, cx + CELL_PAD, at, { width: widths[i]! - 2 * CELL_PAD, align: i < 2 ? 'left' : 'right', size: 7.5, font, color });
      cx += widths[i]!;
    });
  };
  let at = drawHeaderRow(doc, titles.map((title, i) => ({ title, width: widths[i]!, align: i < 2 ? 'left' as const : 'right' as const })), x, y, 7, COLOR.fill, COLOR.muted);
  for (const line of body.summary) {
    const taxes = intra ? [num(line.cgstPaise), num(line.sgstPaise)] : [num(line.igstPaise)];
    row([line.hsn, formatRate(line.rateBasisPoints), num(line.taxablePaise), ...taxes, num(line.taxPaise)], at + 3, 'regular');
    at += 14;
    rule(doc, at, x, x + width);
  }
  const totals = intra ? [num(body.cgstPaise), num(body.sgstPaise)] : [num(body.igstPaise)];
  row(['Total', '', num(body.taxablePaise), ...totals, num(body.cgstPaise + body.sgstPaise + body.igstPaise)], at + 3, 'bold');
}
