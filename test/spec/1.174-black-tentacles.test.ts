// 1.174 — Black Tentacles: 3d6 bludgeoning and restrained on a failed Dexterity save, to whoever enters the area or
// starts a turn there; the restraint is escaped against the caster's spell save DC.
import { beforeAll, describe, expect, it } from "vitest";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil } from "./fixtures/zone-holds.js";

const board = { width: 16, height: 7 };

describe("1.174 Black Tentacles", () => {
  beforeAll(withGeometry);

  it("a failed save deals 3d6 and restrains with the spell save DC as the escape difficulty", () => {
    const s = turnOf(
      "Wizard",
      { party: [caster], enemies: [{ creature: "monsters/goblin", count: 3 }], board },
      (x) => {
        x.combatants["Wizard"]!.at = [0, 3];
        for (const [i, y] of [2, 3, 4].entries()) {
          x.combatants[`Goblin ${i + 1}`]!.at = [9, y];
          x.combatants[`Goblin ${i + 1}`]!.hp = 300;
        }
      },
    );
    const r = accept(s, { option: "use:spells/black-tentacles", at: [9, 3] });
    const saves = of(r.events, "save");
    expect(saves).toHaveLength(3);
    for (const save of saves) {
      const goblin = r.state.combatants[save.who]!;
      const hold = goblin.conditions.find((c) => c.id === "restrained");
      const hurt = of(r.events, "damage").filter((e) => e.who === save.who);
      if (save.success) {
        expect(hold).toBeUndefined();
        expect(hurt).toEqual([]);
      } else {
        expect(hold).toMatchObject({ escapeDc: save.difficulty, source: "Wizard" });
        expect(hurt).toMatchObject([{ type: "bludgeoning", dice: { expr: "3d6" } }]);
      }
    }
    // Whoever is held escapes against that difficulty on its turn.
    const held = saves.find((e) => !e.success)!;
    expect(held).toBeDefined();
    const turn = endUntil(r, held.who);
    const tried = accept(turn.state, { option: "contest:escape@action", targets: ["Wizard"] });
    expect(of(tried.events, "escape")).toMatchObject([{ who: held.who, difficulty: held.difficulty }]);
  });
});
