// 1.302 — entries that change other entries: invocations held on a warlock's sheet amend eldritch blast whenever
// it is cast. Agonizing Blast adds the Charisma modifier to every hit, Eldritch Spear makes its range 300 feet,
// Repelling Blast pushes the one hit 10 feet and, its push being optional, also offers "Eldritch Blast (no push)".
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, ruleset, turnOf, warlock } from "./fixtures/warlock.js";

const blast = "use:spells/eldritch-blast";

/** A 1st-level warlock (one beam) at the west end of a long row, a goblin `cells` east of it. */
function scene(sheet: SheetData, cells = 3, seed = 1): CombatState {
  return turnOf(
    "Warlock",
    {
      party: [{ ...sheet, fields: { ...sheet.fields, level: 1 } }],
      enemies: ["monsters/goblin"],
      board: { width: 70, height: 3 },
      seed,
    },
    (s) => {
      s.combatants["Warlock"]!.at = [0, 1];
      s.combatants["Goblin 1"]!.at = [cells, 1];
      s.combatants["Goblin 1"]!.hp = 100;
    },
  );
}

/** The first seed on which the warlock's one beam hits. */
function hitting(sheet: SheetData, option = blast, cells = 3) {
  for (let seed = 1; seed < 100; seed++) {
    const r = accept(scene(sheet, cells, seed), { option, targets: ["Goblin 1"] });
    if (of(r.events, "attack")[0]!.result === "hit") return r;
  }
  throw new Error("no seed hits");
}

const menu = (sheet: SheetData, cells = 3) => options(ruleset, scene(sheet, cells)).map((o) => o.id);

describe("1.302 amendments", () => {
  beforeAll(withGeometry);

  it("leaves eldritch blast as it is without invocations, and offers no invocation as a use", () => {
    const r = hitting(warlock([]));
    expect(of(r.events, "damage")[0]!.dice).toMatchObject({ expr: "1d10", flat: 0 });
    expect(of(r.events, "pushed")).toEqual([]);
    const ids = menu(warlock(["agonizing-blast", "eldritch-spear"]));
    expect(ids.filter((id) => id.startsWith("use:"))).toEqual([blast]);
  });

  it("Agonizing Blast adds the Charisma modifier (+3) to the damage of every hit", () => {
    const r = hitting(warlock(["agonizing-blast"]));
    expect(of(r.events, "damage")[0]).toMatchObject({ type: "force", dice: { expr: "1d10 + 3", flat: 3 } });
  });

  it("Eldritch Spear reaches a goblin 250 feet away that the 120-foot blast cannot", () => {
    expect(menu(warlock([]), 50)).not.toContain(blast);
    expect(menu(warlock(["eldritch-spear"]), 50)).toContain(blast);
    expect(menu(warlock(["eldritch-spear"]), 61)).not.toContain(blast);
  });

  it("Repelling Blast pushes the one hit 10 feet straight away, and stacks with Agonizing Blast", () => {
    const r = hitting(warlock(["agonizing-blast", "repelling-blast"]));
    expect(of(r.events, "damage")[0]).toMatchObject({ dice: { flat: 3 } });
    expect(of(r.events, "pushed")).toEqual([
      {
        t: "pushed",
        who: "Goblin 1",
        by: "Warlock",
        path: [
          [3, 1],
          [4, 1],
          [5, 1],
        ],
      },
    ]);
  });

  it("a miss pushes no one", () => {
    for (let seed = 1; seed < 100; seed++) {
      const r = accept(scene(warlock(["repelling-blast"]), 3, seed), { option: blast, targets: ["Goblin 1"] });
      if (of(r.events, "attack")[0]!.result !== "miss") continue;
      expect(of(r.events, "pushed")).toEqual([]);
      return;
    }
    throw new Error("no seed misses");
  });

  it('an optional push is also offered as "Eldritch Blast (no push)", which keeps the other amendments', () => {
    const sheet = warlock(["agonizing-blast", "repelling-blast"]);
    const noPush = options(ruleset, scene(sheet)).find((o) => o.id === `${blast}#no-push`);
    expect(noPush).toMatchObject({ label: "Eldritch Blast (no push)", budget: "action" });
    const r = hitting(sheet, `${blast}#no-push`);
    expect(of(r.events, "pushed")).toEqual([]);
    expect(of(r.events, "damage")[0]).toMatchObject({ dice: { flat: 3 } });
    expect(r.state.combatants["Goblin 1"]!.at).toEqual([3, 1]);
  });
});
