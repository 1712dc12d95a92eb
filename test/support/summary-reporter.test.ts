// The summary line CI reads must count what vitest counts: run vitest on files that pass, fail, and fail
// outside their tests (test/support/summary-cases), then compare the two.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the summary line", () => {
  const run = spawnSync(
    process.execPath,
    ["node_modules/vitest/vitest.mjs", "run", "--config", "test/support/summary-cases/vitest.config.ts"],
    { encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } },
  );
  const out = run.stdout;

  it("fails the run", () => {
    expect(run.status).toBe(1);
  });

  it("gives vitest's counts of tests, and names the files that failed outside their tests apart", () => {
    const tests = /Tests\s+(.*)\(\d+\)/.exec(out)?.[1] ?? "";
    const count = (word: string, text: string) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);
    expect({
      passed: count("passed", tests),
      failed: count("failed", tests),
      skipped: count("skipped", tests),
    }).toEqual({ passed: 2, failed: 1, skipped: 3 });
    expect(out.trimEnd().split("\n").at(-1)).toBe(
      "2 passed, 1 failed, 3 skipped, 2 test files failed outside any test",
    );
  });
});
