// 1.258 — Diseases, with 1.260's settling at the end of a fight: Contagion's until-save condition is saved against
// at the end of each of the holder's turns, three successes shake it off and three failures worsen it into
// blinding sickness (no timer, no saves); when the fight ends its remaining saves are rolled out; Lesser
// Restoration ends one disease; Divine Health makes its holder immune to every disease.
import { describe, expect, it } from "vitest";
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  choose,
  type Step,
  settleSheets,
  startCombat,
} from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { ruleset as base, cleric, fighter, of, wizard } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import { CURE_CONDITIONS, DISEASE_SPELLS } from "./fixtures/diseases.js";

const ruleset = loadedDoc({
  ...base,
  capabilityApi: "1.260",
  catalogs: {
    ...base.catalogs!,
    spells: {
      ...base.catalogs!["spells"]!,
      entries: [...base.catalogs!["spells"]!.entries, ...DISEASE_SPELLS],
    },
  },
  combat: {
    ...base.combat!,
    conditions: [
      ...base.combat!.conditions!,
      ...CURE_CONDITIONS,
      {
        id: "contagion",
        label: "Contagion",
        kinds: ["disease"],
        modifiers: [{ to: "attacks", mode: "disadvantage" }],
      },
      { id: "blinding_sickness", label: "Blinding sickness", kinds: ["disease"], effects: ["attacks-disadvantage"] },
      { id: "divine_health", label: "Divine Health", conditionImmunities: ["disease"] },
    ],
  },
});

const caster: SheetData = { ...wizard, lists: { spells: [{ entry: "spells/contagion" }] } };
const healer: SheetData = { ...cleric, lists: { spells: [{ entry: "spells/lesser-restoration" }] } };

function accept(s: CombatState, choice: Choice): Step {
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

function turnOf(who: string, party: SheetData[], seed: number, fn: (s: CombatState) => void = () => {}) {
  const s = structuredClone(startCombat(ruleset, { party, enemies: ["monsters/goblin"], seed }).state);
  s.turn = s.order.indexOf(who);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  fn(s);
  return s;
}

const contagionSaves = (events: readonly CombatEvent[]) => of(events, "save").filter((e) => e.why === "ends contagion");
const ids = (s: CombatState, who: string) => s.combatants[who]!.conditions.map((c) => c.id);

/** Checks the tally: the condition ended after the third success, or worsened after the third failure. */
function expectSettled(events: readonly CombatEvent[], s: CombatState, who: string): "shaken" | "taken" {
  const saves = contagionSaves(events);
  const successes = saves.filter((e) => e.success).length;
  const failures = saves.length - successes;
  expect(ids(s, who)).not.toContain("contagion");
  if (successes === 3) {
    expect(failures).toBeLessThan(3);
    expect(saves.at(-1)!.success).toBe(true);
    expect(ids(s, who)).not.toContain("blinding_sickness");
    return "shaken";
  }
  expect(failures).toBe(3);
  expect(successes).toBeLessThan(3);
  expect(of(events, "worsened")).toEqual([
    { t: "worsened", who, condition: "contagion", becomes: "blinding_sickness" },
  ]);
  const sickness = s.combatants[who]!.conditions.find((c) => c.id === "blinding_sickness")!;
  expect(sickness.remaining).toBeUndefined();
  expect(sickness.saveEnds).toBeUndefined();
  return "taken";
}

describe("1.258 Contagion", () => {
  it("a hit gives the until-save condition; the goblin's turn-end saves count three each way", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = turnOf("Wizard", [caster], seed, (x) => {
        x.combatants["Goblin 1"]!.hp = 999;
        x.combatants["Goblin 1"]!.maxHp = 999;
      });
      const cast = accept(s, { option: "use:spells/contagion", targets: ["Goblin 1"] });
      if (of(cast.events, "attack")[0]!.result === "miss") continue;
      const cond = cast.state.combatants["Goblin 1"]!.conditions.find((c) => c.id === "contagion")!;
      expect(cond.saveEnds).toMatchObject({ save: "con_save", at: "turn-end" });
      let step = cast;
      const events: CombatEvent[] = [];
      for (let n = 0; n < 40 && ids(step.state, "Goblin 1").includes("contagion"); n++) {
        step = accept(step.state, { option: "end" });
        events.push(...step.events);
      }
      expect(contagionSaves(events).length).toBeGreaterThanOrEqual(3);
      expect(contagionSaves(events).length).toBeLessThanOrEqual(5);
      expectSettled(events, step.state, "Goblin 1");
      return;
    }
    throw new Error("Contagion never hit");
  });

  it("when the fight ends (won or fled) the holder's remaining saves are rolled out before the outcome", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const fled = seed % 2 === 0;
      const s = turnOf("Fighter", [caster, fighter], seed, (x) => {
        // The wizard's own Contagion caught the fighter; the wizard is out of the fight (fled) when the rest flee.
        if (fled) x.combatants["Wizard"]!.status = "fled";
        x.combatants["Fighter"]!.conditions.push({
          id: "contagion",
          source: "Wizard",
          by: "spells/contagion",
          saveEnds: { save: "con_save", difficulty: 14, at: "turn-end" },
          tally: { successes: 0, failures: 1 },
        });
        x.combatants["Goblin 1"]!.hp = 1;
      });
      let step: Step;
      if (fled) step = accept(s, { option: "flee" });
      else {
        step = accept(s, { option: "use:gear/longsword", targets: ["Goblin 1"] });
        if (!step.state.outcome) continue;
      }
      expect(step.state.outcome).toBe(fled ? "fled" : "won");
      expect(step.events.at(-1)!.t).toBe("outcome");
      const outcome = seed % 2 === 0 ? "fled" : "won";
      const saves = contagionSaves(step.events);
      expect(saves.every((e) => e.difficulty === 14)).toBe(true);
      // One failure was already counted: at most 2 more failures, or 3 successes.
      const failures = saves.filter((e) => !e.success).length;
      const result = failures === 2 ? "taken" : "shaken";
      expect(saves.length).toBeLessThanOrEqual(4);
      if (result === "taken") expect(ids(step.state, "Fighter")).toEqual(["blinding_sickness"]);
      else expect(ids(step.state, "Fighter")).toEqual([]);
      seen.add(`${outcome}:${result}`);
      // The sheet goes on from the fight: the disease that took hold lasts beyond it.
      const sheet = settleSheets(ruleset, step.state)["Fighter"]!;
      expect(sheet.live?.conditions ?? []).toEqual(result === "taken" ? ["blinding_sickness"] : []);
      expect(sheet.live?.pools?.["hp"]).toBe(step.state.combatants["Fighter"]!.hp);
    }
    expect([...seen].some((x) => x.endsWith("taken"))).toBe(true);
    expect([...seen].some((x) => x.endsWith("shaken"))).toBe(true);
    expect([...seen].some((x) => x.startsWith("fled"))).toBe(true);
  });

  it("a condition with no timer is not lifted at the end of the fight", () => {
    const s = turnOf("Fighter", [fighter], 3, (x) => {
      x.combatants["Fighter"]!.conditions.push({ id: "blinding_sickness" });
      x.combatants["Goblin 1"]!.status = "dead";
      x.combatants["Goblin 1"]!.hp = 0;
    });
    const end = accept(s, { option: "end" });
    expect(end.state.outcome).toBe("won");
    expect(ids(end.state, "Fighter")).toEqual(["blinding_sickness"]);
  });
});

describe("1.258 Lesser Restoration and Divine Health", () => {
  it("Lesser Restoration ends one disease, by its kind, before poison", () => {
    const s = turnOf("Cleric", [healer, fighter], 1, (x) => {
      x.combatants["Fighter"]!.conditions.push({ id: "poisoned" }, { id: "blinding_sickness" });
    });
    const r = accept(s, { option: "use:spells/lesser-restoration", targets: ["Fighter"] });
    expect(of(r.events, "condition-ended")).toEqual([
      { t: "condition-ended", who: "Fighter", condition: "blinding_sickness", why: "Lesser Restoration" },
    ]);
    expect(ids(r.state, "Fighter")).toEqual(["poisoned"]);
  });

  it("Divine Health: its holder never catches a disease", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = turnOf("Wizard", [caster, fighter], seed, (x) => {
        x.combatants["Goblin 1"]!.conditions.push({ id: "divine_health" });
        x.combatants["Goblin 1"]!.hp = 999;
      });
      const cast = accept(s, { option: "use:spells/contagion", targets: ["Goblin 1"] });
      if (of(cast.events, "attack")[0]!.result === "miss") continue;
      expect(of(cast.events, "condition")).toEqual([]);
      expect(ids(cast.state, "Goblin 1")).toEqual(["divine_health"]);
      return;
    }
    throw new Error("Contagion never hit");
  });
});
