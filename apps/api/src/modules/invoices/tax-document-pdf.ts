import { formatIndianPhone, placeOfSupplyLabel, printableLine } from '@dhatu/domain';
import type { OrderAddress } from '../../db/schema/index.ts';
import {
  COLOR, CONTENT_WIDTH, FOOTER_HEIGHT, heightOf, keyValue, label, PAGE, rule, startPdf, text, type Doc, type FontName,
} from './pdf-drawing.ts';
import { drawLines, drawTotals } from './tax-document-lines.ts';
import type { TaxDocument, TaxDocumentNotice } from './tax-document.ts';

/**
 * A GST document (tax invoice or credit note) as an A4 PDF, drawn section by section in reading
 * order from the document as it was issued: header band, notice, parties, lines, totals, footer.
 * Text people typed is printed through printableLine: rows stored before the free-text rules may
 * hold line breaks or hidden characters, which must not add lines to a tax document.
 */
export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const { body } = document;
  const { doc, done } = startPdf({
    Title: document.metaTitle,
    Subject: document.metaSubject,
    Author: body.seller.legalName,
    Creator: body.seller.tradeName,
    CreationDate: document.issuedAt,
  });

  let y = drawHeader(doc, document);
  if (document.notice) y = drawNotice(doc, document.notice, y);
  y = drawParties(doc, document, y);
  y = drawLines(doc, body, y);
  drawTotals(doc, document, y);
  drawFooters(doc, document);
  doc.end();
  return done;
}

function drawHeader(doc: Doc, document: TaxDocument): number {
  const bandHeight = 78;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLOR.band);
  doc.rect(0, bandHeight, PAGE.width, 3).fill(COLOR.gold);
  text(doc, document.body.seller.tradeName, PAGE.margin, 18, { font: 'bold', size: 26, color: COLOR.gold });
  text(doc, 'Handcrafted Indian metalware', PAGE.margin, 52, { size: 9, color: COLOR.goldLight });
  text(doc, document.title, PAGE.margin, 22, { width: CONTENT_WIDTH, align: 'right', font: 'bold', size: 20, color: '#FFFFFF' });
  text(doc, document.copyLabel, PAGE.margin, 52, { width: CONTENT_WIDTH, align: 'right', size: 8.5, color: COLOR.goldLight });
  return bandHeight + 20;
}

const NOTICE_STYLES: Record<TaxDocumentNotice['tone'], {
  fill: string; stroke: string; headingSize: number; headingColor: string; textFont: FontName; textColor: string; headingHeight?: number;
}> = {
  alert: { fill: '#FBECEA', stroke: COLOR.alert, headingSize: 14, headingColor: COLOR.alert, textFont: 'medium', textColor: COLOR.alert, headingHeight: 22 },
  info: { fill: COLOR.fill, stroke: COLOR.gold, headingSize: 10.5, headingColor: COLOR.ink, textFont: 'medium', textColor: COLOR.muted },
};

/** A boxed notice under the header: red for a cancellation, the document's own colours for a reference. */
function drawNotice(doc: Doc, notice: TaxDocumentNotice, top: number): number {
  const style = NOTICE_STYLES[notice.tone];
  const pad = 12;
  const width = CONTENT_WIDTH - 2 * pad;
  const headingHeight = style.headingHeight ?? heightOf(doc, notice.heading, width, 'bold', style.headingSize) + 3;
  const height = headingHeight + heightOf(doc, notice.text, width, style.textFont, 9) + 2 * 8;
  doc.roundedRect(PAGE.margin, top - 6, CONTENT_WIDTH, height, 4).lineWidth(1.2).fillAndStroke(style.fill, style.stroke);
  const y = text(doc, notice.heading, PAGE.margin + pad, top + 1, { width, font: 'bold', size: style.headingSize, color: style.headingColor });
  text(doc, notice.text, PAGE.margin + pad, y + 1, { width, font: style.textFont, size: 9, color: style.textColor });
  return top - 6 + height + 18;
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

function drawParties(doc: Doc, document: TaxDocument, top: number): number {
  const { seller, buyer } = document.body;
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

  // Document details box
  const rowHeight = 15;
  const boxHeight = document.details.length * rowHeight + 12;
  doc.roundedRect(boxX, top - 4, boxWidth, boxHeight, 4).fill(COLOR.fill);
  document.details.forEach(([key, value], i) => {
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

function party(doc: Doc, title: string, name: string, address: OrderAddress, phone: string, x: number, y: number, width: number): number {
  let at = label(doc, title, x, y, width) + 2;
  at = text(doc, name, x, at, { width, font: 'bold', size: 10 }) + 1;
  at = text(doc, addressLines(address).join('\n'), x, at, { width, size: 9, lineGap: 1 }) + 1;
  at = keyValue(doc, 'State', placeOfSupplyLabel(address.state), x, at, width);
  return text(doc, `Phone: ${formatIndianPhone(phone)}`, x, at + 1, { width, size: 8.5, color: COLOR.muted });
}

// ── Footer (and stamp) on every page ─────────────────────────────────────────────────────────

function drawFooters(doc: Doc, document: TaxDocument) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (document.stamp) drawStamp(doc, document.stamp);
    const top = PAGE.height - PAGE.margin - FOOTER_HEIGHT + 10;
    rule(doc, top, PAGE.margin, PAGE.width - PAGE.margin, COLOR.gold, 0.8);
    // pdfkit would start a new page for text below the bottom margin; footers sit inside it.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    text(doc, document.footerNotes.join('\n'), PAGE.margin, top + 7, { width: 330, size: 7.5, color: COLOR.muted, lineGap: 1.5 });
    text(doc, `For ${document.body.seller.legalName}`, PAGE.margin + 330, top + 7, { width: CONTENT_WIDTH - 330, align: 'right', size: 8, font: 'bold' });
    text(doc, 'Authorised signatory', PAGE.margin + 330, top + 19, { width: CONTENT_WIDTH - 330, align: 'right', size: 7.5, color: COLOR.muted });
    text(doc, `${document.footerNumber}  ·  Page ${i - range.start + 1} of ${range.count}`, PAGE.margin, top + 38, { width: CONTENT_WIDTH, align: 'center', size: 7, color: COLOR.muted });
    doc.page.margins.bottom = saved;
  }
}

/** A word ('CANCELLED') across the page, faint enough to read through, so no page of it passes as valid. */
function drawStamp(doc: Doc, word: string) {
  const saved = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  // An artifact: screen readers skip it (the notice at the top carries the words).
  doc.markContent('Artifact', { type: 'Page' });
  doc.save();
  doc.rotate(-32, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.fillOpacity(0.13);
  text(doc, word, 0, PAGE.height / 2 - 48, { width: PAGE.width, align: 'center', font: 'bold', size: 96, color: COLOR.alert });
  doc.restore();
  doc.endMarkedContent();
  doc.page.margins.bottom = saved;
}
