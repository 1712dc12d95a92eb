// The guided builder (docs/sheets.md) is part of the sheet format: its steps are checked like the rest.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { type Doc, fixture, issuesOf } from "./helpers.js";

function withBuilder(steps: unknown[]): Doc {
  const doc = fixture();
  doc.sheet.builder = { steps };
  return doc;
}

const prepared = {
  id: "prepared",
  label: "Prepared spells",
  list: "spells_known",
  mark: "prepared",
  notFilters: { level: 0 },
  count: { max: [1, { sum: [{ abilityMod: "int" }, { field: "level" }] }] },
};
const cantrips = {
  id: "cantrips",
  label: "Cantrips",
  list: "spells_known",
  catalog: "spells",
  filters: { level: [0] },
  count: 3,
  stamp: { prepared: true },
};

describe("sheet.builder", () => {
  it("accepts catalog and mark steps", () => {
    expect(validate(withBuilder([cantrips, prepared]))).toMatchObject({ ok: true, issues: [] });
  });

  it("rejects a step naming a list the sheet does not have", () => {
    const issues = issuesOf(withBuilder([{ ...prepared, list: "grimoire" }]));
    expect(issues).toContainEqual(
      expect.objectContaining({ path: "sheet.builder.steps[0].list", code: "bad-reference" }),
    );
  });

  it("rejects a step without a count, and one naming an unknown catalog", () => {
    const { count: _, ...noCount } = prepared;
    const issues = issuesOf(withBuilder([noCount, { ...cantrips, catalog: "scrolls" }]));
    expect(issues).toContainEqual(expect.objectContaining({ path: "sheet.builder.steps[0].count", code: "missing" }));
    expect(issues).toContainEqual(
      expect.objectContaining({ path: "sheet.builder.steps[1].catalog", code: "bad-reference" }),
    );
  });
});
