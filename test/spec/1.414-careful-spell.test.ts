// 1.414 — Careful Spell: Sculpt Spells spares "as with Careful Spell", and the two differ where 1.414 says: Careful
// (1.253) is paid with a sorcery point, has no `where` and so fits a spell of any school, and the ally it spares still
// takes half of a half-damage save; Sculpt Spells is free, only for evocation, and spares them whole.
import { beforeAll, describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { evokerSheet, evokerTurn } from "../support/evoker.js";
import { loadedDoc } from "../support/loaded.js";
import { ALLY, eventsOf, mm, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;

describe("1.414 Careful Spell beside Sculpt Spells", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const places = {
    ally: [14, 5] as [number, number],
    goblins: [
      [15, 5],
      [15, 6],
    ] as [number, number][],
  };

  it("Careful fits a conjuration spell, Sculpt Spells does not", () => {
    const s = sorcererTurn(ruleset, { sorcerer: [2, 5], ...places }, sorcererSheet(["conjure-barrage"]));
    expect(spellOption(ruleset, s, "conjure-barrage")!.alters!.find((a) => a.id === mm("careful"))).toMatchObject({
      price: 1,
      from: "sorcery_points",
    });
    const w = evokerTurn(ruleset, evokerSheet(["sculpt-spells"], ["conjure-barrage"]), {
      wizard: [2, 5],
      ally: places.ally,
      goblins: places.goblins,
    });
    expect(spellOption(ruleset, w, "conjure-barrage")!.alters ?? []).toEqual([]);
  });

  it("the ally Careful spares still takes half of a Fireball, where Sculpt Spells spares it whole", () => {
    const s = sorcererTurn(ruleset, { sorcerer: [2, 5], ...places });
    const step = acceptIn(ruleset, s, {
      option: spellOption(ruleset, s, "fireball")!.id,
      at: [14, 5],
      alters: [mm("careful")],
    });
    expect(eventsOf(step.events, "alter-spared")[0]).not.toHaveProperty("whole");
    expect(eventsOf(step.events, "damage").filter((d) => d.who === ALLY)[0]!.why).toBe("halved");
  });
});
