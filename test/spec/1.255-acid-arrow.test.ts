// 1.255 — Acid Arrow: "An entry with `halfOnMiss: true` (it must have `attackRoll` and an `amount`) still deals half
// its damage on a miss, its clauses' damage too, but nothing else it does on a hit. An `applies` item's
// `harmsPerCostStep` (`{ "dice": "1d4" }`) makes that condition's `harms` deal that much more for each higher cost
// step the condition was applied at: Acid Arrow's later acid damage, 1d4 more for each slot level above 2nd."
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState } from "../../src/combat/index.js";
import type { CreatureDef, EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

/** The SRD with goblins whose armor class is `defense` (1: every roll but a natural 1 hits; 30: only a 20 does). */
const goblinsAt = (defense: number) =>
  loadedDoc(editEntry<CreatureDef>(srd5e as RulesetDoc, "creatures/goblin", (e) => ({ ...e, defense })));

/** Tough goblins: they live through the arrow and its burn. */
const tough = (s: CombatState) => {
  for (const id of goblinIds(s)) s.combatants[id]!.hp = 80;
};

describe("1.255 Acid Arrow", () => {
  let hits: RulesetDoc;
  let misses: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    hits = goblinsAt(1);
    misses = goblinsAt(30);
  });

  const cast = (doc: RulesetDoc, seed: number, pay?: string) => {
    const s = sorcererTurn(doc, { sorcerer: [2, 5], goblins: [[8, 5]], seed }, sorcererSheet(["acid-arrow"]), tough);
    const [goblin] = goblinIds(s);
    const arrow = spellOption(doc, s, "acid-arrow")!;
    return {
      goblin: goblin!,
      step: acceptIn(doc, s, { option: arrow.id, targets: [goblin!], ...(pay ? { pay } : {}) }),
    };
  };

  it("a hit deals 4d4 acid, and 2d4 more at the end of the target's next turn, then the burn is gone", () => {
    const { goblin, step } = cast(hits, 2);
    expect(eventsOf(step.events, "attack")[0]!.result).toBe("hit");
    const first = eventsOf(step.events, "damage").find((d) => d.who === goblin)!;
    expect(first.type).toBe("acid");
    expect(first.dice!.dice).toHaveLength(4);
    expect(step.state.combatants[goblin]!.conditions.map((c) => c.id)).toContain("acid-arrow");
    const later = endUntilIn(hits, step, SORCERER);
    const harm = eventsOf(later.events, "condition-harms");
    expect(harm).toEqual([{ t: "condition-harms", who: goblin, condition: "acid-arrow", stacks: 1 }]);
    const burn = eventsOf(later.events, "damage").filter((d) => d.who === goblin && d.type === "acid");
    expect(burn).toHaveLength(1);
    expect(burn[0]!.dice!.dice).toHaveLength(2);
    expect(later.state.combatants[goblin]!.conditions.map((c) => c.id)).not.toContain("acid-arrow");
  });

  it("at a 3rd-level slot both grow by 1d4: 5d4 now, 3d4 later", () => {
    const { goblin, step } = cast(hits, 2, "slot_3");
    expect(eventsOf(step.events, "damage").find((d) => d.who === goblin)!.dice!.dice).toHaveLength(5);
    const later = endUntilIn(hits, step, SORCERER);
    const burn = eventsOf(later.events, "damage").filter((d) => d.who === goblin && d.type === "acid");
    expect(burn[0]!.dice!.dice).toHaveLength(3);
  });

  it("a miss deals half the first damage and nothing later", () => {
    let seen = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const { goblin, step } = cast(misses, seed);
      if (eventsOf(step.events, "attack")[0]!.result !== "miss") continue;
      seen++;
      const dmg = eventsOf(step.events, "damage").filter((d) => d.who === goblin);
      expect(dmg).toHaveLength(1);
      expect(dmg[0]!.why).toBe("halved");
      expect(dmg[0]!.taken).toBe(Math.floor(dmg[0]!.dice!.total / 2));
      expect(step.state.combatants[goblin]!.conditions.map((c) => c.id)).not.toContain("acid-arrow");
      const later = endUntilIn(misses, step, SORCERER);
      expect(eventsOf(later.events, "condition-harms")).toEqual([]);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("the director counts the half a miss still deals", async () => {
    const { useCandidates } = await import("../../src/director/candidates.js");
    const { effectOf } = await import("../../src/director/effect.js");
    const { makeScene } = await import("../../src/director/scene.js");
    const { options } = await import("../../src/combat/index.js");
    const worth = (doc: RulesetDoc) => {
      const s = sorcererTurn(doc, { sorcerer: [2, 5], goblins: [[8, 5]] }, sorcererSheet(["acid-arrow"]), tough);
      const scene = makeScene(doc, s, options(doc, s));
      return effectOf(scene, useCandidates(scene, spellOption(doc, s, "acid-arrow")!)[0]!);
    };
    const plain = loadedDoc(
      editEntry<EntryDef>(misses, "spells/acid-arrow", (e) => ({
        ...e,
        mechanics: { ...e.mechanics!, halfOnMiss: false },
      })),
    );
    expect(worth(misses)).toBeGreaterThan(worth(plain));
  });

  it("refuses halfOnMiss without attackRoll or amount", () => {
    const doc = editEntry<EntryDef>(srd5e as RulesetDoc, "spells/fireball", (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, halfOnMiss: true },
    }));
    const issues = validate(doc).issues.filter((i) => i.path.endsWith("halfOnMiss"));
    expect(issues.map((i) => i.code)).toEqual(["missing"]);
    expect(issues[0]!.message).toMatch(/attackRoll/);
    const noAmount = editEntry<EntryDef>(srd5e as RulesetDoc, "spells/acid-arrow", (e) => {
      const { amount: _a, perCostStep: _p, ...m } = e.mechanics!;
      return { ...e, mechanics: m };
    });
    const none = validate(noAmount).issues.filter((i) => i.path.endsWith("halfOnMiss"));
    expect(none.map((i) => i.code)).toEqual(["missing"]);
    expect(none[0]!.message).toMatch(/amount/);
  });
});
