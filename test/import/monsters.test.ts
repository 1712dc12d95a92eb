// Monsters translated from the source's structured fields and printed numbers; what the engine cannot run is
// left out and reported with the reference section that would express it.
import { describe, expect, it } from "vitest";
import { actionNamed, creature, imported, nothingPresent } from "./fixtures.js";

describe("importing a monster's stat block", () => {
  it("carries size, type, defense, health, speeds, abilities, saves, skills, senses and immunities", () => {
    const { entry } = creature("ember-hound");
    expect(entry).toMatchObject({
      id: "ember-hound",
      name: "Ember Hound",
      size: "medium",
      types: ["monstrosity"],
      defense: 13,
      health: "4d8+4",
      speed: { walk: 30 },
      abilities: { str: 14, dex: 12, con: 12, int: 10, wis: 10, cha: 10 },
      challenge: 2,
      immune: ["fire"],
      // Exhaustion is a sheet track in the bundled ruleset, not a combat condition.
      conditionImmunities: ["frightened"],
    });
    const raider = creature("tusked-raider").entry;
    expect(raider).toMatchObject({ saves: { con_save: 3 }, skills: { athletics: 4 }, senses: { darkvision: 60 } });
    // A hover flag is no speed.
    expect(creature("storm-wyrm").entry.speed).toEqual({ walk: 40, fly: 80 });
  });

  it("reports a resistance limited to some attacks instead of widening it", () => {
    const { entry, gaps } = creature("ember-hound");
    expect(entry.resist).toBeUndefined();
    expect(gaps).toContainEqual({
      part: "resistance limited by the kind of attack (bludgeoning, piercing, and slashing from nonmagical attacks)",
      section: "none",
    });
  });
});

describe("importing actions", () => {
  it("writes attacks with their to-hit, reach, damage and further damage parts", () => {
    const { entry } = creature("ember-hound");
    expect(actionNamed(entry, "Bite")).toEqual({
      id: "bite",
      name: "Bite",
      budget: "action",
      melee: true,
      reach: 5,
      toHit: 5,
      damage: { dice: "1d8", flat: 3, type: "piercing" },
      plus: [{ dice: "1d6", type: "fire" }],
    });
  });

  it("writes a saving-throw area with its recharge, and an area around the creature with its uses", () => {
    const hound = creature("ember-hound").entry;
    expect(actionNamed(hound, "Cinder Breath")).toEqual({
      id: "cinder-breath",
      name: "Cinder Breath",
      budget: "action",
      range: "self",
      area: { shape: "cone", size: 20 },
      save: { save: "dex_save", onSuccess: "half", difficulty: 13 },
      damage: { dice: "4d6", type: "fire" },
      recharge: { dice: "1d6", on: 5 },
    });
    expect(actionNamed(creature("storm-wyrm").entry, "Thunder Call")).toMatchObject({
      area: { shape: "burst", size: 30, around: true },
      save: { save: "con_save", onSuccess: "half", difficulty: 18 },
      uses: 1,
    });
  });

  it("leaves out what a hit does besides damage, and says which section would express it", () => {
    const { entry, gaps } = creature("ember-hound");
    expect(actionNamed(entry, "Gnash")).toMatchObject({ toHit: 5, damage: { dice: "1d6", flat: 3 } });
    expect(actionNamed(entry, "Gnash").applies).toBeUndefined();
    expect(gaps).toContainEqual({ part: "action Gnash: a save made only on a hit", section: "none" });
  });

  it("splits a weapon used in melee or thrown into two actions; a versatile weapon keeps its one-handed damage", () => {
    const raider = creature("tusked-raider").entry;
    expect(actionNamed(raider, "Hatchet")).toMatchObject({ id: "hatchet", melee: true, reach: 5 });
    expect(actionNamed(raider, "Hatchet (ranged)")).toMatchObject({ id: "hatchet-ranged", range: 20 });
    const witch = creature("hedge-witch");
    expect(actionNamed(witch.entry, "Staff").damage).toEqual({ dice: "1d6", flat: 2, type: "bludgeoning" });
    expect(witch.gaps).toContainEqual({ part: "action Staff: the two-handed damage", section: "1.190" });
  });

  it("turns a Multiattack into a sequence, and a choice of lists into one Multiattack each", () => {
    expect(actionNamed(creature("storm-wyrm").entry, "Multiattack").sequence).toEqual([
      "bite",
      { action: "claw", count: 2 },
    ]);
    const raider = creature("tusked-raider").entry;
    expect(actionNamed(raider, "Multiattack (1)").sequence).toEqual([{ action: "hatchet", count: 2 }]);
    expect(actionNamed(raider, "Multiattack (2)").sequence).toEqual([{ action: "hatchet-ranged", count: 2 }]);
  });

  it("applies the condition a failed save gives, for a minute with a save at each turn's end, or until a turn ends", () => {
    const { entry, gaps } = creature("dust-imp");
    expect(actionNamed(entry, "Grit Breath")).toEqual({
      id: "grit-breath",
      name: "Grit Breath",
      budget: "action",
      range: "self",
      area: { shape: "cone", size: 15 },
      save: { save: "dex_save", difficulty: 11 },
      kind: "debuff",
      applies: [
        {
          condition: "blinded",
          duration: { rounds: 10, at: "turn-end" },
          saveEnds: { save: "dex_save", at: "turn-end" },
        },
      ],
      recharge: { dice: "1d6", on: 6 },
    });
    // Only a target that sees the imp saves: written for all it would be stronger, so it is left out whole.
    expect(actionNamed(entry, "Glare")).toBeUndefined();
    expect(gaps).toEqual([{ part: "action Glare: what its wording adds", section: "prose" }]);
  });

  it("aims a burst at a point within range", () => {
    expect(actionNamed(creature("dust-imp").entry, "Hailstone")).toMatchObject({
      range: 60,
      area: { shape: "burst", size: 10 },
      save: { save: "dex_save", onSuccess: "half", difficulty: 11 },
      damage: { dice: "2d6", type: "cold" },
    });
  });

  it("reports reactions it cannot express with the sections that would", () => {
    // Parry in the engine's hit window would work against ranged blows too and last past the one attack.
    expect(creature("hedge-witch").gaps).toEqual(
      expect.arrayContaining([
        { part: "reaction Parry: only against a melee blow", section: "1.241" },
        { part: "reaction Parry: its armor class bonus for that one attack", section: "1.278" },
      ]),
    );
  });
});

describe("importing traits and legendary actions", () => {
  it("maps known traits: Legendary Resistance to its key, Amphibious to a card line, Pack Tactics to its attack mode", () => {
    expect(creature("storm-wyrm").entry.legendaryResistance).toBe(3);
    const raider = creature("tusked-raider");
    expect(raider.entry.traits).toEqual([
      { name: "Amphibious", text: "Breathes air and water." },
      // Its numbers are already in the attack; boards have no jumps.
      { name: "Brute", text: "Its melee weapons deal one extra die of damage (counted in its attacks)." },
      { name: "Standing Leap", text: "Jumps far from a standstill." },
    ]);
    expect(raider.gaps).toEqual([]);
    // A reaction with nothing to run in a fight is a card line too.
    const imp = creature("dust-imp");
    expect(imp.entry.traits).toContainEqual({ name: "Shriek", text: expect.any(String) });
    expect(imp.gaps.filter((g) => g.part.startsWith("reaction"))).toEqual([]);
    // 1.393: Pack Tactics is written as an attack mode.
    const hound = creature("ember-hound");
    expect(hound.entry.attackModes).toEqual([{ mode: "advantage", allyAdjacent: true }]);
    expect(hound.gaps.some((g) => g.part === "trait Pack Tactics")).toBe(false);
  });

  it("reads an aura trait into a condition the creature keeps on", () => {
    const { entry, gaps } = creature("ember-hound");
    expect(entry.keepsOn).toEqual(["ember-hound-stench"]);
    expect(gaps.some((g) => g.part.includes("Stench"))).toBe(false);
    expect(imported().conditions).toEqual([
      {
        creature: "ember-hound",
        condition: {
          id: "ember-hound-stench",
          label: "Stench",
          auras: [
            {
              distance: 10,
              side: "all",
              save: {
                save: "con_save",
                difficulty: 12,
                applies: [{ condition: "poisoned", duration: { rounds: 1, at: "turn-start" } }],
                immuneOnSuccess: true,
              },
            },
          ],
        },
      },
    ]);
  });

  it("buys Detect, a tail attack and the Wing Attack between turns at their printed costs", () => {
    const { entry, gaps } = creature("storm-wyrm");
    expect(actionNamed(entry, "Detect")).toMatchObject({ signature: { cost: 1 }, search: true });
    expect(actionNamed(entry, "Tail Attack")).toMatchObject({
      signature: { cost: 1 },
      melee: true,
      reach: 15,
      toHit: 11,
      damage: { dice: "2d8", flat: 6, type: "bludgeoning" },
    });
    expect(actionNamed(entry, "Wing Attack")).toMatchObject({
      signature: { cost: 2 },
      area: { shape: "burst", size: 10, around: true },
      save: { save: "dex_save", difficulty: 19 },
      damage: { dice: "2d6", flat: 6, type: "bludgeoning" },
      applies: [{ condition: "prone" }],
      move: { share: 0.5, speed: "fly" },
    });
    expect(gaps).toEqual([]);
  });
});

describe("importing spellcasting", () => {
  it("casts the catalog's spells with the printed numbers, and reports a spell that waits", () => {
    const { entry, gaps } = creature("hedge-witch");
    expect(entry.spellcasting).toEqual({
      toHit: 5,
      difficulty: 13,
      fields: { level: 5 },
      pools: { slot_1: 4, slot_2: 3, slot_3: 2 },
      components: ["verbal", "somatic"],
      // Gossip is cast over ten minutes: nothing is lost leaving it out of a fight.
      spells: ["spells/spark", "spells/cinder-ball"],
    });
    expect(gaps).toContainEqual({ part: "spell Bramble Wall: what a failed save does", section: "prose" });
  });

  it("counts on a spell the ruleset holds written in full", () => {
    const present = { ...nothingPresent, spells: new Set(["bramble-wall"]) };
    const { entry, gaps } = creature("hedge-witch", present);
    expect((entry.spellcasting as { spells: string[] }).spells).toContain("spells/bramble-wall");
    expect(gaps.filter((g) => g.part.startsWith("spell "))).toEqual([]);
  });
});
