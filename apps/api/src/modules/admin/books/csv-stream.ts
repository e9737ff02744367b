import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { spreadsheetSafe } from '@dhatu/domain';
import type { FastifyReply } from 'fastify';

/** A column of a CSV file: its heading and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/** Rows a batch at a time, so a file of 100,000 orders never sits in memory. */
export type RowBatches<T> = AsyncIterable<readonly T[]>;

/**
 * Streams rows as a CSV download: a byte-order mark (Excel then reads UTF-8: ₹ and names), the
 * headings, then each batch as it is read. Every text cell goes through spreadsheetSafe.
 */
export function sendCsv<T>(reply: FastifyReply, fileName: string, columns: readonly CsvColumn<T>[], batches: RowBatches<T>) {
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
    cast: { string: spreadsheetSafe },
  });
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((c) => c.value(row) ?? '');
    }
  }
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  source.pipe(csv);
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

/** Rows already in memory (the GST parts, added up anyway) as one batch. */
export async function* oneBatch<T>(rows: readonly T[]): AsyncIterable<readonly T[]> {
  yield rows;
}
