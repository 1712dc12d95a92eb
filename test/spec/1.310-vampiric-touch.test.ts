// 1.310 — Repeated casting: "A concentration entry's `mechanics` can say `"repeats": { "budget": "action" }`: while
// its user concentrates on it, its effect is offered again on that budget, paying nothing from the sheet, starting no
// new concentration and applying nothing to the user again, at the level and cost step paid when it was cast. The
// menu shows it as "Vampiric Touch again"." The SRD's Vampiric Touch, cast by a 5th-level wizard.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const WIZARD = "Sabine (Wizard 5)";
const VT = "spells/vampiric-touch";
const AGAIN = `again:${VT}`;

let ruleset: RulesetDoc;
const wizard: SheetData = {
  ...srd5eCharacter("wizard-5"),
  lists: {
    spells: [
      { entry: VT, prepared: true },
      { entry: "spells/blur", prepared: true },
    ],
  },
};

/** The wizard's turn beside two tough goblins, without a board. */
function fight(seed = 3): CombatState {
  return turnIn(
    startCombat(ruleset, { seed, party: [wizard], enemies: ["creatures/goblin", "creatures/goblin"], noBoard: true })
      .state,
    WIZARD,
    (s) => {
      for (const g of ["Goblin 1", "Goblin 2"]) s.combatants[g]!.hp = s.combatants[g]!.maxHp = 200;
      s.combatants[WIZARD]!.pools["slot_4"] = 1;
    },
  );
}

const again = (s: CombatState) => options(ruleset, s).find((o) => o.id === AGAIN);

describe("1.310 Vampiric Touch", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("is not offered again before it is cast", () => {
    expect(again(fight())).toBeUndefined();
  });

  it("offers 'Vampiric Touch again' on the action while concentrating, paying nothing and starting no concentration", () => {
    const cast = acceptIn(ruleset, fight(), { option: `use:${VT}`, targets: ["Goblin 1"], pay: "slot_3" });
    expect(cast.state.combatants[WIZARD]!.concentration?.use).toBe(VT);
    // Not in the turn it was cast: the action is spent.
    expect(again(cast.state)).toBeUndefined();
    const next = endUntilIn(ruleset, cast, WIZARD);
    const option = again(next.state)!;
    expect(option).toMatchObject({ label: "Vampiric Touch again", kind: "use", budget: "action", use: VT });
    expect(option.payments).toBeUndefined();
    const slots = { ...next.state.combatants[WIZARD]!.pools };
    const r = acceptIn(ruleset, next.state, { option: AGAIN, targets: ["Goblin 2"] });
    const me = r.state.combatants[WIZARD]!;
    expect(me.pools).toEqual(slots);
    expect(me.budgets["action"]).toBe(0);
    expect(me.concentration?.use).toBe(VT);
    expect(r.events.filter((e) => e.t === "pay" || e.t === "concentration" || e.t === "use")).toEqual([]);
    expect(r.events.some((e) => e.t === "attack" && e.target === "Goblin 2")).toBe(true);
    const names = namesFor(ruleset, r.state);
    const line = r.events.find((e) => e.t === "repeat")!;
    expect(formatEvent(line, names)).toBe(`${WIZARD} uses Vampiric Touch again on Goblin 2`);
    // Once a turn: the action is spent.
    expect(again(r.state)).toBeUndefined();
  });

  it("repeats at the level paid when it was cast (4th: 4d6)", () => {
    // Seed 5: the repeat's touch hits (not a critical).
    const cast = acceptIn(ruleset, fight(5), { option: `use:${VT}`, targets: ["Goblin 1"], pay: "slot_4" });
    const next = endUntilIn(ruleset, cast, WIZARD);
    const r = acceptIn(ruleset, next.state, { option: AGAIN, targets: ["Goblin 1"] });
    expect(r.events.find((e) => e.t === "repeat")).toMatchObject({ level: 4 });
    const hit = r.events.find((e) => e.t === "damage" && e.who === "Goblin 1");
    expect(hit?.t === "damage" && hit.dice?.expr).toBe("4d6");
  });

  it("is no longer offered once the concentration ends (another concentration spell)", () => {
    const cast = acceptIn(ruleset, fight(), { option: `use:${VT}`, targets: ["Goblin 1"], pay: "slot_3" });
    const next = endUntilIn(ruleset, cast, WIZARD);
    const blur = acceptIn(ruleset, next.state, { option: "use:spells/blur", pay: "slot_2", targets: [WIZARD] });
    const later = turnIn(blur.state, WIZARD);
    expect(later.combatants[WIZARD]!.concentration?.use).toBe("spells/blur");
    expect(again(later)).toBeUndefined();
    expect(later.combatants[WIZARD]!.repeating).toBeUndefined();
  });

  it("is weighed by the director: with the action free and the slots spent, it touches again", () => {
    const cast = acceptIn(ruleset, fight(), { option: `use:${VT}`, targets: ["Goblin 1"], pay: "slot_3" });
    const next = endUntilIn(ruleset, cast, WIZARD);
    const s = structuredClone(next.state);
    const me = s.combatants[WIZARD]!;
    for (const p of Object.keys(me.pools)) if (p.startsWith("slot_")) me.pools[p] = 0;
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(AGAIN);
  });
});
