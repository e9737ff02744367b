import { describe, expect, it } from 'vitest';
import { addStockToEvery, gridFor, parseValues, setEveryPrice, suggestSku, toVariantsBody, type RowDraft } from './variants-editor-state';

const product = { name: 'Brass Kuber Diya', price: 999 };
const row = (values: string[], price = '500', stock = '2'): RowDraft => ({ values, sku: `S-${values.join('')}`, price, discount: '0', stock, weightGrams: '', image: '' });

describe('the variants editor', () => {
  it('reads values typed with commas and suggests SKUs', () => {
    expect(parseValues(' Small, Medium ,, Large ')).toEqual(['Small', 'Medium', 'Large']);
    expect(suggestSku('Brass Kuber Diya', ['Large', 'Antique'])).toBe('BKD-LAR-ANT');
  });

  it('adding a value adds rows and keeps those that still apply; removing one drops its rows', () => {
    const typed = [row(['Small'], '400'), row(['Large'], '1200')];
    const grown = gridFor(product, [{ name: 'Size', values: 'Small, Medium, Large' }], typed);
    expect(grown.map((r) => [r.values[0], r.price, r.sku])).toEqual([['Small', '400', 'S-Small'], ['Medium', '999', 'BKD-MED'], ['Large', '1200', 'S-Large']]);
    const shrunk = gridFor(product, [{ name: 'Size', values: 'Large' }], typed);
    expect(shrunk).toEqual([typed[1]]);
  });

  it('sets every price and adds stock to every row; sends numbers the server judges', () => {
    const rows = [row(['Small'], '400', '2'), row(['Large'], '1200', '')];
    expect(setEveryPrice(rows, '700').map((r) => r.price)).toEqual(['700', '700']);
    expect(addStockToEvery(rows, 5).map((r) => r.stock)).toEqual(['7', '5']);
    const body = toVariantsBody([{ name: 'Size', values: 'Small, Large' }], [row(['Small'], 'abc')]);
    expect(body.variants[0]).toMatchObject({ values: ['Small'], price: Number.NaN, discount: 0, stock: 2, weightGrams: null, image: null });
  });
});
