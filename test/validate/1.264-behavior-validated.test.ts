// Compelled behavior (1.264) and `behavior.keepsIn` (1.274) are implemented: a condition's `behavior` has its
// schema, `only` names walking, breaking free or the ruleset's standard actions, `onlyWhenStuck` standard actions
// alone, and a save made with the holder's action (`saveEnds.at: "action"`) needs 1.264.
import { describe, expect, it } from "vitest";
import { at, type Doc, issuesOf, MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

/** The fixture with one more condition carrying `behavior`, declaring `version`. */
function withBehavior(behavior: unknown, version = "1.274"): Doc {
  return variant((doc) => {
    doc.combat.conditions.push({ id: "compelled", label: "Compelled", behavior });
  }, version);
}

const B = "combat.conditions[3].behavior";

describe("behavior (1.264, 1.274)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(issuesOf(withBehavior({ only: [] }))).toEqual([]);
    expect(
      issuesOf(withBehavior({ only: ["move", "dash", "escape"], onlyWhenStuck: ["dodge"], moves: "away" })),
    ).toEqual([]);
    expect(issuesOf(withBehavior({ moves: "toward", keepsIn: 5 }))).toEqual([]);
    const confusion = {
      table: {
        dice: "1d10",
        rows: [
          { atMost: 1, does: "wander" },
          { atMost: 6, does: "nothing" },
          { atMost: 8, does: "strike" },
          { atMost: 10, does: "normal" },
        ],
      },
    };
    expect(issuesOf(withBehavior(confusion))).toEqual([]);
  });

  it("`only` names move, escape or a standard action of the ruleset", () => {
    expect(at(withBehavior({ only: ["move", "fly"] }), `${B}.only[1]`)).toEqual(["bad-reference 1.264"]);
    expect(at(withBehavior({ only: ["shove"] }), `${B}.only[0]`)).toEqual(["bad-reference 1.264"]);
  });

  it("`onlyWhenStuck` names standard actions only", () => {
    expect(at(withBehavior({ onlyWhenStuck: ["move"] }), `${B}.onlyWhenStuck[0]`)).toEqual(["bad-reference 1.264"]);
    expect(issuesOf(withBehavior({ onlyWhenStuck: ["dodge"] }))).toEqual([]);
  });

  it("rejects shapes the reference does not give", () => {
    expect(issuesOf(withBehavior({ moves: "sideways" })).map((i) => i.path)).toEqual([`${B}.moves`]);
    const row = { table: { dice: "1d10", rows: [{ atMost: 3, does: "dance" }] } };
    expect(issuesOf(withBehavior(row)).map((i) => i.path)).toEqual([`${B}.table.rows[0].does`]);
    expect(issuesOf(withBehavior({ table: { dice: "1d10" } })).map((i) => [i.path, i.code])).toEqual([
      [`${B}.table.rows`, "missing"],
    ]);
    expect(issuesOf(withBehavior({ keepsIn: "near" })).map((i) => [i.path, i.code])).toEqual([
      [`${B}.keepsIn`, "wrong-type"],
    ]);
  });

  it("needs 1.264, and keepsIn 1.274", () => {
    expect(at(withBehavior({ only: [] }, "1.263"), B)).toEqual(["needs-version 1.264"]);
    expect(at(withBehavior({ keepsIn: 5 }, "1.273"), `${B}.keepsIn`)).toEqual(["needs-version 1.274"]);
  });

  it('a save made with the action, saveEnds.at: "action", needs 1.264', () => {
    const applies = [{ condition: "poisoned", saveEnds: { save: "con_save", at: "action" } }];
    expect(issuesOf(withMechanics({ applies }, "1.264"))).toEqual([]);
    expect(at(withMechanics({ applies }, "1.263"), `${MECHANICS_PATH}.applies[0].saveEnds.at`)).toEqual([
      "needs-version 1.264",
    ]);
  });
});
