import { describe, expect, it } from 'vitest';
import { ALL_TAGS, cacheTags } from './cache-tags.ts';
import { decodeChange, encodeChange, MAX_PAYLOAD_BYTES, MAX_TAGS_PER_PUBLISH } from './change-messages.ts';

describe('change messages on the NOTIFY channel', () => {
  const products = (n: number) => Array.from({ length: n }, (_, i) => cacheTags.product(`p${String(i).padStart(27, '0')}`));

  it('carries a few tags in one payload and reads them back', () => {
    const [payload, ...rest] = encodeChange('a', ['banners', 'banners', cacheTags.product('x')]);
    expect(rest).toEqual([]);
    expect(decodeChange(payload)).toEqual({ from: 'a', tags: ['banners', cacheTags.product('x')] });
  });

  it('splits many tags into payloads PostgreSQL accepts, losing none', () => {
    const tags = products(MAX_TAGS_PER_PUBLISH);
    const payloads = encodeChange('a', tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap((p) => decodeChange(p).tags)).toEqual(tags);
  });

  it('sends "everything" once for a bulk change past the cap, or when asked', () => {
    expect(encodeChange('a', products(MAX_TAGS_PER_PUBLISH + 1)).map(decodeChange)).toEqual([{ from: 'a', tags: [ALL_TAGS] }]);
    expect(encodeChange('a', ['banners', ALL_TAGS]).map(decodeChange)).toEqual([{ from: 'a', tags: [ALL_TAGS] }]);
    expect(encodeChange('a', [])).toEqual([]);
  });

  it('reads a NOTIFY it did not write (an operator\'s bare NOTIFY) as "everything may have changed"', () => {
    for (const payload of [undefined, '', 'prices changed', '{"tags":[1]}', 'null']) {
      expect(decodeChange(payload)).toEqual({ from: '', tags: [ALL_TAGS] });
    }
  });
});
