import { describe, expect, it } from 'vitest';
import {
  cheapestVariant, chooseOptionMessage, findVariant, firstUnchosen, pricesDiffer, valueInStock, variantGrid, variantLineName,
} from './variants.ts';

const variants = [
  { values: ['Small', 'Antique'], price: 400, discount: 0, stock: 0 },
  { values: ['Small', 'Polished'], price: 500, discount: 10, stock: 2 },
  { values: ['Large', 'Antique'], price: 1200, discount: 0, stock: 3 },
  { values: ['Large', 'Polished'], price: 1300, discount: 0, stock: 0 },
];

describe('variants', () => {
  it('names a line and asks for a choice in the shopper’s words', () => {
    expect(variantLineName('Brass Kuber Diya', ['Large', 'Antique'])).toBe('Brass Kuber Diya — Large / Antique');
    expect(variantLineName('Brass Bell', null)).toBe('Brass Bell');
    expect(chooseOptionMessage('Size')).toBe('Please choose a size');
  });

  it('the card shows the cheapest variant in stock, else the cheapest; "From" only when prices differ', () => {
    expect(cheapestVariant(variants)?.values).toEqual(['Small', 'Polished']);
    expect(cheapestVariant(variants.map((v) => ({ ...v, stock: 0 })))?.values).toEqual(['Small', 'Antique']);
    expect(cheapestVariant([])).toBeNull();
    expect(pricesDiffer(variants)).toBe(true);
    expect(pricesDiffer([variants[0]!, { ...variants[0]!, values: ['X'], price: 400 }])).toBe(false);
  });

  it('a value is sold out when no variant in stock has it with the other choices made', () => {
    expect(valueInStock(variants, [null, null], 0, 'Small')).toBe(true);
    expect(valueInStock(variants, [null, 'Antique'], 0, 'Small')).toBe(false);
    expect(valueInStock(variants, ['Large', null], 1, 'Polished')).toBe(false);
    expect(valueInStock(variants, ['Large', null], 1, 'Antique')).toBe(true);
    expect(findVariant(variants, ['Large', 'Antique'])).toBe(variants[2]);
    expect(findVariant(variants, ['Large', null])).toBeNull();
    expect(firstUnchosen([{ name: 'Size', values: [] }, { name: 'Finish', values: [] }], ['Large', null])?.name).toBe('Finish');
  });

  it('the grid is every combination, keeping rows that still apply', () => {
    const rows = [{ values: ['S', 'A'], price: 1 }, { values: ['L', 'A'], price: 2 }];
    const grid = variantGrid([{ name: 'Size', values: ['S', 'M'] }, { name: 'Finish', values: ['A'] }], rows, (values) => ({ values, price: 0 }));
    expect(grid).toEqual([{ values: ['S', 'A'], price: 1 }, { values: ['M', 'A'], price: 0 }]);
    expect(variantGrid([], rows, (values) => ({ values, price: 0 }))).toEqual([]);
  });
});
