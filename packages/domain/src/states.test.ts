import { describe, expect, it } from 'vitest';
import {
  findIndianState, INDIAN_STATES, INDIAN_STATES_BY_NAME, normaliseStateName, placeOfSupplyLabel, STATE_ALIASES, stateKey,
} from './states.ts';

describe('the list of states', () => {
  it('has the 28 states and 8 union territories, each with its own GST code', () => {
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.name)).size).toBe(36);
    for (const s of INDIAN_STATES) expect(s.code).toMatch(/^\d{2}$/);
  });
  it('gives the GST codes', () => {
    expect(findIndianState('Karnataka')?.code).toBe('29');
    expect(findIndianState('Delhi')).toEqual({ name: 'Delhi', code: '07', kind: 'union territory' });
    expect(findIndianState('Ladakh')?.code).toBe('38');
    expect(findIndianState('Gujarat')?.code).toBe('24');
  });
  it('offers states, then union territories, alphabetically', () => {
    const names = INDIAN_STATES_BY_NAME.map((s) => s.name);
    expect(names[0]).toBe('Andhra Pradesh');
    expect(names[27]).toBe('West Bengal');
    expect(names.slice(28)).toEqual([
      'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir',
      'Ladakh', 'Lakshadweep', 'Puducherry',
    ]);
  });
});

describe('reading a typed state', () => {
  it('finds a state however it is cased or punctuated', () => {
    expect(findIndianState('  karnataka ')?.name).toBe('Karnataka');
    expect(findIndianState('TAMIL NADU')?.name).toBe('Tamil Nadu');
    expect(findIndianState('Jammu & Kashmir')?.code).toBe('01');
  });
  it('reads old and short names through the alias table', () => {
    expect(findIndianState('Orissa')?.name).toBe('Odisha');
    expect(findIndianState('Pondicherry')?.name).toBe('Puducherry');
    expect(findIndianState('NCT of Delhi')?.name).toBe('Delhi');
    expect(findIndianState('Uttaranchal')?.name).toBe('Uttarakhand');
    for (const name of Object.values(STATE_ALIASES)) expect(findIndianState(name)?.name).toBe(name);
  });
  it('names no state for an ambiguous or unknown spelling', () => {
    expect(findIndianState('Delhi NCR')).toBeNull();
    expect(findIndianState('Atlantis')).toBeNull();
    expect(findIndianState('')).toBeNull();
    expect(findIndianState(null)).toBeNull();
  });
  it('normalises to the list spelling, or keeps the text', () => {
    expect(normaliseStateName('orissa')).toBe('Odisha');
    expect(normaliseStateName('Delhi NCR')).toBe('Delhi NCR');
    expect(stateKey(' Jammu &  Kashmir. ')).toBe('jammu and kashmir');
  });
  it('labels the place of supply with its code', () => {
    expect(placeOfSupplyLabel('tamil nadu')).toBe('Tamil Nadu (33)');
    expect(placeOfSupplyLabel('Atlantis')).toBe('Atlantis');
  });
});
