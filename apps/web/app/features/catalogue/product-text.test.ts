import { stockMessage } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import { parseProductText, stockTone, summaryLine } from './product-text';

describe('parseProductText', () => {
  it('groups Label: value lines into pairs and keeps other lines', () => {
    const text = 'Material: Brass\nWeight: 250 g\nHand-polished by artisans in Moradabad.\n\nCare: Wipe with a dry cloth';
    expect(parseProductText(text)).toEqual([
      { kind: 'pairs', pairs: [{ label: 'Material', value: 'Brass' }, { label: 'Weight', value: '250 g' }] },
      { kind: 'lines', lines: ['Hand-polished by artisans in Moradabad.'] },
      { kind: 'pairs', pairs: [{ label: 'Care', value: 'Wipe with a dry cloth' }] },
    ]);
  });

  it('keeps prose with colons and times as lines', () => {
    expect(parseProductText('This lamp is perfect for one thing: light.\nShips in 2 days')).toEqual([
      { kind: 'lines', lines: ['This lamp is perfect for one thing: light.', 'Ships in 2 days'] },
    ]);
    expect(parseProductText('Open 10:00')).toEqual([{ kind: 'lines', lines: ['Open 10:00'] }]);
  });

  it('separates paragraphs at blank lines and strips bullets from labels', () => {
    expect(parseProductText('One\r\n\r\nTwo\n- Finish: Matte')).toEqual([
      { kind: 'lines', lines: ['One'] },
      { kind: 'lines', lines: ['Two'] },
      { kind: 'pairs', pairs: [{ label: 'Finish', value: 'Matte' }] },
    ]);
    expect(parseProductText('')).toEqual([]);
    expect(parseProductText(undefined)).toEqual([]);
  });
});

describe('summaryLine', () => {
  it('takes the first non-empty line', () => {
    expect(summaryLine('\n  A brass diya.  \nMore text')).toBe('A brass diya.');
  });
  it('cuts long lines at a word', () => {
    const long = 'word '.repeat(60);
    const summary = summaryLine(long, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

describe('stockTone', () => {
  it('follows the stock message levels', () => {
    const cases = [0, -1, 1, 4, 5, 10, 11] as const;
    expect(cases.map((n) => [stockMessage(n), stockTone(n)])).toEqual([
      ['Out of Stock', 'out'],
      ['Out of Stock', 'out'],
      ['Only 1 left in stock.', 'low'],
      ['Only 4 left in stock.', 'low'],
      ['In Stock (5 left)', 'limited'],
      ['In Stock (10 left)', 'limited'],
      ['In Stock', 'plenty'],
    ]);
  });
});
