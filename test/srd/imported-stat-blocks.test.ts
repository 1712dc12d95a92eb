// Spot checks of the 5e-database import against the printed SRD 5.1 stat blocks: for monsters from challenge
// 1/4 to 30, the to-hit bonuses, damage dice, save difficulties, areas, recharges, Multiattacks, legendary
// costs and spellcasting numbers are those printed (the numbers below are copied from the stat blocks).
import { describe, expect, it } from "vitest";
import type { CreatureActionDef, CreatureDef } from "../../src/ruleset/index.js";
import { importedCreature, importReport } from "./imported.js";

type Action = CreatureActionDef;

function action(creature: CreatureDef, name: string): Action {
  const found = creature.actions.find((a) => a.name === name);
  if (!found) throw new Error(`${creature.id} has no action ${name}`);
  return found;
}

/** A melee or ranged attack: to hit, reach or range, and its damage parts ("2d10+6 piercing", "1d6 fire"). */
function attack(
  id: string,
  name: string,
  toHit: number,
  where: { reach?: number; range?: number },
  ...parts: string[]
) {
  const a = action(importedCreature(id), name);
  expect(a.toHit, `${id} ${name} to hit`).toBe(toHit);
  if (where.reach !== undefined) expect(a).toMatchObject({ melee: true, reach: where.reach });
  if (where.range !== undefined) expect(a.range, `${id} ${name} range`).toBe(where.range);
  const written = [a.damage, ...((a.plus as unknown[]) ?? [])].map((p) => {
    const d = p as { dice?: string; flat?: number; type: string };
    return `${d.dice ?? ""}${d.flat ? `+${d.flat}` : ""} ${d.type}`;
  });
  expect(written, `${id} ${name} damage`).toEqual(parts);
}

/** A saving-throw action: save, difficulty, outcome on a success, damage, and its area. */
function saveAction(
  id: string,
  name: string,
  save: string,
  dc: number,
  damage: string,
  area: Record<string, unknown>,
  extra: Partial<Action> = {},
) {
  const a = action(importedCreature(id), name);
  expect(a.save, `${id} ${name} save`).toMatchObject({ save, difficulty: dc });
  const d = a.damage as { dice?: string; flat?: number; type: string };
  expect(`${d.dice}${d.flat ? `+${d.flat}` : ""} ${d.type}`, `${id} ${name} damage`).toBe(damage);
  expect(a.area, `${id} ${name} area`).toEqual(area);
  expect(a).toMatchObject(extra);
}

const cost = (id: string, name: string) => (action(importedCreature(id), name).signature as { cost: number }).cost;
const recharge5 = { recharge: { dice: "1d6", on: 5 } };

describe("imported stat blocks match the printed SRD", () => {
  it("goblin (1/4), skeleton (1/4), zombie (1/4), wolf (1/4), acolyte (1/4)", () => {
    attack("goblin", "Scimitar", 4, { reach: 5 }, "1d6+2 slashing");
    attack("goblin", "Shortbow", 4, { range: 80 }, "1d6+2 piercing");
    attack("skeleton", "Shortsword", 4, { reach: 5 }, "1d6+2 piercing");
    attack("skeleton", "Shortbow", 4, { range: 80 }, "1d6+2 piercing");
    attack("zombie", "Slam", 3, { reach: 5 }, "1d6+1 bludgeoning");
    attack("wolf", "Bite", 4, { reach: 5 }, "2d4+2 piercing");
    attack("acolyte", "Club", 2, { reach: 5 }, "1d4 bludgeoning");
    expect(importedCreature("acolyte").spellcasting).toMatchObject({
      toHit: 4,
      difficulty: 12,
      fields: { level: 1 },
      pools: { slot_1: 3 },
    });
  });

  it("orc (1/2), hobgoblin (1/2), bugbear (1): thrown weapons in melee and at range", () => {
    attack("orc", "Greataxe", 5, { reach: 5 }, "1d12+3 slashing");
    attack("orc", "Javelin", 5, { reach: 5 }, "1d6+3 piercing");
    attack("orc", "Javelin (ranged)", 5, { range: 30 }, "1d6+3 piercing");
    attack("hobgoblin", "Longsword", 3, { reach: 5 }, "1d8+1 slashing");
    attack("hobgoblin", "Longbow", 3, { range: 150 }, "1d8+1 piercing");
    attack("bugbear", "Morningstar", 4, { reach: 5 }, "2d8+2 piercing");
    // 2d6 + 2 in melee, 1d6 + 2 at range.
    attack("bugbear", "Javelin", 4, { reach: 5 }, "2d6+2 piercing");
    attack("bugbear", "Javelin (ranged)", 4, { range: 30 }, "1d6+2 piercing");
  });

  it("ogre (2), gelatinous cube (2), hell hound (3), owlbear (3), manticore (3), minotaur (3), mummy (3)", () => {
    attack("ogre", "Greatclub", 6, { reach: 5 }, "2d8+4 bludgeoning");
    attack("ogre", "Javelin (ranged)", 6, { range: 30 }, "2d6+4 piercing");
    attack("gelatinous-cube", "Pseudopod", 4, { reach: 5 }, "3d6 acid");
    attack("hell-hound", "Bite", 5, { reach: 5 }, "1d8+3 piercing", "2d6 fire");
    saveAction("hell-hound", "Fire Breath", "dex_save", 12, "6d6 fire", { shape: "cone", size: 15 }, recharge5);
    attack("owlbear", "Beak", 7, { reach: 5 }, "1d10+5 piercing");
    attack("owlbear", "Claws", 7, { reach: 5 }, "2d8+5 slashing");
    expect(action(importedCreature("owlbear"), "Multiattack").sequence).toEqual(["beak", "claws"]);
    attack("manticore", "Bite", 5, { reach: 5 }, "1d8+3 piercing");
    attack("manticore", "Tail Spike", 5, { range: 100 }, "1d8+3 piercing");
    attack("minotaur", "Greataxe", 6, { reach: 5 }, "2d12+4 slashing");
    attack("minotaur", "Gore", 6, { reach: 5 }, "2d8+4 piercing");
    attack("mummy", "Rotting Fist", 5, { reach: 5 }, "2d6+3 bludgeoning", "3d6 necrotic");
  });

  it("troll (5), hill giant (5), chimera (6), mage (6): Multiattacks and their options", () => {
    attack("troll", "Bite", 7, { reach: 5 }, "1d6+4 piercing");
    attack("troll", "Claw", 7, { reach: 5 }, "2d6+4 slashing");
    expect(action(importedCreature("troll"), "Multiattack").sequence).toEqual(["bite", { action: "claw", count: 2 }]);
    attack("hill-giant", "Greatclub", 8, { reach: 10 }, "3d8+5 bludgeoning");
    attack("hill-giant", "Rock", 8, { range: 60 }, "3d10+5 bludgeoning");
    expect(action(importedCreature("hill-giant"), "Multiattack").sequence).toEqual([{ action: "greatclub", count: 2 }]);
    attack("chimera", "Horns", 7, { reach: 5 }, "1d12+4 bludgeoning");
    saveAction("chimera", "Fire Breath", "dex_save", 15, "7d8 fire", { shape: "cone", size: 15 }, recharge5);
    // Three attacks, or the breath in place of the bite or the horns.
    const chimera = importedCreature("chimera").actions;
    expect(chimera.filter((a) => a.sequence).map((a) => a.sequence)).toEqual([
      ["bite", "horns", "claws"],
      ["fire-breath", "horns", "claws"],
      ["bite", "fire-breath", "claws"],
    ]);
    expect(importedCreature("mage").spellcasting).toMatchObject({
      toHit: 6,
      difficulty: 14,
      fields: { level: 9 },
      pools: { slot_1: 4, slot_2: 3, slot_3: 3, slot_4: 3, slot_5: 1 },
    });
  });

  it("young blue (9) and young red (10) dragons", () => {
    attack("young-blue-dragon", "Bite", 9, { reach: 10 }, "2d10+5 piercing", "1d10 lightning");
    saveAction(
      "young-blue-dragon",
      "Lightning Breath",
      "dex_save",
      16,
      "10d10 lightning",
      { shape: "line", size: 60 },
      recharge5,
    );
    attack("young-red-dragon", "Bite", 10, { reach: 10 }, "2d10+6 piercing", "1d6 fire");
    attack("young-red-dragon", "Claw", 10, { reach: 5 }, "2d6+6 slashing");
    saveAction("young-red-dragon", "Fire Breath", "dex_save", 17, "16d6 fire", { shape: "cone", size: 30 }, recharge5);
  });

  it("adult blue (16), adult red (17) and ancient red (24) dragons: legendary costs and Wing Attack", () => {
    attack("adult-blue-dragon", "Tail", 12, { reach: 15 }, "2d8+7 bludgeoning");
    saveAction(
      "adult-blue-dragon",
      "Lightning Breath",
      "dex_save",
      19,
      "12d10 lightning",
      { shape: "line", size: 90 },
      recharge5,
    );
    attack("adult-red-dragon", "Bite", 14, { reach: 10 }, "2d10+8 piercing", "2d6 fire");
    attack("adult-red-dragon", "Tail", 14, { reach: 15 }, "2d8+8 bludgeoning");
    saveAction("adult-red-dragon", "Fire Breath", "dex_save", 21, "18d6 fire", { shape: "cone", size: 60 }, recharge5);
    saveAction(
      "adult-red-dragon",
      "Wing Attack",
      "dex_save",
      22,
      "2d6+8 bludgeoning",
      { shape: "burst", size: 10, around: true },
      { applies: [{ condition: "prone" }], move: { share: 0.5, speed: "fly" } },
    );
    for (const id of ["adult-blue-dragon", "adult-red-dragon", "ancient-red-dragon"]) {
      expect(cost(id, "Detect")).toBe(1);
      expect(cost(id, "Tail Attack")).toBe(1);
      expect(cost(id, "Wing Attack")).toBe(2);
      expect(importedCreature(id).legendaryResistance).toBe(3);
    }
    attack("ancient-red-dragon", "Bite", 17, { reach: 15 }, "2d10+10 piercing", "4d6 fire");
    attack("ancient-red-dragon", "Claw", 17, { reach: 10 }, "2d6+10 slashing");
    saveAction(
      "ancient-red-dragon",
      "Fire Breath",
      "dex_save",
      24,
      "26d6 fire",
      { shape: "cone", size: 90 },
      recharge5,
    );
    saveAction("ancient-red-dragon", "Wing Attack", "dex_save", 25, "2d6+10 bludgeoning", {
      shape: "burst",
      size: 15,
      around: true,
    });
  });

  it("balor (19), lich (21), tarrasque (30)", () => {
    attack("balor", "Longsword", 14, { reach: 10 }, "3d8+8 slashing", "3d8 lightning");
    attack("balor", "Whip", 14, { reach: 30 }, "2d6+8 slashing", "3d6 fire");
    attack("lich", "Paralyzing Touch", 12, { reach: 5 }, "3d6 cold");
    expect(cost("lich", "Cantrip")).toBe(1);
    expect(
      importedCreature("lich").actions.find((a) => a.name === "Paralyzing Touch" && a.signature)?.signature,
    ).toEqual({ cost: 2 });
    expect(importedCreature("lich").spellcasting).toMatchObject({
      toHit: 12,
      difficulty: 20,
      fields: { level: 18 },
      pools: { slot_1: 4, slot_2: 3, slot_3: 3, slot_4: 3, slot_5: 3 },
    });
    expect(importedCreature("lich").legendaryResistance).toBe(3);
    attack("tarrasque", "Bite", 19, { reach: 10 }, "4d12+10 piercing");
    attack("tarrasque", "Claw", 19, { reach: 15 }, "4d8+10 slashing");
    attack("tarrasque", "Horns", 19, { reach: 10 }, "4d10+10 piercing");
    attack("tarrasque", "Tail", 19, { reach: 20 }, "4d6+10 bludgeoning");
    expect(cost("tarrasque", "Attack (Claw)")).toBe(1);
    expect(cost("tarrasque", "Move")).toBe(1);
  });

  it("reports what each leaves out with a reference section, and calls complete only what leaves nothing out", () => {
    const byId = new Map(importReport.monsters.map((m) => [m.id, m]));
    expect(byId.get("young-red-dragon")).toMatchObject({ complete: true, gaps: [] });
    // The wolf's knock-down is a save made only on a hit; the lich's gaze is immune for a day after a save.
    expect(byId.get("wolf")?.gaps).toContainEqual({ part: "action Bite: a save made only on a hit", section: "none" });
    // 1.393: Pack Tactics is written (an attack mode), no longer left out.
    expect(byId.get("wolf")?.gaps.some((g) => g.part === "trait Pack Tactics")).toBe(false);
    expect(byId.get("goblin")?.gaps).toContainEqual({ part: "action Shortbow: long range", section: "1.420" });
    expect(byId.get("troll")?.gaps).toContainEqual({ part: "trait Regeneration", section: "1.396" });
    for (const m of importReport.monsters) expect(m.complete, m.id).toBe(m.gaps.length === 0);
  });
});
