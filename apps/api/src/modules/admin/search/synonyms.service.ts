import { asc, eq, ne } from 'drizzle-orm';
import { synonymProblem, type SynonymBody } from '@dhatu/domain';
import type { SynonymDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { searchSynonyms } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';

export const SYNONYM_NOT_FOUND = 'Synonym not found';
export const SYNONYM_TAKEN = 'This word already has synonyms: edit them instead';

type SynonymRow = typeof searchSynonyms.$inferSelect;

function toDto(row: SynonymRow): SynonymDto {
  return { _id: row.id, term: row.term, words: row.words, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listSynonyms(db: Db): Promise<SynonymDto[]> {
  return (await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term))).map(toDto);
}

/** Refuses (400) a rule that loops through the others; the table is locked so two edits cannot make a loop together. */
async function checkAgainstOthers(tx: Tx, body: SynonymBody, exceptId?: string): Promise<void> {
  await tx.execute('lock table search_synonyms in share row exclusive mode');
  const others = await tx.select({ term: searchSynonyms.term, words: searchSynonyms.words }).from(searchSynonyms)
    .where(exceptId ? ne(searchSynonyms.id, exceptId) : undefined);
  const problem = synonymProblem(body, others);
  if (problem) throw badRequest(problem);
}

export async function createSynonym(db: Db, actorUserId: string, body: SynonymBody): Promise<SynonymDto> {
  try {
    return await db.transaction(async (tx) => {
      await checkAgainstOthers(tx, body);
      const [row] = await tx.insert(searchSynonyms).values({ term: body.term, words: body.words }).returning();
      const after = toDto(row!);
      await writeAudit(tx, { actorUserId, action: 'search-synonym.create', entityType: 'search-synonym', entityId: after._id, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SYNONYM_TAKEN);
    throw error;
  }
}

export async function updateSynonym(db: Db, actorUserId: string, id: string, body: SynonymBody): Promise<SynonymDto> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
      if (!current) throw notFound(SYNONYM_NOT_FOUND);
      await checkAgainstOthers(tx, body, id);
      const [row] = await tx.update(searchSynonyms).set({ term: body.term, words: body.words, updatedAt: new Date() }).where(eq(searchSynonyms.id, id)).returning();
      const after = toDto(row!);
      await writeAudit(tx, { actorUserId, action: 'search-synonym.update', entityType: 'search-synonym', entityId: id, before: toDto(current), after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SYNONYM_TAKEN);
    throw error;
  }
}

export async function deleteSynonym(db: Db, actorUserId: string, id: string): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) throw notFound(SYNONYM_NOT_FOUND);
    await writeAudit(tx, { actorUserId, action: 'search-synonym.delete', entityType: 'search-synonym', entityId: id, before: toDto(row) });
    return { deleted: true as const };
  });
}
