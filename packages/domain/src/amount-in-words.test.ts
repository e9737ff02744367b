import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words.ts';

describe('numberInIndianWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [56, 'Fifty-Six'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [1050, 'One Thousand Fifty'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [1_000_001, 'Ten Lakh One'],
    [10_000_000, 'One Crore'],
    [12_345_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1_000_000_000, 'One Hundred Crore'],
    [12_00_00_00_000, 'One Thousand Two Hundred Crore'],
  ])('%i → %s', (value, words) => {
    expect(numberInIndianWords(value)).toBe(words);
  });
  it('refuses fractions and negatives', () => {
    expect(() => numberInIndianWords(1.5)).toThrow(RangeError);
    expect(() => numberInIndianWords(-1)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('spells rupees and paise the way Indian invoices do', () => {
    expect(amountInWords(12_345_670)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only');
    expect(amountInWords(50_000)).toBe('Rupees Five Hundred Only');
    expect(amountInWords(149_901)).toBe('Rupees One Thousand Four Hundred Ninety-Nine and One Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(99)).toBe('Rupees Zero and Ninety-Nine Paise Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
  });
  it('refuses negative amounts', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
