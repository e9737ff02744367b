import { describe, expect, it } from 'vitest';
import { addressLines, deleteAddressMessage, EMPTY_ADDRESS, toAddressForm } from './address-form';
import type { SavedAddress } from './types';

const saved: SavedAddress = {
  _id: 'a1', label: 'Work', houseNumber: '12B', street: 'MG Road', area: 'Indiranagar', landmark: 'Metro station',
  city: 'Bengaluru', state: 'Karnataka', pincode: '560038', country: 'India', isDefault: true,
};

describe('address form', () => {
  it('starts a new address as Home in India', () => {
    expect(EMPTY_ADDRESS).toMatchObject({ label: 'Home', country: 'India', houseNumber: '', pincode: '' });
  });

  it('edits a saved address without its id or default flag', () => {
    expect(toAddressForm(saved)).toEqual({
      label: 'Work', houseNumber: '12B', street: 'MG Road', area: 'Indiranagar', landmark: 'Metro station',
      city: 'Bengaluru', state: 'Karnataka', pincode: '560038', country: 'India',
    });
  });

  it("picks the list's state for an old spelling, and none for a state the list cannot name", () => {
    expect(toAddressForm({ ...saved, state: 'orissa' }).state).toBe('Odisha');
    expect(toAddressForm({ ...saved, state: 'Delhi NCR' }).state).toBe('');
  });

  it('reads an address as lines, leaving out empty optional parts', () => {
    expect(addressLines(saved)).toEqual(['12B, MG Road', 'Indiranagar', 'Near Metro station', 'Bengaluru, Karnataka – 560038', 'India']);
    expect(addressLines({ ...saved, area: '', landmark: ' ' })).toEqual(['12B, MG Road', 'Bengaluru, Karnataka – 560038', 'India']);
  });

  it("asks before deleting in the spec's words", () => {
    expect(deleteAddressMessage('Home')).toBe('Are you sure you want to delete the address "Home"? This action cannot be undone.');
  });
});

describe('addressLines landmark', () => {
  it('says "Near" once whether or not the landmark already starts with it', () => {
    const base = { houseNumber: '12', street: 'MG Road', area: '', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' };
    expect(addressLines({ ...base, landmark: 'Near City Mall' })).toContain('Near City Mall');
    expect(addressLines({ ...base, landmark: 'City Mall' })).toContain('Near City Mall');
    expect(addressLines({ ...base, landmark: '' }).some((line) => line.startsWith('Near'))).toBe(false);
  });
});
