// 1.261 — the aboleth's Tentacle disease: "`expires: { "becomes": conditionId }`, the condition it turns into, with
// no timer, when its own timer runs out (including at the end of a fight), but not when it ends in any other way";
// "`curedOnlyBy: { "catalogs": [catalogId], "minLevel": 6 }`, so that only a cure from those catalogs paid at that
// level or higher can end it". On the fixture (a slime only a spell of third level cures) and on the bundled SRD.
import { describe, expect, it } from "vitest";
import {
  type CombatState,
  formatEvent,
  options,
  settleSheets,
  startCombat,
  type UseOption,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { healer, held, hold, ruleset, turnOf } from "./fixtures/stages.js";

const useOption = (rules: RulesetDoc, s: CombatState, name: string) =>
  options(rules, s).find((o): o is UseOption => o.kind === "use" && o.label.startsWith(name));

/** The horror's Tentacle on the fighter (the save cannot succeed): the fighter holds the dormant disease. */
function diseased(): CombatState {
  const s = turnOf("Tentacled Horror 1", () => {}, { enemies: ["monsters/horror"] });
  const r = acceptIn(ruleset, s, { option: useOption(ruleset, s, "Tentacle")!.id, targets: ["Fighter"] });
  const cond = r.state.combatants.Fighter!.conditions.find((c) => c.id === "tentacle-disease");
  expect(cond?.remaining).toBe(2);
  return r.state;
}

describe("1.261 the aboleth's Tentacle disease (fixture)", () => {
  it("when its timer runs out it becomes the slime, with no timer", () => {
    const s = diseased();
    // Two of the fighter's turn ends count its timer down.
    let step = endUntilIn(ruleset, { state: s, events: [] }, "Fighter");
    step = endUntilIn(ruleset, step, "Fighter");
    const last = endUntilIn(ruleset, step, "Fighter");
    const events = [...step.events, ...last.events];
    expect(of(events, "disease-stage")).toEqual([
      { t: "disease-stage", who: "Fighter", condition: "tentacle-disease", becomes: "slime" },
    ]);
    expect(events.map((e) => formatEvent(e))).toContain("Fighter's tentacle-disease runs its course and becomes slime");
    const slime = last.state.combatants.Fighter!.conditions.find((c) => c.id === "slime");
    expect(slime).toBeDefined();
    expect(slime!.remaining).toBeUndefined();
    expect(held(last.state, "Fighter")).not.toContain("tentacle-disease");
  });

  it("the end of the fight runs its timer out: the sheet keeps the slime", () => {
    const s = turnIn(diseased(), "Fighter", (s) => {
      s.combatants.Cleric!.status = "fled";
    });
    const fled = acceptIn(ruleset, s, { option: "flee" });
    expect(fled.state.outcome).toBe("fled");
    expect(of(fled.events, "disease-stage")).toHaveLength(1);
    expect(settleSheets(ruleset, fled.state).Fighter!.live?.conditions).toEqual(["slime"]);
  });

  it("a cure ending it in another way gives no slime", () => {
    const s = turnIn(diseased(), "Cleric");
    const r = acceptIn(ruleset, s, { option: useOption(ruleset, s, "Purify")!.id, targets: ["Fighter"] });
    expect(held(r.state, "Fighter")).toEqual([]);
    expect(of(r.events, "disease-stage")).toEqual([]);
  });

  it("only a spell paid at third level cures the slime; second level, or a stat block's cure, does not", () => {
    const s = turnOf("Cleric", (s) => hold(s, "Fighter", "slime"));
    const purify = useOption(ruleset, s, "Purify")!;
    // Offered, since it may be paid at third level; paid at second it leaves the slime.
    expect(purify.targets?.candidates).toEqual(["Fighter"]);
    const low = acceptIn(ruleset, s, { option: purify.id, targets: ["Fighter"], pay: "slot_2" });
    expect(held(low.state, "Fighter")).toEqual(["slime"]);
    const high = acceptIn(ruleset, s, { option: purify.id, targets: ["Fighter"], pay: "slot_3" });
    expect(held(high.state, "Fighter")).toEqual([]);

    const horrors = turnOf("Tentacled Horror 1", (s) => hold(s, "Tentacled Horror 2", "slime"), {
      enemies: ["monsters/horror", "monsters/horror"],
    });
    // The stat block's Cleansing Lick is no spell: it heals, and leaves the slime.
    const lick = useOption(ruleset, horrors, "Cleansing Lick")!;
    const licked = acceptIn(ruleset, horrors, { option: lick.id, targets: ["Tentacled Horror 2"] });
    expect(of(licked.events, "heal-blocked")).toEqual([
      { t: "heal-blocked", who: "Tentacled Horror 2", source: "Tentacled Horror 1", why: "cannot-heal-nonmagical" },
    ]);
    expect(held(licked.state, "Tentacled Horror 2")).toEqual(["slime"]);
  });

  it("on the sheet: a second-level cure leaves the slime, a third-level one ends it", () => {
    const sheet = Sheet.of(ruleset, { ...healer, live: { conditions: ["slime"] } });
    const low = sheet.command('[sheet: op="use" name="Purify"]');
    if (!low.ok) throw new Error(low.message);
    expect(low.sheet.data.live?.conditions).toEqual(["slime"]);
    const high = sheet.command('[sheet: op="use" name="Greater Purify"]');
    if (!high.ok) throw new Error(high.message);
    expect(high.sheet.data.live?.conditions).toEqual([]);
  });
});

describe("1.261 the aboleth's Tentacle disease (SRD)", () => {
  const doc = loadedDoc(srd5e);
  const HERO = "Tamsin (Fighter 5)";

  /** The first seed whose Tentacle hit the fighter and whose save failed. */
  function struck(): CombatState {
    for (let seed = 1; seed <= 60; seed++) {
      const start = startCombat(doc, {
        seed,
        party: [srd5eCharacter("fighter-5")],
        enemies: ["creatures/aboleth"],
        noBoard: true,
      });
      const s = turnIn(start.state, "Aboleth 1");
      const r = acceptIn(doc, s, { option: useOption(doc, s, "Tentacle")!.id, targets: [HERO] });
      if (r.state.combatants[HERO]!.conditions.some((c) => c.id === "aboleth-disease")) return r.state;
    }
    throw new Error("the disease never took hold");
  }

  it("a failed DC 14 Constitution save gives the disease for a minute; fleeing, it becomes the slime", () => {
    const s = struck();
    expect(s.combatants[HERO]!.conditions.find((c) => c.id === "aboleth-disease")?.remaining).toBe(10);
    const fled = acceptIn(doc, turnIn(s, HERO), { option: "flee" });
    const sheet = settleSheets(doc, fled.state)[HERO]!;
    expect(sheet.live?.conditions).toEqual(["aboleth-slime"]);
    // The slime blocks all healing, and Lesser Restoration (a second-level spell) no longer cures it.
    const potion = Sheet.of(doc, sheet).command('[sheet: op="use" name="Potion of Healing"]');
    if (!potion.ok) throw new Error(potion.message);
    expect(potion.events).toContainEqual({ type: "cannot-heal", pool: "hp", reason: "cannot-heal" });
    const cleric = srd5eCharacter("cleric-5");
    const slimed = Sheet.of(doc, {
      ...cleric,
      lists: { spells: [...(cleric.lists?.spells ?? []), { entry: "spells/lesser-restoration" }] },
      live: { conditions: ["aboleth-slime"] },
    });
    const cure = slimed.command('[sheet: op="use" name="Lesser Restoration"]');
    if (!cure.ok) throw new Error(cure.message);
    expect(cure.sheet.data.live?.conditions).toEqual(["aboleth-slime"]);
    // The dormant disease, within its minute, it cures.
    const early = Sheet.of(doc, { ...slimed.data, live: { conditions: ["aboleth-disease"] } });
    const cured = early.command('[sheet: op="use" name="Lesser Restoration"]');
    expect(cured.ok && cured.sheet.data.live?.conditions).toEqual([]);
  });
});
