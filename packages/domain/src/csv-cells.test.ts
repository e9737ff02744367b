import { describe, expect, it } from 'vitest';
import { csvRupees, spreadsheetSafe } from './csv-cells.ts';

describe('CSV cells', () => {
  it('keeps a formula from running in a spreadsheet', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(spreadsheetSafe('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(spreadsheetSafe('-2+3')).toBe("'-2+3");
    expect(spreadsheetSafe('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(spreadsheetSafe('\tcmd')).toBe("'\tcmd");
  });
  it('leaves plain text and plain numbers alone', () => {
    expect(spreadsheetSafe('Asha Rao')).toBe('Asha Rao');
    expect(spreadsheetSafe('-12.50')).toBe('-12.50');
    expect(spreadsheetSafe('')).toBe('');
  });
  it('writes paise as rupees with two decimals', () => {
    expect(csvRupees(149950)).toBe('1499.50');
    expect(csvRupees(7)).toBe('0.07');
    expect(csvRupees(-1250)).toBe('-12.50');
  });
});
