// Adds up every runner's results into one closing line: "N passed, N failed[, N skipped]".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0, failed = 0, skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const path = join(dir, file);
  if (file.startsWith('vitest') && file.endsWith('.json')) {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    // A file that failed to load has no tests but must still count as a failure.
    failed += r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  } else if (file === 'playwright.json') {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    passed += r.stats.expected; failed += r.stats.unexpected + r.stats.flaky; skipped += r.stats.skipped;
    if (r.errors?.length) failed += r.errors.length;
  }
}
const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
console.log(line);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
