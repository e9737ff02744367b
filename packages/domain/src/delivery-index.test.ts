import { describe, expect, it } from 'vitest';
import { mostSpecific } from './delivery.ts';
import { buildRuleIndex, lookupRule } from './delivery-index.ts';

describe('buildRuleIndex', () => {
  it('finds the narrowest rule, the earlier on a tie, and none outside every rule', () => {
    const rules = [
      { name: 'prefix 56', low: 560000, high: 569999 },
      { name: 'range', low: 560000, high: 560099 },
      { name: 'exact', low: 560001, high: 560001 },
      { name: 'tie first', low: 110000, high: 110009 },
      { name: 'tie second', low: 110005, high: 110014 },
    ];
    const index = buildRuleIndex(rules);
    const name = (pin: number) => lookupRule(index, pin)?.name ?? null;
    expect([name(560001), name(560000), name(560002), name(560100), name(569999), name(570000)]).toEqual(['exact', 'range', 'range', 'prefix 56', 'prefix 56', null]);
    expect([name(110004), name(110005), name(110010), name(109999)]).toEqual(['tie first', 'tie first', 'tie second', null]);
    expect(lookupRule(buildRuleIndex([]), 560001)).toBeNull();
  });

  it('answers as a scan of every rule would, for random overlapping rules', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const rules = Array.from({ length: 400 }, () => {
      const low = 100000 + Math.floor(random() * 5000);
      return { low, high: low + Math.floor(random() * (random() < 0.5 ? 10 : 800)) };
    });
    const index = buildRuleIndex(rules);
    for (let pin = 99990; pin < 106000; pin += 3) {
      expect(lookupRule(index, pin), String(pin)).toBe(mostSpecific(rules.filter((r) => r.low <= pin && pin <= r.high)));
    }
  });
});
