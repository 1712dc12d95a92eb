// 1.421 — Amending extra healing: "An amendment's `"healAdd": {"add"?, "perLevel"?, "fromLevel"?}` makes the entries
// it amends heal each creature they heal by that much more: `add`, read from the holder's sheet, plus `perLevel`
// for each level the entry was paid at; entries paid at a level below `fromLevel` get no extra healing. Its
// `"healsSelf"` uses the same form and, when the entry heals someone other than the holder, heals the holder too,
// only once per use. 5e's Disciple of Life is written `{"catalogs": ["spells"], "healAdd": {"add": {"const": 2},
// "perLevel": 1, "fromLevel": 1}}`; Blessed Healer puts the same content in `healsSelf`." Most cases name Cure Wounds
// and Mass Healing Word by entry (1.302); the last writes the reference's form, by catalog (1.414).
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  choose,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import type { Candidate } from "../../src/director/candidate.js";
import { effectWorth } from "../../src/director/plugins.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Tamsin (Fighter 5)";
const HEAL = { add: { const: 2 }, perLevel: 1, fromLevel: 1 };
const HEALERS = ["spells/cure-wounds", "spells/mass-healing-word"];

type Doc = { catalogs: Record<string, { entries: unknown[] }> };

function withFeatures(features: { id: string; name: string; amends: unknown[] }[]): Doc {
  const doc = { ...(structuredClone(srd5e) as unknown as Doc), capabilityApi: srd5e.capabilityApi };
  for (const f of features)
    doc.catalogs["features"]!.entries.push({
      id: f.id,
      name: f.name,
      mechanics: { kind: "utility", amends: f.amends },
    });
  return doc;
}

const byEntry = (key: "healAdd" | "healsSelf", heal: unknown = HEAL) =>
  HEALERS.map((entry) => ({ entry, [key]: heal }));

let ruleset: RulesetDoc;
const cleric = (features: string[]): SheetData => {
  const sheet = srd5eCharacter("cleric-5");
  return { ...sheet, lists: { ...sheet.lists, features: features.map((f) => ({ entry: `features/${f}` })) } };
};

function accept(state: CombatState, choice: Choice): Step {
  const r = choose(ruleset, state, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

function clericTurn(features: string[]): CombatState {
  const start = startCombat(ruleset, {
    seed: 5,
    party: [cleric(features), srd5eCharacter("fighter-5")],
    enemies: ["creatures/goblin"],
    noBoard: true,
  }).state;
  const s = structuredClone(start);
  s.turn = s.order.indexOf(CLERIC);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  s.combatants[FIGHTER]!.hp = 1;
  s.combatants[CLERIC]!.hp = 5;
  return s;
}

const option = (state: CombatState, use: string) =>
  options(ruleset, state).find((o) => o.kind === "use" && o.use === use)!;
const heals = (events: readonly CombatEvent[], who: string) =>
  events.filter((e): e is Extract<CombatEvent, { t: "heal" }> => e.t === "heal" && e.who === who);

describe("1.421 Disciple of Life and Blessed Healer", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(
      withFeatures([
        { id: "disciple-of-life", name: "Disciple of Life", amends: byEntry("healAdd") },
        { id: "blessed-healer", name: "Blessed Healer", amends: byEntry("healsSelf") },
        {
          id: "high-disciple",
          name: "High Disciple",
          amends: byEntry("healAdd", { add: { const: 2 }, perLevel: 1, fromLevel: 2 }),
        },
      ]),
    );
  });

  it("Disciple of Life heals 2 + the level paid at more (a 1st-level slot: 3; a 2nd: 4)", () => {
    for (const [pool, extra] of [
      ["slot_1", 3],
      ["slot_2", 4],
    ] as const) {
      const state = clericTurn(["disciple-of-life"]);
      const step = accept(state, { option: option(state, "spells/cure-wounds").id, targets: [FIGHTER], pay: pool });
      const [healed] = heals(step.events, FIGHTER);
      expect(healed!.amount).toBe(healed!.dice!.total + extra);
    }
  });

  it("an entry paid below fromLevel gets no extra healing", () => {
    const state = clericTurn(["high-disciple"]);
    const step = accept(state, {
      option: option(state, "spells/cure-wounds").id,
      targets: [FIGHTER],
      pay: "slot_1",
    });
    const [healed] = heals(step.events, FIGHTER);
    expect(healed!.amount).toBe(healed!.dice!.total);
  });

  it("every creature a heal reaches gets the extra healing", () => {
    const state = clericTurn(["disciple-of-life"]);
    const step = accept(state, {
      option: option(state, "spells/mass-healing-word").id,
      targets: [FIGHTER, CLERIC],
      pay: "slot_3",
    });
    for (const who of [FIGHTER, CLERIC]) {
      const [healed] = heals(step.events, who);
      expect(healed!.amount).toBe(healed!.dice!.total + 5);
    }
  });

  it("Blessed Healer heals the cleric 2 + the level when healing another, once a use", () => {
    const state = clericTurn(["blessed-healer"]);
    const step = accept(state, { option: option(state, "spells/cure-wounds").id, targets: [FIGHTER], pay: "slot_2" });
    expect(heals(step.events, CLERIC)).toEqual([expect.objectContaining({ amount: 4, source: CLERIC })]);
    expect(step.state.combatants[CLERIC]!.hp).toBe(9);

    const mass = clericTurn(["blessed-healer"]);
    const both = accept(mass, {
      option: option(mass, "spells/mass-healing-word").id,
      targets: [CLERIC, FIGHTER],
      pay: "slot_3",
    });
    // The cleric's own share of the spell, then Blessed Healer's 5 once (not once per one healed).
    expect(heals(both.events, CLERIC).map((h) => h.dice === undefined)).toEqual([false, true]);
    expect(heals(both.events, CLERIC)[1]!.amount).toBe(5);
  });

  it("Blessed Healer gives nothing when the cleric heals only themself", () => {
    const state = clericTurn(["blessed-healer"]);
    const step = accept(state, { option: option(state, "spells/cure-wounds").id, targets: [CLERIC], pay: "slot_1" });
    expect(heals(step.events, CLERIC)).toHaveLength(1);
  });

  it("the director weighs the extra healing, and the healer's own", () => {
    const worth = (features: string[]) => {
      const state = clericTurn(features);
      const o = option(state, "spells/cure-wounds");
      const scene = makeScene(ruleset, state, options(ruleset, state));
      const use = usesOf(ruleset, state, state.combatants[CLERIC]!).find((u) => u.id === o.use)!;
      const cand: Candidate = {
        choice: { option: o.id, targets: [FIGHTER], pay: "slot_1" },
        option: o,
        use,
        targets: [state.combatants[FIGHTER]!],
        payment: o.payments![0],
        steps: 0,
      };
      return effectWorth(scene, cand);
    };
    expect(worth([])).toBe(0);
    expect(worth(["disciple-of-life"])).toBeGreaterThan(0);
    expect(worth(["blessed-healer"])).toBeGreaterThan(0);
  });
});

describe("1.421 as the reference writes it", () => {
  it("Disciple of Life over the whole spells catalog (1.414) heals every healing spell more", async () => {
    await withGeometry();
    ruleset = loadedDoc(
      withFeatures([
        { id: "disciple-of-life", name: "Disciple of Life", amends: [{ catalogs: ["spells"], healAdd: HEAL }] },
      ]),
    );
    for (const spell of HEALERS) {
      const state = clericTurn(["disciple-of-life"]);
      const targets = spell === "spells/cure-wounds" ? [FIGHTER] : [FIGHTER, CLERIC];
      const step = accept(state, { option: option(state, spell).id, targets, pay: "slot_3" });
      const [healed] = heals(step.events, FIGHTER);
      expect(healed!.amount).toBe(healed!.dice!.total + 5);
    }
  });
});
