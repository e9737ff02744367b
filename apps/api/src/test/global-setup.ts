/**
 * Before any test file: the migrated database template made (or found) once, here, rather than by
 * the first few test files at once, each inside its own time limit (db-templates.ts).
 */
import { pgliteTemplate, postgresTemplate } from './db-templates.ts';

export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await postgresTemplate(serverUrl);
  else await pgliteTemplate();
}
