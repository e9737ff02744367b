// Adds up every runner's results into one closing line: "N passed, N failed[, N skipped]".
// Above it, each failed test by file and name with its error's first line: CI's log may keep only
// its end, and a failure seen only on a slow machine must be named there to be mended.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0, failed = 0, skipped = 0;
const failures = [];
const firstLine = (text) => stripVTControlCharacters(String(text ?? '')).trim().split('\n')[0].slice(0, 300);

for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const path = join(dir, file);
  if (file.startsWith('vitest') && file.endsWith('.json')) {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const f of r.testResults) {
      const name = relative(process.cwd(), f.name);
      // A file that failed to load has no tests but must still count as a failure.
      if (f.status === 'failed' && f.assertionResults.length === 0) {
        failed += 1;
        failures.push(`${file}: ${name}: ${firstLine(f.message)}`);
      }
      for (const a of f.assertionResults) {
        if (a.status === 'failed') failures.push(`${file}: ${name} › ${a.fullName} (${Math.round(a.duration ?? 0)} ms): ${firstLine(a.failureMessages?.[0])}`);
      }
    }
  } else if (file === 'playwright.json') {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    passed += r.stats.expected; failed += r.stats.unexpected + r.stats.flaky; skipped += r.stats.skipped;
    if (r.errors?.length) {
      failed += r.errors.length;
      for (const e of r.errors) failures.push(`${file}: ${firstLine(e.message)}`);
    }
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
          const result = t.results?.find((x) => x.status !== 'passed' && x.status !== 'skipped');
          failures.push(`${file}: [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${t.status}): ${firstLine(result?.error?.message)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of r.suites ?? []) walk(suite);
  }
}
if (failures.length) console.log(`failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
console.log(line);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
