// 1.260 — Diseases between fights, on the bundled SRD: the mummy's Rotting Fist curses with Mummy Rot ("a condition
// without a timer, with `onRest: { rests: ["long"], lowersMax: { dice: "3d6" }, lasting: true }`"), which outlasts the
// fight and takes 3d6 off the maximum at each long rest, after the rest restored what it restores, so the next fight
// starts lower; the otyugh's Bite gives its disease, saved against first at each long rest with the sheet's own
// modifier (DC 15 Constitution): a success cures it, only a failure lowers the maximum.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, settleSheets, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const doc: RulesetDoc = loadedDoc(srd5e);
const HERO = "Tamsin (Fighter 5)";

/** The first seed's sheet after `creature`'s `action` hit the fighter and its save failed: the fight settled. */
function struck(creature: string, action: string, condition: string): { sheet: SheetData; state: CombatState } {
  for (let seed = 1; seed <= 60; seed++) {
    const start = startCombat(doc, { seed, party: [srd5eCharacter("fighter-5")], enemies: [creature], noBoard: true });
    const foe = start.state.order.find((id) => id !== HERO)!;
    const s = turnIn(start.state, foe);
    const option = options(doc, s).find((o) => o.kind === "use" && o.use.endsWith(action));
    if (!option) throw new Error(`no ${action}`);
    const r = acceptIn(doc, s, { option: option.id, targets: [HERO] });
    const hero = r.state.combatants[HERO]!;
    if (hero.status !== "standing" || !hero.conditions.some((c) => c.id === condition)) continue;
    return { sheet: settleSheets(doc, r.state)[HERO]!, state: r.state };
  }
  throw new Error(`${condition} never took hold`);
}

describe("1.260 Mummy Rot and the otyugh's disease (SRD)", () => {
  beforeAll(withGeometry);

  it("Mummy Rot outlasts the fight, lowers the maximum by 3d6 at each long rest, and the next fight starts lower", () => {
    const { sheet } = struck("creatures/mummy", "rotting-fist", "mummy-rot");
    expect(sheet.live?.conditions).toContain("mummy-rot");
    const before = Sheet.of(doc, sheet).pool("hp").max;
    expect(before).toBe(44);
    const night = Sheet.of(doc, sheet, { seed: 5 }).rest("long");
    if (!night.ok) throw new Error(night.message);
    const roll = night.events.find((e) => e.type === "roll" && e.what.startsWith("mummy-rot"));
    if (roll?.type !== "roll") throw new Error("no 3d6");
    expect(roll.roll.dice.map((d) => d.sides)).toEqual([6, 6, 6]);
    // After what the rest restores (none: the curse blocks healing), the lowering comes last.
    expect(night.events.at(-1)).toMatchObject({ type: "max-lowered", pool: "hp", by: roll.roll.total, lasting: true });
    const max = night.sheet.pool("hp").max;
    expect(max).toBe(44 - roll.roll.total);
    // Lasting: a short rest gives none of it back, and the next fight starts with the lower maximum, still cursed.
    const short = night.sheet.rest("short");
    if (!short.ok) throw new Error(short.message);
    expect(short.sheet.pool("hp").max).toBe(max);
    const next = startCombat(doc, { seed: 1, party: [night.sheet.data], enemies: ["creatures/goblin"], noBoard: true });
    expect(next.state.combatants[HERO]!.maxHp).toBe(max);
    expect(next.state.combatants[HERO]!.conditions.map((c) => c.id)).toContain("mummy-rot");
  });

  it("the otyugh's disease poisons in the fight; each long rest saves first, a success cures, a failure lowers", () => {
    const { sheet, state } = struck("creatures/otyugh", "bite", "otyugh-disease");
    expect(state.combatants[HERO]!.conditions.map((c) => c.id)).toContain("otyugh-disease");
    expect(sheet.live?.conditions).toContain("otyugh-disease");
    let cured = 0;
    let lowered = 0;
    for (let seed = 0; seed < 40; seed++) {
      const r = Sheet.of(doc, sheet, { seed }).rest("long");
      if (!r.ok) throw new Error(r.message);
      const save = r.events.find((e) => e.type === "check");
      if (save?.type !== "check") throw new Error("no save");
      // The sheet's own Constitution save: +2 and proficiency +3.
      expect(save).toMatchObject({ kind: "save", check: "con_save", modifier: 5, difficulty: 15 });
      if (save.success) {
        cured++;
        expect(r.sheet.data.live?.conditions).not.toContain("otyugh-disease");
        expect(r.sheet.pool("hp").max).toBe(44);
        expect(r.events.some((e) => e.type === "max-lowered")).toBe(false);
      } else {
        lowered++;
        const roll = r.events.find((e) => e.type === "roll" && e.what.startsWith("otyugh-disease"));
        if (roll?.type !== "roll") throw new Error("no 1d10");
        expect(r.sheet.pool("hp").max).toBe(44 - roll.roll.total);
        expect(r.sheet.data.live?.conditions).toContain("otyugh-disease");
      }
    }
    expect(cured).toBeGreaterThan(0);
    expect(lowered).toBeGreaterThan(0);
  });
});
