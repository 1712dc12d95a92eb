// 1.392 — Shapeshifting, on a creature's action (Change Shape): "`"own"` keeps the holder's own health (Change
// Shape) … `keeps` names the holder's own actions to keep (action IDs …); `keepsSaves` and `keepsChecks` keep the
// holder's own numbers for those." A goblin boss that turns itself into the SRD's wolf, keeping its scimitar, its
// Wisdom save and its Stealth.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, startCombat } from "../../src/combat/index.js";
import { checkBonus, defense, saveBonus, speed } from "../../src/combat/stats.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const BOSS = "Goblin Boss 1";
const FIGHTER = "Bram (Fighter 1)";

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

type Doc = {
  combat: { conditions: unknown[] };
  catalogs: { creatures: { entries: { id: string; actions: unknown[]; skills?: Record<string, number> }[] } };
};

function changeShapeDoc(): RulesetDoc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  doc.combat.conditions.push({
    id: "changed",
    label: "Changed Shape",
    shape: { health: "own", keeps: ["scimitar"], keepsSaves: ["wis_save"], keepsChecks: ["stealth"], revert: "action" },
  });
  const boss = doc.catalogs.creatures.entries.find((e) => e.id === "goblin-boss")!;
  boss.actions.push({
    id: "change-shape",
    name: "Change Shape",
    budget: "action",
    self: true,
    forms: {
      into: ["creatures/wolf", "creatures/brown-bear", "creatures/giant-boar"],
      upTo: { filter: "cr", targetLevel: 0 },
    },
    applies: [{ condition: "changed" }],
  });
  return loadedDoc(doc);
}

let ruleset: RulesetDoc;

function bossTurn(): CombatState {
  const start = startCombat(ruleset, {
    seed: 2,
    party: [srd5eCharacter("fighter-1")],
    enemies: ["creatures/goblin-boss"],
    noBoard: true,
  }).state;
  return turnIn(start, BOSS);
}

describe("1.392 shapeshifting: a creature's Change Shape, keeping its own health", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = changeShapeDoc();
  });

  it("its own CR limits the forms it can take: a wolf or a brown bear (CR 1), never the giant boar (CR 2)", () => {
    const s = bossTurn();
    const wolf = options(ruleset, s).find((o) => o.label === "Change Shape: Wolf")!;
    expect(wolf.id).toBe("use:action:change-shape#form-creatures-wolf");
    expect(wolf.targets?.candidates).toEqual([BOSS]);
    expect(options(ruleset, s).find((o) => o.label === "Change Shape: Brown Bear")?.targets?.candidates).toEqual([
      BOSS,
    ]);
    expect(options(ruleset, s).some((o) => o.label === "Change Shape: Giant Boar")).toBe(false);
  });

  it("as a wolf: the wolf's defense, speed, bite and Dexterity save; its own health, scimitar, Wisdom save and Stealth", () => {
    const s = bossTurn();
    const hp = s.combatants[BOSS]!.hp;
    const wolf = options(ruleset, s).find((o) => o.label === "Change Shape: Wolf")!;
    const step = accept(ruleset, s, { option: wolf.id, targets: [BOSS] });
    const me = step.state.combatants[BOSS]!;
    expect(me).toMatchObject({ hp, status: "standing" });
    expect(of(step.events, "shapeshift")[0]).toEqual({
      t: "shapeshift",
      who: BOSS,
      form: "creatures/wolf",
      name: "Wolf",
    });
    expect(defense(ruleset, step.state, me)).toBe(13);
    expect(speed(ruleset, step.state, me)).toBe(40);
    // The wolf's Dexterity (15: +2) against the boss's (14: +2) is the same; its Strength (12: +1) is not (10: +0).
    expect(saveBonus(ruleset, step.state, me, "str_save")).toBe(1);
    // Kept: the boss's own Wisdom (8: -1), not the wolf's (12: +1); its Stealth +6, not the wolf's +4.
    expect(saveBonus(ruleset, step.state, me, "wis_save")).toBe(-1);
    expect(checkBonus(ruleset, step.state, me, "stealth")).toBe(6);
    // Not kept: the wolf's Perception +3.
    expect(checkBonus(ruleset, step.state, me, "perception")).toBe(3);
    const t = turnIn(step.state, BOSS);
    const labels = options(ruleset, t)
      .filter((o) => o.kind === "use")
      .map((o) => o.label);
    expect(labels).toEqual(["Bite", "Scimitar"]);
  });

  it("with its own health, a drop to 0 fells the creature itself: no layer to shed", () => {
    const s = bossTurn();
    const wolf = options(ruleset, s).find((o) => o.label === "Change Shape: Wolf")!;
    const shaped = accept(ruleset, s, { option: wolf.id, targets: [BOSS] });
    for (let seed = 1; seed < 100; seed++) {
      const t = turnIn(shaped.state, FIGHTER, (x) => {
        x.combatants[BOSS]!.hp = 1;
        x.rng = startCombat(ruleset, {
          seed,
          party: [srd5eCharacter("fighter-1")],
          enemies: [],
          noBoard: true,
        }).state.rng;
      });
      const sword = options(ruleset, t).find((o) => o.kind === "use" && o.label === "Greatsword")!;
      const step = accept(ruleset, t, { option: sword.id, targets: [BOSS] });
      if (!of(step.events, "damage").length) continue;
      expect(step.state.combatants[BOSS]!.status).toBe("dead");
      expect(of(step.events, "shape-ends").filter((e) => e.why === "dropped")).toEqual([]);
      return;
    }
    throw new Error("the fighter never hit");
  });

  it("reverting spends the action `revert` names", () => {
    const s = bossTurn();
    const wolf = options(ruleset, s).find((o) => o.label === "Change Shape: Wolf")!;
    const shaped = accept(ruleset, s, { option: wolf.id, targets: [BOSS] });
    const t = turnIn(shaped.state, BOSS);
    const revert = options(ruleset, t).find((o) => o.label === "Revert from Wolf")!;
    expect(revert).toMatchObject({ kind: "standard", budget: "action" });
    const step = accept(ruleset, t, { option: revert.id });
    expect(step.state.combatants[BOSS]!.conditions).toEqual([]);
    expect(step.state.combatants[BOSS]!.budgets.action).toBe(0);
    expect(defense(ruleset, step.state, step.state.combatants[BOSS]!)).toBe(17);
  });
});
