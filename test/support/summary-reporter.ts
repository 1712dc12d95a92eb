import type { SerializedError } from "vitest";
import type { Reporter, TestModule } from "vitest/node";

// Ends the run with a plain "N passed, N failed" line that CI reads in any language. The counts are
// vitest's own "Tests" counts; a test file that fails outside its tests (an import error, a failing
// beforeAll: its tests are skipped, none failed) and errors outside any file are named after them, never
// added to the failed tests.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let brokenFiles = 0;
    for (const module of modules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else skipped++;
      }
      failed += failedHere;
      if (module.state() === "failed" && failedHere === 0) brokenFiles++;
    }
    const parts = [`${passed} passed`, `${failed} failed`];
    if (skipped) parts.push(`${skipped} skipped`);
    if (brokenFiles) parts.push(`${brokenFiles} test file${brokenFiles === 1 ? "" : "s"} failed outside any test`);
    if (unhandledErrors.length)
      parts.push(`${unhandledErrors.length} unhandled error${unhandledErrors.length === 1 ? "" : "s"}`);
    process.stdout.write(`\n${parts.join(", ")}\n`);
  }
}
