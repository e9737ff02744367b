import { buildRuleIndex, type DeliveryRule, type DeliverySettings, type RuleIndex } from '@dhatu/domain';
import { ALL_TAGS, cacheTags } from '../../lib/changes/cache-tags.ts';
import type { ChangeBus } from '../../lib/changes/change-bus.ts';
import type { App } from '../../lib/types.ts';
import { allRules } from './delivery.repository.ts';
import { readDeliverySettings } from './delivery-settings.ts';

/** A safety net only: an import or a settings save publishes `delivery`, and every instance drops its copy at once. */
export const DELIVERY_CACHE_TTL_MS = 5 * 60_000;

export interface DeliveryRules {
  index: RuleIndex<DeliveryRule>;
  settings: DeliverySettings;
}

interface Kept { reading: Promise<DeliveryRules>; at: number }
const keptByBus = new WeakMap<ChangeBus, { current: Kept | null }>();

/**
 * The zones as an in-memory index and the settings, for the pincode box's estimate: a lookup is a
 * binary search, not a query (issue 22: p99 ≤ 5 ms with 20,000 rules). Read once per change, on
 * every instance (the change bus tells them all); concurrent misses share one read. Order
 * placement does not use this copy: it asks the database inside its transaction.
 */
export function cachedDeliveryRules(app: Pick<App, 'db' | 'changes'>, now = Date.now()): Promise<DeliveryRules> {
  let slot = keptByBus.get(app.changes);
  if (!slot) {
    const made: { current: Kept | null } = { current: null };
    app.changes.subscribe((tags) => {
      if (tags.includes(cacheTags.delivery) || tags.includes(ALL_TAGS)) made.current = null;
    });
    keptByBus.set(app.changes, made);
    slot = made;
  }
  const kept = slot.current;
  if (kept && now - kept.at < DELIVERY_CACHE_TTL_MS) return kept.reading;
  const reading = Promise.all([allRules(app.db), readDeliverySettings(app.db)]).then(([rules, settings]) => ({ index: buildRuleIndex(rules), settings }));
  const entry: Kept = { reading, at: now };
  slot.current = entry;
  const owner = slot;
  reading.catch(() => { if (owner.current === entry) owner.current = null; });
  return reading;
}
