// 1.181 who succeeds on a save without rolling is implemented: `save.succeeds` has a schema on an entry and on a
// creature action, naming declared damage types and conditions; it needs 1.181.
import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, MECHANICS_PATH, withAction, withMechanics } from "./helpers.js";

const SUCCEEDS = { conditionImmune: ["poisoned"], is: { tags: ["nonbreathing"] } };
const save = (succeeds: unknown) => ({ save: { save: "con_save", onSuccess: "none", succeeds } });

describe("save.succeeds (1.181)", () => {
  it("accepts the reference's form on an entry and on a creature action", () => {
    expect(issuesOf(withMechanics(save(SUCCEEDS)))).toEqual([]);
    expect(
      issuesOf(withAction({ save: { save: "con_save", difficulty: 12, onSuccess: "none", succeeds: SUCCEEDS } })),
    ).toEqual([]);
  });

  it("rejects an undeclared condition and an `is` without tags", () => {
    expect(issuesOf(withMechanics(save({ conditionImmune: ["sickened"] })))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.save.succeeds.conditionImmune[0]`, code: "bad-reference" }),
    );
    expect(issuesOf(withMechanics(save({ is: {} })))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.save.succeeds.is.tags`, code: "missing" }),
    );
  });

  it("needs 1.181", () => {
    expect(issuesOf(withMechanics(save(SUCCEEDS), "1.180"))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.save.succeeds`, code: "needs-version" }),
    );
    expect(
      issuesOf(withAction({ save: { save: "con_save", difficulty: 12, succeeds: SUCCEEDS } }, "1.180")),
    ).toContainEqual(expect.objectContaining({ path: `${ACTION_PATH}.save.succeeds`, code: "needs-version" }));
  });
});
