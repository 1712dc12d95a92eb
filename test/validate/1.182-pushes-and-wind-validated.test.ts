// 1.182 and 1.184 are implemented: `push` on a catalog entry, a creature's action and an item's use, a line or cone
// carried by its caster with `zone.turn`, `zone.terrain.towardCaster`, and an item use's line `width`. Stated here:
// each needs its version, and `zone.turn` turns only a line or cone its caster carries.
import { describe, expect, it } from "vitest";
import {
  ACTION_PATH,
  at,
  ITEM_USE_PATH,
  issuesOf,
  MECHANICS_PATH,
  withAction,
  withItemUse,
  withMechanics,
} from "./helpers.js";

const gust = {
  kind: "debuff",
  range: "self",
  area: { shape: "line", size: 60, width: 10 },
  save: { save: "str_save" },
  push: 15,
  concentration: true,
  zone: {
    rounds: 10,
    anchor: "caster",
    triggers: ["turn-start"],
    turn: { budget: "bonus" },
    terrain: { difficult: true, towardCaster: true },
  },
};
const path = `${MECHANICS_PATH}.zone`;

describe("pushes and wind (1.182, 1.184)", () => {
  it("accepts Gust of Wind on a catalog entry and on a scroll's use, and a creature's push", () => {
    expect(issuesOf(withMechanics(gust))).toEqual([]);
    expect(issuesOf(withItemUse({ ...gust, amount: undefined, targets: undefined }))).toEqual([]);
    expect(issuesOf(withAction({ push: 10, save: { save: "str_save", onSuccess: "none", difficulty: 20 } }))).toEqual(
      [],
    );
  });

  it("needs 1.182 for an entry's push, a carried line, its turn and toward-caster ground", () => {
    const issues = issuesOf(withMechanics(gust, "1.181"))
      .filter((i) => i.code === "needs-version")
      .map((i) => `${i.path} ${i.capability}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        `${MECHANICS_PATH}.push 1.182`,
        `${path}.anchor 1.182`,
        `${path}.turn 1.182`,
        `${path}.terrain.towardCaster 1.182`,
      ]),
    );
  });

  it("needs 1.184 for a creature's push, an item use's push and an item use's line width", () => {
    expect(at(withAction({ push: 10 }, "1.183"), `${ACTION_PATH}.push`)).toEqual(["needs-version 1.184"]);
    expect(at(withItemUse({ push: 10 }, "1.183"), `${ITEM_USE_PATH}.push`)).toEqual(["needs-version 1.184"]);
    const line = { area: { shape: "line", size: 60, width: 10 } };
    expect(at(withItemUse(line, "1.183"), `${ITEM_USE_PATH}.area.width`)).toEqual(["needs-version 1.184"]);
    expect(at(withItemUse(line, "1.184"), `${ITEM_USE_PATH}.area.width`)).toEqual([]);
  });

  it("a push is a whole distance of at least 1", () => {
    expect(at(withMechanics({ push: "far" }), `${MECHANICS_PATH}.push`)).toEqual(["wrong-type 1.182"]);
    expect(at(withMechanics({ push: 0 }), `${MECHANICS_PATH}.push`)).toEqual(["out-of-range 1.182"]);
  });

  it("1.182: `zone.turn` turns only a line or cone its caster carries, and names a budget", () => {
    const burst = { ...gust, area: { shape: "burst", size: 10 } };
    expect(issuesOf(withMechanics(burst))).toContainEqual(
      expect.objectContaining({ path: `${path}.turn`, code: "not-allowed" }),
    );
    const atPoint = { ...gust, range: 60, zone: { ...gust.zone, anchor: "point" } };
    expect(issuesOf(withMechanics(atPoint))).toContainEqual(
      expect.objectContaining({ path: `${path}.turn`, code: "not-allowed" }),
    );
    expect(issuesOf(withMechanics({ ...gust, zone: { ...gust.zone, turn: {} } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.turn.budget`, code: "missing" }),
    );
    expect(issuesOf(withMechanics({ ...gust, zone: { ...gust.zone, turn: { budget: "nap" } } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.turn.budget`, code: "bad-reference" }),
    );
  });
});
