// 1.406 — Defense floor: "A modifier {"to": "defense", "atLeast": …} keeps the holder's defense from going below that
// floor while it is in force, computed after every other change and before cover; the hit record shows the floor as
// the amount by which it raised the defense." Barkskin (`atLeast: 16`) and Mage Armor (`{derived: "ac_mage_armor"}`:
// 13 + Dexterity modifier + shield, -100 in armor) from the bundled SRD; creatures read `const` or `abilityMod`.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  defenseOf,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn as turnOf } from "../support/drive.js";

let ruleset: RulesetDoc;
const accept = (state: CombatState, choice: Choice): Step => acceptIn(ruleset, state, choice);

/** A party member who also knows the two spells. */
function knowing(id: string): SheetData {
  const sheet = structuredClone(srd5eCharacter(id)!);
  const spells = (sheet.lists?.["spells"] ?? []) as { entry: string; prepared?: boolean }[];
  return {
    ...sheet,
    lists: {
      ...sheet.lists,
      spells: [...spells, { entry: "spells/mage-armor", prepared: true }, { entry: "spells/barkskin", prepared: true }],
    },
  };
}

function fight(party: SheetData[], enemies = ["creatures/goblin"]): CombatState {
  return startCombat(ruleset, { seed: 3, party, enemies, noBoard: true }).state;
}

function cast(state: CombatState, who: string, spell: string, target: string): Step {
  const o = options(ruleset, turnOf(state, who)).find((x) => x.kind === "use" && x.use === `spells/${spell}`);
  if (!o) throw new Error(`${who} is not offered ${spell}`);
  return accept(turnOf(state, who), { option: o.id, targets: [target] });
}

const attacks = (events: readonly CombatEvent[]) =>
  events.filter((e): e is Extract<CombatEvent, { t: "attack" }> => e.t === "attack");

describe("1.406 defense floor", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
  });

  it("the bundled SRD, with Barkskin, Mage Armor and ac_mage_armor, validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("Mage Armor: the unarmored wizard's defense becomes 13 + Dexterity modifier, and the hit record shows the raise", () => {
    const wizard = knowing("wizard-1");
    const s = fight([wizard]);
    expect(defenseOf(ruleset, s, wizard.name)).toBe(12);
    const armored = cast(s, wizard.name, "mage-armor", wizard.name).state;
    expect(defenseOf(ruleset, armored, wizard.name)).toBe(15);
    // The goblin's scimitar against it: the attack says by how much the floor raised the defense.
    const goblin = turnOf(armored, "Goblin 1");
    const strike = options(ruleset, goblin).find(
      (o) => o.kind === "use" && !!o.targets?.candidates.includes(wizard.name),
    )!;
    const hit = accept(goblin, { option: strike.id, targets: [wizard.name] });
    const [a] = attacks(hit.events);
    expect(a).toMatchObject({ defense: 15, adjusted: 3 });
    expect(formatEvent(a!)).toContain("vs defense 15 (raised by 3)");
  });

  it("a floor never lowers: Mage Armor on a fighter in armor, Barkskin on a cleric in armor and shield", () => {
    const fighter = knowing("fighter-1");
    const cleric = knowing("cleric-3");
    const s = fight([fighter, cleric]);
    expect(defenseOf(ruleset, s, fighter.name)).toBe(17);
    expect(defenseOf(ruleset, s, cleric.name)).toBe(18);
    // The cleric casts both (a level-2 slot for Barkskin).
    const mage = cast(s, cleric.name, "mage-armor", fighter.name).state;
    expect(mage.combatants[fighter.name]!.conditions.map((c) => c.id)).toEqual(["mage-armor"]);
    expect(defenseOf(ruleset, mage, fighter.name)).toBe(17);
    const bark = cast(s, cleric.name, "barkskin", cleric.name).state;
    expect(bark.combatants[cleric.name]!.conditions.map((c) => c.id)).toEqual(["barkskin"]);
    expect(defenseOf(ruleset, bark, cleric.name)).toBe(18);
  });

  it("Barkskin raises a low defense to 16, after every other change: Shield of Faith's +2 does not lift it past the floor", () => {
    const wizard = knowing("wizard-3");
    const cleric = knowing("cleric-3");
    const s = fight([wizard, cleric]);
    const bark = cast(s, cleric.name, "barkskin", wizard.name).state;
    expect(defenseOf(ruleset, bark, wizard.name)).toBe(16);
    // 12 + 2 = 14 is still below the floor: 16, not 18.
    const faith = structuredClone(bark);
    faith.combatants[wizard.name]!.conditions.push({ id: "shield-of-faith" });
    expect(defenseOf(ruleset, faith, wizard.name)).toBe(16);
    // The floor lasts while it is in force: ended with the concentration, the wizard is back to 12.
    const ended = structuredClone(bark);
    ended.combatants[wizard.name]!.conditions = [];
    expect(defenseOf(ruleset, ended, wizard.name)).toBe(12);
  });

  it("creatures read const and abilityMod from their stat block", () => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    doc.combat.conditions.push({
      id: "stone-hide",
      label: "Stone hide",
      modifiers: [{ to: "defense", atLeast: { sum: [15, { abilityMod: "dex" }] } }],
    });
    const rules = load(doc).doc;
    const s = startCombat(rules, {
      seed: 1,
      party: [knowing("wizard-1")],
      enemies: ["creatures/goblin"],
      noBoard: true,
    });
    expect(defenseOf(rules, s.state, "Goblin 1")).toBe(15);
    // Each variant its own state: a state read once is never changed in place.
    const holding = (...ids: string[]) => {
      const state = structuredClone(s.state);
      for (const id of ids) state.combatants["Goblin 1"]!.conditions.push({ id });
      return defenseOf(rules, state, "Goblin 1");
    };
    expect(holding("barkskin")).toBe(16);
    // Dexterity 14: 15 + 2.
    expect(holding("barkskin", "stone-hide")).toBe(17);
  });
});

describe("1.406 validation", () => {
  const withCondition = (modifier: unknown, capabilityApi = "1.406") => {
    const doc = structuredClone(srd5e) as unknown as { capabilityApi: string; combat: { conditions: unknown[] } };
    doc.capabilityApi = capabilityApi;
    const at = `combat.conditions[${doc.combat.conditions.length}]`;
    doc.combat.conditions.push({ id: "floored", label: "Floored", modifiers: [modifier] });
    // Only what is said of the added condition: the SRD's own content may need later versions than `capabilityApi`.
    return validate(doc).issues.filter((i) => i.path.startsWith(at));
  };
  const at = (issues: { code: string }[]) => issues.map((i) => i.code);

  it("a floor alone on a defense modifier is accepted, a number or a sheet value", () => {
    expect(withCondition({ to: "defense", atLeast: 16 })).toEqual([]);
    expect(withCondition({ to: "defense", atLeast: { derived: "ac_mage_armor" } })).toEqual([]);
  });

  it("needs 1.406", () => {
    const doc = structuredClone(srd5e) as unknown as { capabilityApi: string };
    doc.capabilityApi = "1.317";
    const codes = validate(doc).issues.map((i) => [i.code, i.capability]);
    expect(codes).toContainEqual(["needs-version", "1.406"]);
  });

  it("refuses a floor on anything but defense, a value of the wrong type, and a derived value that does not exist", () => {
    expect(at(withCondition({ to: "attacks", atLeast: 16 }))).toEqual(["not-allowed"]);
    expect(at(withCondition({ to: "defense", atLeast: "16" }))).toEqual(["wrong-type"]);
    expect(at(withCondition({ to: "defense", atLeast: { derived: "ac_nothing" } }))).toEqual(["bad-reference"]);
  });
});
