import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { addresses, categories, users } from './schema/index.ts';
import { newId } from './schema/ids.ts';

/**
 * Migration 0011's data steps, run again over rows as they stood before it: categories get the HSN
 * code their name used to map to, and saved addresses the list's spelling of their state where
 * the old text names exactly one state.
 */
const migration = readFileSync(new URL('./migrations/0011_rules_once.sql', import.meta.url), 'utf8');
const dataSteps = migration.split('--> statement-breakpoint').map((s) => s.trim()).filter((s) => /^(--.*\n)*UPDATE/.test(s));

describe('migration 0011 (rules once)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  it('has the two data steps', () => {
    expect(dataSteps).toHaveLength(2);
  });

  it('gives the seeded categories their HSN codes by name and leaves others to the default', async () => {
    const names = ['Silver', ' BRASS ', 'Aluminium', 'Wood', 'Jewellery', 'Decor', 'Stone'];
    await database.db.insert(categories).values(names.map((name, i) => ({ id: newId(), name, slug: `c-${i}` })));
    for (const step of dataSteps) await database.db.execute(sql.raw(step));
    const rows = await database.db.select({ name: categories.name, hsn: categories.hsnCode }).from(categories).orderBy(asc(categories.slug));
    expect(rows.map((r) => r.hsn)).toEqual(['7114', '7418', '7615', '4419', '7117', '8306', null]);
  });

  it('spells a saved address state as the list does when the old text names one state, else keeps it', async () => {
    const userId = newId();
    await database.db.insert(users).values({ id: userId, phone: '+919845012345' });
    const typed = ['karnataka', 'Orissa', 'Pondicherry', ' TAMIL  NADU ', 'Jammu & Kashmir', 'NCT of Delhi', 'Gujarat', 'Delhi NCR', 'Atlantis'];
    const ids = typed.map(() => newId());
    await database.db.insert(addresses).values(typed.map((state, i) => ({
      id: ids[i]!, userId, label: 'Home' as const, houseNumber: '1', street: 'MG Road', city: 'Somewhere', state, pincode: '560038',
    })));
    for (const step of dataSteps) await database.db.execute(sql.raw(step));
    const states = await Promise.all(ids.map(async (id) => (await database.db.select({ state: addresses.state }).from(addresses).where(eq(addresses.id, id)))[0]!.state));
    expect(states).toEqual(['Karnataka', 'Odisha', 'Puducherry', 'Tamil Nadu', 'Jammu and Kashmir', 'Delhi', 'Gujarat', 'Delhi NCR', 'Atlantis']);
  });

  it('refuses an HSN code that is not 4, 6 or 8 digits', async () => {
    await expect(database.db.insert(categories).values({ id: newId(), name: 'Bad', slug: 'bad', hsnCode: '71141' })).rejects.toThrow();
    await database.db.insert(categories).values({ id: newId(), name: 'Good', slug: 'good', hsnCode: '71141100' });
  });
});
