/** Reading invoice PDFs in the invoice tests (pdftotext from poppler-utils: a test fails without it). */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a poppler tool on the PDF (written to a temporary file) and answers what it prints. */
function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  try {
    writeFileSync(join(dir, 'i.pdf'), pdf);
    return execFileSync(tool, [...args, join(dir, 'i.pdf'), ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as pdftotext lays it out (-layout keeps columns side by side on one line). */
export const pdfText = (pdf: Buffer) => poppler('pdftotext', pdf, ['-layout']);

/** The document title a PDF viewer shows. */
export const pdfTitle = (pdf: Buffer) => /^Title:\s*(.*)$/m.exec(poppler('pdfinfo', pdf, []))?.[1] ?? null;

/** The same text with every whitespace run as one space, for phrases that may wrap. */
export const flatText = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

/**
 * With INVOICE_PREVIEW_DIR set, keeps a PDF a test has checked there, to look at
 * (`pdftoppm -png -r 80 file.pdf out`); otherwise does nothing.
 */
export function keepPreview(name: string, pdf: Buffer): void {
  const dir = process.env.INVOICE_PREVIEW_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.pdf`), pdf);
}
