// 1.257 — Counterspell: "its dice are also subtracted from someone else's ability check (a contest such as a grapple,
// an item's gate check, Counterspell's check) … when it is made … only when its maximum could turn the roll around: a
// check that would succeed and could then fail." The bundled SRD has no Counterspell (no moment answers a casting);
// its check is the spellcasting-ability check against 10 + the spell's level that ending a higher spell calls for,
// which the SRD's Dispel Magic makes (`endsSpells.above`). An item's gate check is an item use's `check`. Both made by
// the party's cleric, with an enemy bard's Cutting Words against them.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { ActiveCondition } from "../../src/combat/types.js";
import type { ItemDef, RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc, withEntry } from "../support/loaded.js";
import { bard } from "./fixtures/bard.js";

let rules: RulesetDoc;
const CLERIC = "Marek (Cleric 5)";
const BARD = "Lira";
const GOBLIN = "Goblin 1";

function cleric(): SheetData {
  const sheet = srd5eCharacter("cleric-5");
  return {
    ...sheet,
    fields: { ...sheet.fields, caster_level: 9 },
    lists: { spells: [{ entry: "spells/dispel-magic", prepared: true }] },
    inventory: [...(sheet.inventory ?? []), { item: "items/potion-of-healing", quantity: 3 }],
  };
}

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

function seeded(s: CombatState, draw: number): void {
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
}

const start = (r: RulesetDoc) =>
  startCombat(r, { seed: 3, party: [cleric()], enemies: [bard(5), "creatures/goblin"], noBoard: true }).state;

/** Dispel Magic at 3rd on the goblin, which holds a 5th-level spell (a check against 15), at `draw`. */
function dispel(draw: number): Step {
  const s = turnIn(start(rules), CLERIC, (x) => {
    x.stack = [];
    seeded(x, draw);
    const held: ActiveCondition = { id: "shield-of-faith", source: GOBLIN, by: "spells/shield-of-faith", level: 5 };
    x.combatants[GOBLIN]!.conditions.push(held);
  });
  const o = options(rules, s).find((x) => x.kind === "use" && x.use === "spells/dispel-magic")!;
  const pay = o.payments?.find((p) => p.level === 3)?.pool;
  return acceptIn(rules, s, { option: o.id, targets: [GOBLIN], ...(pay ? { pay } : {}) });
}

describe("1.257 Cutting Words on Counterspell's check", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("a check that would end the spell is lowered when a d8 could make it fail; what is left decides", () => {
    const seen = { turned: 0, held: 0, out: 0 };
    for (let draw = 1; draw <= 80; draw++) {
      const step = dispel(draw);
      const [check] = of(step.events, "check");
      const [low] = of(step.events, "lowered");
      const ended = step.state.combatants[GOBLIN]!.conditions.every((c) => c.id !== "shield-of-faith");
      expect(ended).toBe(check!.success);
      if (!low) {
        expect(!check!.success || check!.total - 8 >= 15).toBe(true);
        seen.out++;
        continue;
      }
      expect(low).toMatchObject({ who: BARD, roller: CLERIC, kind: "checks", against: 15 });
      expect(low.from).toBeGreaterThanOrEqual(15);
      expect(low.from - 8).toBeLessThan(15);
      // The check is logged as the bard left it.
      expect(check!.total).toBe(low.to);
      expect(check!.success).toBe(low.to >= 15);
      expect(step.events.indexOf(low)).toBeLessThan(step.events.indexOf(check!));
      expect(step.state.combatants[BARD]!.budgets["reaction"]).toBe(0);
      expect(formatEvent(low)).toMatch(
        /^Lira uses Cutting Words on Marek \(Cleric 5\): 1d8 \(\d\) off the check, \d+ → \d+ vs 15$/,
      );
      if (check!.success) seen.held++;
      else seen.turned++;
    }
    expect(seen.turned).toBeGreaterThan(0);
    expect(seen.held).toBeGreaterThan(0);
    expect(seen.out).toBeGreaterThan(0);
  });
});

describe("1.257 Cutting Words on an item's gate check", () => {
  let gated: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    // A potion that works only on a Medicine check against 12 (the item's gate).
    gated = withEntry<ItemDef>(srd5e as RulesetDoc, "items/potion-of-healing", (e) => ({
      ...e,
      use: { ...e.use!, check: { check: "medicine", difficulty: { const: 12 } } },
    }));
  });

  it("the gate check that would pass is lowered when the die could make it fail; a failed gate heals nothing", () => {
    const seen = { lowered: 0, failed: 0 };
    for (let draw = 1; draw <= 60; draw++) {
      const s = turnIn(start(gated), CLERIC, (x) => {
        x.stack = [];
        seeded(x, draw);
        x.combatants[CLERIC]!.hp = 5;
      });
      const o = options(gated, s).find((x) => x.kind === "use" && x.use?.includes("potion-of-healing"))!;
      const step = acceptIn(gated, s, { option: o.id, targets: [CLERIC] });
      const [check] = of(step.events, "check");
      const [low] = of(step.events, "lowered");
      expect(of(step.events, "heal").length > 0).toBe(check!.success);
      if (!low) {
        expect(!check!.success || check!.total - 8 >= 12).toBe(true);
        continue;
      }
      seen.lowered++;
      expect(low).toMatchObject({ roller: CLERIC, kind: "checks", against: 12 });
      expect(check!.total).toBe(low.to);
      if (!check!.success) seen.failed++;
    }
    expect(seen.lowered).toBeGreaterThan(0);
    expect(seen.failed).toBeGreaterThan(0);
  });
});
