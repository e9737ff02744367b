import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, normaliseMultiLine, normaliseSingleLine, printableLine } from './free-text.ts';

describe('free text', () => {
  it('refuses control, bidirectional and invisible formatting characters', () => {
    for (const bad of [
      'a\u0000b', 'bell\u0007', 'vt\u000Bff\u000C', 'esc\u001B[31m', 'del\u007F', 'nel\u0085', 'c1\u009B',
      'RLO \u202Egnp.exe', 'LRE\u202A', 'isolate\u2066x\u2069', 'rlm\u200F', 'alm\u061C',
      'zero\u200Bwidth', 'bom\uFEFF', 'joiner\u2060', 'soft\u00ADhyphen', 'tag\u{E0041}', 'lone \uD800 surrogate',
    ]) expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
  });

  it('lets ordinary text of every script through, with the joiners Indian scripts and emoji need', () => {
    for (const good of [
      'Kavya Reddy', 'MG Road, 2nd Cross', "O'Brien-Nair", 'कृष्णा', 'क्‍ष', 'ಬೆಂಗಳೂರು', 'മലയാളം\u200Cപദം', 'தமிழ்', 'حیدرآباد',
      '₹1,499 — “lovely”', 'family 👨\u200D👩\u200D👧', 'tab\tand\nlines\r\n', 'no\u00A0break',
    ]) expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
  });

  it('puts a one-line field on one line: every whitespace run is one space', () => {
    expect(normaliseSingleLine('  12B,\n\nMG Road\r\n\tNear  Temple\u2028x\u00A0y ')).toBe('12B, MG Road Near Temple x y');
    expect(normaliseSingleLine(' \n\t ')).toBe('');
  });

  it('keeps single line breaks and one blank line in a multi-line field', () => {
    expect(normaliseMultiLine('  Lovely  lamp. \r\n\r\n\r\n\r\n Polished\t\tbrass \n\n glows.\u2029End  ')).toBe('Lovely lamp.\n\nPolished brass\n\nglows.\nEnd');
  });

  it('prints an old stored value on one line, hidden characters dropped', () => {
    expect(printableLine('Flat 4\n\u202EPlot 9\u0000\r\nSector 5')).toBe('Flat 4 Plot 9 Sector 5');
    expect(printableLine(null)).toBe('');
  });
});
