import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatPaise } from '@dhatu/domain';

/**
 * The drawing kit of the shop's tax documents (invoice, credit note): A4 pages, Noto Sans embedded
 * (pdfkit's built-in Helvetica has no ₹), the brand's colours, and small helpers that set the font,
 * size and colour of each piece of text so no call inherits another's.
 */

const require = createRequire(import.meta.url);
export const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  medium: require.resolve('@expo-google-fonts/noto-sans/500Medium/NotoSans_500Medium.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};
export type FontName = keyof typeof FONTS;

export const COLOR = {
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

export const PAGE = { width: 595.28, height: 841.89, margin: 36 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const FOOTER_HEIGHT = 64;
export const BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;
export const CELL_PAD = 4;

/** '1,49,900.00' (en-IN grouping) for table cells; '₹1,49,900.00' where it stands alone: a tax document keeps paise. */
export const num = (paise: number) => formatPaise(paise, { fractionDigits: 2, symbol: false });
export const rupees = (paise: number) => formatPaise(paise, { fractionDigits: 2 });

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';

export interface PdfInfo {
  Title: string;
  Subject: string;
  Author: string;
  Creator: string;
  CreationDate: Date;
}

/** A new A4 document with the fonts registered, and the whole file once `doc.end()` is called. */
export function startPdf(info: PdfInfo): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, bufferPages: true, info });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('medium', FONTS.medium);
  doc.registerFont('bold', FONTS.bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export function text(doc: Doc, value: string, x: number, y: number, options: { width?: number; align?: Align; font?: FontName; size?: number; color?: string; lineGap?: number } = {}) {
  doc.font(options.font ?? 'regular').fontSize(options.size ?? 9).fillColor(options.color ?? COLOR.ink);
  doc.text(value, x, y, { width: options.width, align: options.align ?? 'left', lineGap: options.lineGap ?? 0 });
  return doc.y;
}

export function heightOf(doc: Doc, value: string, width: number, font: FontName, size: number, lineGap = 0): number {
  doc.font(font).fontSize(size);
  return doc.heightOfString(value, { width, lineGap });
}

export function rule(doc: Doc, y: number, x1 = PAGE.margin, x2 = PAGE.width - PAGE.margin, color = COLOR.rule, width = 0.6) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
}

export function label(doc: Doc, value: string, x: number, y: number, width?: number) {
  return text(doc, value.toUpperCase(), x, y, { width, font: 'bold', size: 7.5, color: COLOR.gold });
}

export function keyValue(doc: Doc, key: string, value: string, x: number, y: number, width: number): number {
  doc.font('bold').fontSize(8.5).fillColor(COLOR.muted).text(`${key}: `, x, y, { continued: true, width });
  doc.font('medium').fillColor(COLOR.ink).text(value);
  return doc.y;
}

/** A dark header row; titles may take two lines and sit centred vertically. */
export function drawHeaderRow(doc: Doc, titles: { title: string; width: number; align: Align }[], x: number, y: number, size = 7.5, fill = COLOR.band, color = '#FFFFFF'): number {
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
