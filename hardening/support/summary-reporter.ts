/**
 * Prints, after vitest's own report, one line per property (✓ / ✗ / skipped) with what each
 * property found (the tests' `annotate` notes), then the plain closing line `N passed, N failed`.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class HardeningSummary implements Reporter {
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const out: string[] = ['', '════ hardening summary ════'];
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      out.push(module.moduleId.replace(/^.*\/hardening\//, 'hardening/'));
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
        failed += 1;
        out.push('  ✗ the file itself failed to run');
      }
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const seconds = ((test.diagnostic()?.duration ?? 0) / 1000).toFixed(1);
        const mark = state === 'passed' ? '✓' : state === 'failed' ? '✗' : '-';
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
        const notes = test.annotations().map((note) => note.message);
        // A single short note fits on the test's own line.
        if (notes.length === 1 && notes[0]!.length < 60) {
          out.push(`  ${mark} ${test.name} (${seconds} s): ${notes[0]}`);
        } else {
          out.push(`  ${mark} ${test.name} (${seconds} s)`);
          for (const note of notes) out.push(`      · ${note}`);
        }
      }
    }
    if (unhandledErrors.length > 0) {
      failed += unhandledErrors.length;
      out.push(`unhandled errors: ${unhandledErrors.length}`);
    }
    out.push(`took ${((Date.now() - this.started) / 1000).toFixed(0)} s`);
    out.push(`hardening: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    process.stdout.write(`${out.join('\n')}\n`);
  }
}
