import { sql } from 'drizzle-orm';
import { normaliseSingleLine } from '@dhatu/domain';
import type { Db } from '../../db/client.ts';

/** Counts are written at most this often: one upsert per distinct search, not one per request. */
const FLUSH_EVERY_MS = 5_000;
/** Distinct searches held before an early write, so a flood of odd queries cannot grow memory. */
const FLUSH_AT = 500;

interface Pending { searches: number; found: number | null }

/**
 * What shoppers search for (issue 28 item 5), counted per IST day: the words and two counts, never
 * who searched (no user, session or address is read). Each instance adds its counts to the shared
 * table (an upsert adds, so instances never overwrite each other).
 */
export class SearchCounter {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** One search made (answered afresh or from a cache). */
  record(search: string): void {
    this.add(search, (counts) => { counts.searches += 1; });
  }

  /** How many products a search found when it was answered afresh. */
  noteFound(search: string, found: number): void {
    this.add(search, (counts) => { counts.found = found; });
  }

  private add(search: string, change: (counts: Pending) => void): void {
    const query = normaliseSingleLine(search).toLowerCase().slice(0, 100);
    if (!query) return;
    const counts = this.pending.get(query) ?? { searches: 0, found: null };
    change(counts);
    this.pending.set(query, counts);
    if (this.pending.size >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Writes what was counted; a failed write is logged and dropped (counts are a guide, not a ledger). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending];
    this.pending = new Map();
    if (batch.length === 0) return this.flushing;
    this.flushing = this.flushing.then(() => this.write(batch)).catch((error: unknown) => {
      console.error('Search counts were not saved', error);
    });
    return this.flushing;
  }

  // Three arrays, not three parameters per search: a batch of 500 stays one small statement to build and parse.
  private async write(batch: [string, Pending][]): Promise<void> {
    const queries = batch.map(([query]) => query);
    const searches = batch.map(([, c]) => c.searches);
    const found = batch.map(([, c]) => c.found);
    await this.db.execute(sql`
      insert into search_counts (day, query, searches, found)
      select (now() at time zone 'Asia/Kolkata')::date, v.query, v.searches, v.found
      from unnest(${sql.param(queries)}::text[], ${sql.param(searches)}::int[], ${sql.param(found)}::int[]) as v(query, searches, found)
      on conflict (day, query) do update set searches = search_counts.searches + excluded.searches, found = coalesce(excluded.found, search_counts.found)`);
  }
}

const counters = new WeakMap<Db, SearchCounter>();

/** The counter of this database (one per app; the admin's insights flush it before reading). */
export function searchCounter(db: Db): SearchCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new SearchCounter(db);
    counters.set(db, counter);
  }
  return counter;
}

/** The most searched, and the most searched of those that found nothing when last run, over the last `days` IST days. */
export async function searchInsights(db: Db, days: number) {
  await searchCounter(db).flush();
  const since = sql`(now() at time zone 'Asia/Kolkata')::date - ${days - 1}::int`;
  const [top, none] = await Promise.all([
    db.execute<{ query: string; searches: number }>(sql`
      select query, sum(searches)::int as searches from search_counts where day >= ${since}
      group by query order by searches desc, query limit 20`),
    db.execute<{ query: string; searches: number }>(sql`
      select query, sum(searches)::int as searches from search_counts where day >= ${since}
      group by query having (array_agg(found order by day desc) filter (where found is not null))[1] = 0
      order by searches desc, query limit 20`),
  ]);
  return { days, top: top.rows.map((r) => ({ query: r.query, searches: Number(r.searches) })), noResults: none.rows.map((r) => ({ query: r.query, searches: Number(r.searches) })) };
}
