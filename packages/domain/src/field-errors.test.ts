import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstErrorMessage } from './field-errors.ts';

const schema = z
  .object({
    name: z.string().min(2, 'Too short').regex(/^[a-z]+$/, 'Letters only'),
    address: z.object({ pincode: z.string().length(6, 'Six digits') }),
    tags: z.array(z.string().min(1, 'Empty tag')),
  })
  .refine((v) => v.name !== 'xx', 'Whole form is wrong');

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const result = schema.safeParse({ name: '1', address: { pincode: '12' }, tags: ['a', ''] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Too short',
      'address.pincode': 'Six digits',
      'tags.1': 'Empty tag',
    });
    expect(firstErrorMessage(result.error!)).toBe('Too short');
  });
  it('puts form-level issues under root', () => {
    const result = schema.safeParse({ name: 'xx', address: { pincode: '123456' }, tags: [] });
    expect(fieldErrors(result.error!)).toEqual({ root: 'Whole form is wrong' });
  });
  it('falls back when there is no issue', () => {
    expect(firstErrorMessage(new z.ZodError([]), 'Nope')).toBe('Nope');
  });
});
