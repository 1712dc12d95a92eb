// docs/embedding.md's bundle sizes against the built files (npm test builds first): each within 5 % (or
// 1 KiB, for the small ones) of what the file weighs now. `node scripts/embed-sizes.mjs --write` rewrites
// the table when they moved.
import { describe, expect, it } from "vitest";
import { DOC, documentedSizes, kib, measure, ROWS } from "../scripts/embed-sizes.mjs";

const close = (documented: number, actual: number) => Math.abs(documented - actual) <= Math.max(actual * 0.05, 1024);

describe(`${DOC} sizes`, () => {
  const documented = documentedSizes();

  it("has a row for every measured bundle", () => {
    expect(ROWS.map(([label]) => label).filter((label) => !documented.has(label))).toEqual([]);
  });

  for (const [label, file] of ROWS) {
    it(`${file}: raw and gzipped as documented`, () => {
      const [raw, gzipped] = documented.get(label) ?? [Number.NaN, Number.NaN];
      const actual = measure(file);
      const stale = `${DOC} says ${kib(raw)} / ${kib(gzipped)}, ${file} is ${kib(actual.raw)} / ${kib(actual.gzipped)}: run node scripts/embed-sizes.mjs --write`;
      expect(close(raw, actual.raw) && close(gzipped, actual.gzipped), stale).toBe(true);
    });
  }
});
