// 1.181 — Stinking Cloud: `"succeeds": { "immune": ["poison"], "conditionImmune": ["poisoned"], "is": { "tags":
// ["nonbreathing"] } }`: whoever meets any one of these succeeds on the save without rolling, so the cloud never
// makes them retch; anyone else rolls as before.
import { beforeAll, describe, expect, it } from "vitest";
import { formatEvent, type Step } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, holds, ruleset, turnOf } from "./fixtures/zone-inside.js";

const board = { width: 16, height: 7 };

/** The cloud over the one creature `enemy` names, and that creature's first turn in it. */
function firstTurnIn(enemy: string, id: string): Step {
  const s = turnOf("Wizard", { party: [caster], enemies: [`monsters/${enemy}`], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 3];
    x.combatants[id]!.at = [9, 3];
  });
  const r = accept(s, { option: "use:spells/stinking-cloud-181", at: [9, 3] });
  return endUntil(r, id);
}

describe("1.181 Stinking Cloud: who succeeds without rolling", () => {
  beforeAll(withGeometry);

  it("one immune to poison damage succeeds without rolling, and keeps its action", () => {
    const turn = firstTurnIn("skeleton", "Skeleton 1");
    expect(of(turn.events, "save")).toEqual([]);
    expect(of(turn.events, "save-succeeded")).toMatchObject([
      { who: "Skeleton 1", save: "con_save", by: "Wizard", use: "spells/stinking-cloud-181", why: "immune" },
    ]);
    expect(holds(turn.state, "Skeleton 1", "retching")).toBe(false);
    expect(turn.state.combatants["Skeleton 1"]!.budgets["action"]).toBe(1);
    expect(formatEvent(of(turn.events, "save-succeeded")[0]!)).toMatch(/Skeleton 1 succeeds .* without rolling/);
  });

  it("one immune to being poisoned succeeds, even if poison damage would hurt it", () => {
    const turn = firstTurnIn("imp", "Imp 1");
    expect(of(turn.events, "save-succeeded")).toMatchObject([{ who: "Imp 1", why: "conditionImmune" }]);
    expect(of(turn.events, "save")).toEqual([]);
  });

  it("one tagged nonbreathing succeeds", () => {
    const turn = firstTurnIn("clay-golem", "Clay Golem 1");
    expect(of(turn.events, "save-succeeded")).toMatchObject([{ who: "Clay Golem 1", why: "is" }]);
  });

  it("anyone else rolls the save", () => {
    const turn = firstTurnIn("acolyte", "Acolyte 1");
    expect(of(turn.events, "save-succeeded")).toEqual([]);
    expect(of(turn.events, "save").map((e) => e.who)).toEqual(["Acolyte 1"]);
  });
});

describe("1.181 who succeeds without rolling, weighed by the director", () => {
  beforeAll(withGeometry);
  const sprayer = {
    ...caster,
    lists: { spells: [{ entry: "spells/poison-spray" }, { entry: "spells/arcane-flick" }] },
  };

  function scene(enemy: string, id: string) {
    return turnOf("Wizard", { party: [sprayer], enemies: [`monsters/${enemy}`], board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 3];
      x.combatants[id]!.at = [6, 3];
    });
  }

  it("sprays poison at one who must roll, but not at one who succeeds without rolling", () => {
    expect(direct(ruleset, scene("acolyte", "Acolyte 1")).option).toBe("use:spells/poison-spray");
    expect(direct(ruleset, scene("imp", "Imp 1")).option).not.toBe("use:spells/poison-spray");
  });
});
