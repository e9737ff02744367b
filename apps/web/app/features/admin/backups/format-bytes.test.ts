import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('says sizes in B, kB, MB and GB with en-IN digits', () => {
    expect(formatBytes(90)).toBe('90 B');
    expect(formatBytes(812_400)).toBe('812 kB');
    expect(formatBytes(23_440_000)).toBe('23.4 MB');
    expect(formatBytes(1_234_000_000)).toBe('1.23 GB');
  });
});
