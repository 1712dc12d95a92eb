// 1.412 — Temporary points when a foe falls: "when a creature on the other side drops to 0 and the holder of that
// condition or level was the last to damage it, the holder gains that many temporary points, the number read from
// its sheet (creatures read `const`). As with all temporary points, they never stack." The bundled SRD's Dark One's
// Blessing: a combat level on the fiend-patron warlock level, `{"temporary": {"derived": "dark_ones_blessing"}}`,
// Charisma modifier + warlock level, at least 1.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  namesFor,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn } from "../support/drive.js";

let ruleset: RulesetDoc;
const WARLOCK = "Morwen (Warlock 1)";
const FIGHTER = "Bram (Fighter 1)";

/** `who`'s turn with fresh budgets; the goblins at 1 health, so any blow that lands fells one. */
function turnOf(rules: RulesetDoc, seed: number, who: string, fn: (s: CombatState) => void = () => {}): CombatState {
  const { state } = startCombat(rules, {
    seed,
    party: [srd5eCharacter("warlock-1"), srd5eCharacter("fighter-1")],
    enemies: ["creatures/goblin", "creatures/goblin"],
    noBoard: true,
  });
  return turnIn(state, who, (s) => {
    for (const c of Object.values(s.combatants)) if (c.creature) c.hp = 1;
    fn(s);
  });
}

/** The first use of `who` named `name` aimed at Goblin 1, over seeds until one lands and fells it. */
function fell(rules: RulesetDoc, who: string, name: string, fn?: (s: CombatState) => void): Step {
  for (let seed = 1; seed < 60; seed++) {
    const s = turnOf(rules, seed, who, fn);
    const o = options(rules, s).find((x) => x.kind === "use" && x.label.includes(name))!;
    const step = accept(rules, s, { option: o.id, targets: ["Goblin 1"] });
    if (step.state.combatants["Goblin 1"]!.status === "dead") return step;
  }
  throw new Error(`${who}'s ${name} never felled the goblin`);
}

const grants = (events: readonly CombatEvent[]) => events.filter((e) => e.t === "fells-grant");

describe("1.412 Dark One's Blessing", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
  });

  it("the bundled SRD's warlock, felling a goblin with Eldritch Blast, gains Charisma modifier + warlock level", () => {
    const step = fell(ruleset, WARLOCK, "Eldritch Blast");
    // Charisma 16 (+3) and warlock level 1.
    expect(grants(step.events)).toEqual([{ t: "fells-grant", who: WARLOCK, fell: "Goblin 1", amount: 4 }]);
    expect(step.state.combatants[WARLOCK]!.temp).toBe(4);
    const text = formatEvent(grants(step.events)[0]!, namesFor(ruleset, step.state));
    expect(text).toBe(`${WARLOCK} gains 4 temporary points for felling Goblin 1`);
  });

  it("only for the one who dealt the last blow: the fighter's kill gives the warlock nothing, and the fighter has no level", () => {
    const step = fell(ruleset, FIGHTER, "Greatsword");
    expect(grants(step.events)).toEqual([]);
    expect(step.state.combatants[WARLOCK]!.temp).toBe(0);
    expect(step.state.combatants[FIGHTER]!.temp).toBe(0);
  });

  it("never stacks: a larger cushion stays, a smaller one is replaced", () => {
    const larger = fell(ruleset, WARLOCK, "Eldritch Blast", (s) => {
      s.combatants[WARLOCK]!.temp = 6;
    });
    expect(grants(larger.events)).toEqual([]);
    expect(larger.state.combatants[WARLOCK]!.temp).toBe(6);
    const smaller = fell(ruleset, WARLOCK, "Eldritch Blast", (s) => {
      s.combatants[WARLOCK]!.temp = 2;
    });
    expect(smaller.state.combatants[WARLOCK]!.temp).toBe(4);
  });

  it("a creature holding it reads const", () => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    doc.combat.conditions.push({ id: "blood-rush", label: "Blood rush", fellsGrant: { temporary: { const: 5 } } });
    const rules = load(doc).doc;
    // A goblin holding it drops the fighter to 0: 5 temporary points.
    for (let seed = 1; seed < 60; seed++) {
      const s = turnOf(rules, seed, "Goblin 1", (x) => {
        x.combatants["Goblin 1"]!.conditions.push({ id: "blood-rush" });
        x.combatants[FIGHTER]!.hp = 1;
      });
      const o = options(rules, s).find((x) => x.kind === "use" && !!x.targets?.candidates.includes(FIGHTER))!;
      const step = accept(rules, s, { option: o.id, targets: [FIGHTER] });
      if (step.state.combatants[FIGHTER]!.status === "standing") continue;
      expect(grants(step.events)).toEqual([{ t: "fells-grant", who: "Goblin 1", fell: FIGHTER, amount: 5 }]);
      expect(step.state.combatants["Goblin 1"]!.temp).toBe(5);
      return;
    }
    throw new Error("the goblin never felled the fighter");
  });
});

describe("1.412 validation", () => {
  const withLevel = (level: unknown, capabilityApi = srd5e.capabilityApi) => {
    const doc = structuredClone(srd5e) as unknown as { capabilityApi: string; combat: { levels: unknown[] } };
    doc.capabilityApi = capabilityApi;
    doc.combat.levels = [level];
    return validate(doc).issues.map((i) => [i.path, i.code, i.capability]);
  };

  it("accepts the SRD's level and refuses it under an older declared version", () => {
    const level = {
      derived: "fiend_warlock_level",
      at: 1,
      fellsGrant: { temporary: { derived: "dark_ones_blessing" } },
    };
    expect(withLevel(level)).toEqual([]);
    expect(withLevel(level, "1.411")).toContainEqual(["combat.levels[0].fellsGrant", "needs-version", "1.412"]);
  });

  it("needs its temporary, as a value", () => {
    expect(withLevel({ derived: "fiend_warlock_level", at: 1, fellsGrant: {} }).map((i) => i[1])).toEqual(["missing"]);
    const wrong = withLevel({ derived: "fiend_warlock_level", at: 1, fellsGrant: { temporary: "lots" } });
    expect(wrong.map((i) => i[1])).toEqual(["wrong-type"]);
  });
});
