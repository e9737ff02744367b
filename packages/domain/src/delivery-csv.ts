// The owner's delivery rules as CSV (issue 22): pincode_or_range,min_days,max_days,cod,fee. Import
// checks every row and reports every bad one with its line; export writes what import reads. No zod.
import { canonicalPattern, DELIVERY_LIMITS, patternSpan, type DeliveryRule } from './delivery.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';

export const DELIVERY_CSV_HEADER = 'pincode_or_range,min_days,max_days,cod,fee';
export const DELIVERY_CSV_MAX_ROWS = 50_000;

export interface CsvRowError {
  line: number;
  message: string;
}

/** Two rules covering some of the same pincodes: the narrower one decides there. */
export interface RuleOverlap {
  line: number;
  otherLine: number;
  message: string;
}

export interface ParsedDeliveryCsv {
  rules: (DeliveryRule & { line: number })[];
  errors: CsvRowError[];
  overlaps: RuleOverlap[];
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const { maxDays, maxFeeRupees } = DELIVERY_LIMITS;

function parseRow(cells: string[]): Omit<DeliveryRule, 'pattern' | 'low' | 'high'> & { span: { low: number; high: number } } | string {
  if (cells.length !== 5) return `expected 5 values (${DELIVERY_CSV_HEADER}), found ${cells.length}`;
  const [pattern, min, max, cod, fee] = cells.map((c) => c.trim()) as [string, string, string, string, string];
  const span = patternSpan(pattern);
  if (!span) return `'${pattern}' is not a pincode (560001), a range (560001-560099) or a prefix (56*)`;
  const whole = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : NaN);
  const minDays = whole(min);
  const maxDaysValue = whole(max);
  if (!(minDays <= maxDays)) return `min_days must be a whole number from 0 to ${maxDays}`;
  if (!(maxDaysValue <= maxDays)) return `max_days must be a whole number from 0 to ${maxDays}`;
  if (maxDaysValue < minDays) return 'max_days must not be less than min_days';
  const codText = cod.toLowerCase();
  if (!YES.has(codText) && !NO.has(codText)) return 'cod must be yes or no';
  const feeRupees = fee === '' ? 0 : /^\d+(\.\d{1,2})?$/.test(fee) ? Number(fee) : NaN;
  if (!(feeRupees <= maxFeeRupees)) return `fee must be an amount in rupees from 0 to ${maxFeeRupees} (or empty)`;
  return { span, minDays, maxDays: maxDaysValue, cod: YES.has(codText), feePaise: rupeesToPaise(feeRupees) };
}

/**
 * Every row checked: bad rows listed with their line numbers (the file is applied only when there
 * are none), rules covering exactly the same pincodes refused (which would win is unclear), and
 * rules that overlap otherwise reported (the narrower one wins where they meet). A first line equal
 * to the header is skipped, as are blank lines.
 */
export function parseDeliveryCsv(text: string): ParsedDeliveryCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rules: ParsedDeliveryCsv['rules'] = [];
  const errors: CsvRowError[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    if (index === 0 && raw.trim().toLowerCase().replace(/\s+/g, '') === DELIVERY_CSV_HEADER) return;
    if (rules.length + errors.length >= DELIVERY_CSV_MAX_ROWS) {
      if (rules.length + errors.length === DELIVERY_CSV_MAX_ROWS) errors.push({ line, message: `at most ${DELIVERY_CSV_MAX_ROWS} rows in one file` });
      return;
    }
    const row = parseRow(raw.split(','));
    if (typeof row === 'string') errors.push({ line, message: row });
    else rules.push({ line, pattern: canonicalPattern(raw.split(',')[0]!), low: row.span.low, high: row.span.high, minDays: row.minDays, maxDays: row.maxDays, cod: row.cod, feePaise: row.feePaise });
  });
  if (rules.length === 0 && errors.length === 0) errors.push({ line: 1, message: 'the file has no rules' });
  const overlaps: RuleOverlap[] = [];
  for (const clash of findOverlaps(rules)) {
    if (clash.same) errors.push({ line: clash.b.line, message: `covers the same pincodes as line ${clash.a.line} (${clash.a.pattern})` });
    else overlaps.push(clash.overlap);
  }
  errors.sort((x, y) => x.line - y.line);
  return { rules, errors, overlaps };
}

type Located = DeliveryRule & { line: number };

/** Pairs of rules sharing pincodes, by a sweep over the rules sorted by their first pincode. */
function* findOverlaps(rules: readonly Located[]): Generator<{ a: Located; b: Located; same: boolean; overlap: RuleOverlap }> {
  const sorted = [...rules].sort((x, y) => x.low - y.low || y.high - x.high || x.line - y.line);
  let open: Located[] = [];
  for (const rule of sorted) {
    open = open.filter((o) => o.high >= rule.low);
    for (const other of open) {
      const [first, second] = other.line < rule.line ? [other, rule] : [rule, other];
      const same = other.low === rule.low && other.high === rule.high;
      const narrower = rule.high - rule.low <= other.high - other.low ? rule : other;
      yield {
        a: first, b: second, same,
        overlap: {
          line: second.line, otherLine: first.line,
          message: `Line ${second.line} (${second.pattern}) overlaps line ${first.line} (${first.pattern}): line ${narrower.line} wins where they meet`,
        },
      };
    }
    open.push(rule);
  }
}

/** The rules as a CSV file import reads back (fee in rupees, empty for none). */
export function deliveryCsv(rules: readonly Pick<DeliveryRule, 'pattern' | 'minDays' | 'maxDays' | 'cod' | 'feePaise'>[]): string {
  const rows = rules.map((r) => [r.pattern, r.minDays, r.maxDays, r.cod ? 'yes' : 'no', r.feePaise > 0 ? paiseToRupees(r.feePaise) : ''].join(','));
  return [DELIVERY_CSV_HEADER, ...rows].join('\n') + '\n';
}
