// An in-memory index of delivery rules (issue 22): the pincode line is cut into the segments the
// rules' ends make, and each segment keeps the rule that wins there (the narrowest; on a tie, the
// earlier). A lookup is one binary search, whatever the number of rules. No zod.

export interface RuleIndex<T> {
  /** Segment starts, ascending; segment i runs up to starts[i + 1] - 1. */
  starts: Int32Array;
  /** The winning rule of each segment (-1: none). */
  winners: Int32Array;
  rules: readonly T[];
}

/**
 * Built in O(n log n): the rules from most to least specific each claim the segments of their span
 * not claimed yet, skipping claimed runs with a union-find "next free segment" pointer, so every
 * segment is claimed once.
 */
export function buildRuleIndex<T extends { low: number; high: number }>(rules: readonly T[]): RuleIndex<T> {
  const bounds = new Set<number>();
  for (const r of rules) {
    bounds.add(r.low);
    bounds.add(r.high + 1);
  }
  const starts = Int32Array.from([...bounds].sort((a, b) => a - b));
  const winners = new Int32Array(starts.length).fill(-1);
  const next = Int32Array.from({ length: starts.length + 1 }, (_, i) => i);
  const free = (i: number): number => {
    let root = i;
    while (next[root] !== root) root = next[root]!;
    for (let j = i; next[j] !== root; ) [j, next[j]] = [next[j]!, root];
    return root;
  };
  const order = rules.map((_, i) => i).sort((a, b) => (rules[a]!.high - rules[a]!.low) - (rules[b]!.high - rules[b]!.low) || a - b);
  for (const i of order) {
    const { low, high } = rules[i]!;
    const last = segmentOf(starts, high);
    for (let s = free(segmentOf(starts, low)); s <= last; s = free(s)) {
      winners[s] = i;
      next[s] = s + 1;
    }
  }
  return { starts, winners, rules };
}

/** The last segment starting at or before `value` (-1 before the first). */
function segmentOf(starts: Int32Array, value: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= value) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** The rule that decides for a pincode, or null when none covers it. */
export function lookupRule<T>(index: RuleIndex<T>, pincode: number): T | null {
  const segment = segmentOf(index.starts, pincode);
  const winner = segment < 0 ? -1 : index.winners[segment]!;
  return winner < 0 ? null : index.rules[winner]!;
}
