// Reports of hostile input stay small: long names and values are shortened where they are quoted, and the
// number of issues kept is capped with a count of the rest. A Proxy-wrapped document is checked and kept as
// the plain data it shows.
import { describe, expect, it } from "vitest";
import { load, RulesetError, validate } from "../../src/validate/index.js";
import { MAX_ISSUES, MAX_MESSAGE, MAX_PATH } from "../../src/validate/report.js";
import { fixture } from "./helpers.js";

describe("bounded reports", () => {
  it("a 99,999-character name over 1,200 bad entries gives a small report and a short error", () => {
    const doc = fixture();
    const long = "n".repeat(99_999);
    doc.name = long;
    const bad = (kind: string) =>
      Array.from({ length: 1200 }, (_, i) => ({ id: `e${i}`, name: long.slice(0, 20), kind }));
    doc.catalogs.spells.entries.push(...bad("k".repeat(200)));
    doc.catalogs[long] = { type: "entries", entries: bad("nope") };
    const text = JSON.stringify(doc);
    const report = validate(text);
    expect(report.ok).toBe(false);
    expect(report.issues.length).toBeLessThanOrEqual(MAX_ISSUES + 1);
    for (const issue of report.issues) {
      expect(issue.path.length).toBeLessThanOrEqual(MAX_PATH);
      expect(issue.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
    }
    expect(JSON.stringify(report).length).toBeLessThan(1024 * 1024);
    try {
      load(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesetError);
      expect((error as Error).message.length).toBeLessThan(2000);
    }
  });

  it("a long catalog name is refused as too long, shown shortened in the path", () => {
    const doc = fixture();
    const long = "c".repeat(5000);
    doc.catalogs[long] = { type: "entries", entries: [] };
    const issues = validate(doc).issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: "too-long" });
    expect(issues[0]!.path.length).toBeLessThan(200);
  });

  it("a Proxy-wrapped document validates and loads as the plain data it shows", () => {
    const doc = new Proxy(fixture(), {});
    expect(validate(doc).ok).toBe(true);
    const ruleset = load(doc);
    expect(ruleset.doc.name).toBe(fixture().name);
    expect(Object.isFrozen(ruleset.doc)).toBe(true);
  });

  it("what load keeps is what was checked, however often a getter changes its answer", () => {
    const doc = fixture();
    let reads = 0;
    Object.defineProperty(doc, "name", { enumerable: true, get: () => (reads++ % 2 === 0 ? "Fine" : 42) });
    try {
      const ruleset = load(doc);
      expect(typeof ruleset.doc.name).toBe("string");
    } catch (error) {
      expect(error).toBeInstanceOf(RulesetError);
    }
  });
});
