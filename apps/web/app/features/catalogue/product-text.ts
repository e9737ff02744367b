import { LOW_STOCK_BELOW, STOCK_SHOW_COUNT_AT, isInStock } from '@dhatu/domain';

/** A run of lines from a multi-line product text: 'Label: value' pairs, or plain paragraph lines. */
export type TextBlock = { kind: 'pairs'; pairs: { label: string; value: string }[] } | { kind: 'lines'; lines: string[] };

// 'Material: Brass' — a short label (no sentence) before the first colon, then a value.
const PAIR = /^([^:]{1,40}?)\s*:\s+(.+)$/;

function asPair(line: string): { label: string; value: string } | null {
  const match = PAIR.exec(line);
  if (!match) return null;
  const label = match[1]!.replace(/^[-•*]\s*/, '').trim();
  // A colon after a long clause is prose ("Note that: ...") rather than a detail.
  if (!label || label.split(/\s+/).length > 4 || /[.!?]$/.test(label)) return null;
  return { label, value: match[2]!.trim() };
}

/**
 * Splits product details (storefront §3: multi-line) into blocks, keeping every line: consecutive
 * 'Label: value' lines become one definition list, other lines stay lines, blank lines separate.
 */
export function parseProductText(text: string | null | undefined): TextBlock[] {
  const blocks: TextBlock[] = [];
  const push = (line: string) => {
    const pair = asPair(line);
    const last = blocks[blocks.length - 1];
    if (pair) {
      if (last?.kind === 'pairs') last.pairs.push(pair);
      else blocks.push({ kind: 'pairs', pairs: [pair] });
    } else if (last?.kind === 'lines') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'lines', lines: [line] });
    }
  };
  let broke = true;
  for (const raw of (text ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      broke = true;
      continue;
    }
    // A blank line starts a new paragraph even between two plain lines.
    if (broke && blocks[blocks.length - 1]?.kind === 'lines' && !asPair(line)) blocks.push({ kind: 'lines', lines: [] });
    broke = false;
    push(line);
  }
  return blocks.filter((b) => (b.kind === 'lines' ? b.lines.length > 0 : b.pairs.length > 0));
}

/** The meta description: the description's first non-empty line, cut at a word near 160 characters. */
export function summaryLine(text: string | null | undefined, max = 160): string {
  const first = (text ?? '').split(/\r?\n/).map((l) => l.trim()).find(Boolean) ?? '';
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** How urgent the stock message looks (the words come from the domain's stockMessage). */
export type StockTone = 'out' | 'low' | 'limited' | 'plenty';

export function stockTone(stock: number | null | undefined): StockTone {
  if (!isInStock(stock)) return 'out';
  const n = stock as number;
  if (n < LOW_STOCK_BELOW) return 'low';
  if (n <= STOCK_SHOW_COUNT_AT) return 'limited';
  return 'plenty';
}
