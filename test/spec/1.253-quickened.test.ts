// 1.253 — Quickened: "`budget` (`{ "from": "action", "to": "bonus" }`)"; "A spell that right now can only be cast with
// one of them (Quickened after the action has been spent […]) is offered with `alterNeeded`, and the choice must
// include it."
import { beforeAll, describe, expect, it } from "vitest";
import { choose } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, mm, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;
const places = {
  sorcerer: [2, 5] as [number, number],
  goblins: [
    [14, 5],
    [14, 6],
  ] as [number, number][],
};

describe("1.253 Quickened", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("casts a one-action spell with the bonus action, keeping the action", () => {
    const s = sorcererTurn(ruleset, places);
    const fireball = spellOption(ruleset, s, "fireball")!;
    const quick = fireball.alters!.find((a) => a.id === mm("quickened"))!;
    expect(quick).toMatchObject({ price: 2, budget: "bonus" });
    const step = acceptIn(ruleset, s, { option: fireball.id, at: [14, 5], alters: [mm("quickened")] });
    expect(eventsOf(step.events, "budget")).toEqual([{ t: "budget", who: SORCERER, budget: "bonus", change: -1 }]);
    const me = step.state.combatants[SORCERER]!;
    expect(me.budgets).toMatchObject({ action: 1, bonus: 0 });
    expect(me.pools.sorcery_points).toBe(3);
  });

  it("once the action is spent, a spell is offered only with it, on the bonus action", () => {
    const s = sorcererTurn(ruleset, places, undefined, (x) => {
      x.combatants[SORCERER]!.budgets.action = 0;
    });
    const fireball = spellOption(ruleset, s, "fireball")!;
    expect(fireball).toMatchObject({ budget: "bonus", alterNeeded: [mm("quickened")] });
    // Careful may not go with it; Empowered joins it.
    expect(fireball.alters!.map((a) => a.id)).toEqual([mm("quickened"), mm("empowered")]);
    expect(choose(ruleset, s, { option: fireball.id, at: [14, 5] })).toMatchObject({
      rejected: { code: "bad-choice", path: "alters" },
    });
    const step = acceptIn(ruleset, s, { option: fireball.id, at: [14, 5], alters: [mm("quickened"), mm("empowered")] });
    expect(step.state.combatants[SORCERER]!.budgets.bonus).toBe(0);
    expect(eventsOf(step.events, "save")).toHaveLength(2);
  });

  it("is not offered when the bonus action is spent too", () => {
    const s = sorcererTurn(ruleset, places, undefined, (x) => {
      x.combatants[SORCERER]!.budgets = { action: 0, bonus: 0, reaction: 1 };
    });
    expect(spellOption(ruleset, s, "fireball")).toBeUndefined();
    expect(goblinIds(s)).toHaveLength(2);
  });

  it("the director quickens a Fireball when its action is already spent", async () => {
    const { direct } = await import("../../src/director/index.js");
    const s = sorcererTurn(ruleset, places, sorcererSheet([], {}, ["fireball"]), (x) => {
      x.combatants[SORCERER]!.budgets.action = 0;
    });
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/fireball");
    expect(choice.alters).toContain(mm("quickened"));
  });
});
