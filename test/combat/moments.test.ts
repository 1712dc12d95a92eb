import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { acceptIn as accept, turnOfIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";
import { fighter, of, ruleset, withGeometry, wizard } from "./helpers.js";

/** The fixture with Shield answering another moment (and its cost dropped, so anyone may hold it). */
function shieldOn(moment: string): RulesetDoc {
  const doc = editEntry<EntryDef>(ruleset, "spells/shield", (shield) => {
    const { cost: _cost, ...mechanics } = shield.mechanics!;
    return { ...shield, mechanics: { ...mechanics, reaction: { on: moment as "hit" } } };
  });
  return loadedDoc(doc);
}

describe("reaction moments: aimed", () => {
  beforeAll(withGeometry);

  it("`aimed` opens when a use names its target; letting it pass resolves the use as usual", () => {
    const doc = shieldOn("aimed");
    const s = turnOfIn(doc, "Goblin 1", { party: [wizard], enemies: ["monsters/goblin"], seed: 3 }, () => {});
    const r = accept(doc, s, { option: "use:action:scimitar", targets: ["Wizard"] });
    expect(of(r.events, "window")[0]).toMatchObject({ moment: "aimed", about: "Wizard" });
    expect(options(doc, r.state).map((o) => o.id)).toEqual(["react:spells/shield", "pass"]);
    const after = accept(doc, r.state, { option: "pass" });
    expect(of(after.events, "attack")[0]!.defense).toBe(12);
  });

  it("an area names no one: nothing is aimed at those it catches", () => {
    const doc = shieldOn("aimed");
    const party = [wizard, { ...fighter, lists: { spells: [{ entry: "spells/shield" }] } }];
    const s = turnOfIn(
      doc,
      "Wizard",
      { party, enemies: [{ creature: "monsters/goblin", count: 2 }], board: { width: 30, height: 6 }, seed: 2 },
      (x) => {
        x.combatants["Wizard"]!.at = [0, 0];
        x.combatants["Fighter"]!.at = [8, 3];
        x.combatants["Goblin 1"]!.at = [9, 3];
        x.combatants["Goblin 2"]!.at = [29, 5];
      },
    );
    const r = accept(doc, s, { option: "use:spells/fireball", at: [8, 3], pay: "slot_3" });
    expect(of(r.events, "window")).toEqual([]);
    expect(of(r.events, "save").map((e) => e.who)).toContain("Fighter");
  });
});
