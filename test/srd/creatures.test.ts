// Every creature's numbers agree with themselves the way the SRD derives them: attack bonuses are proficiency
// (by challenge) plus an ability modifier, damage adds that modifier, and save DCs are 8 + proficiency + one.
import { describe, expect, it } from "vitest";
import { parseDiceOrThrow } from "../../src/dice/index.js";
import { creatures, mod, proficiencyOf, ruleset } from "./helpers.js";

// Printed SRD numbers that do not follow the formula, kept as printed; a lair action's DC is the lair's own.
const AS_PRINTED = new Set([
  "black-bear/bite",
  "black-bear/claws",
  "young-red-dragon/magma-eruption",
  "crab/claw",
  "lizard/bite",
  // The SRD prints DC 20 and DC 18, one below Strength's and Constitution's 8 + modifier + proficiency.
  "dragon-turtle/tail",
  "dragon-turtle/steam-breath",
]);
/** Creatures the SRD prints without actions. */
const NO_ACTIONS = new Set(["frog", "sea-horse", "shrieker"]);

describe("srd5e creatures", () => {
  for (const c of creatures()) {
    describe(c.id, () => {
      const prof = proficiencyOf(c.challenge ?? 0);
      const mods = Object.values(c.abilities).map(mod);

      it("has sane stat block numbers", () => {
        expect(c.defense).toBeGreaterThanOrEqual(5);
        expect(c.defense).toBeLessThanOrEqual(25);
        expect(parseDiceOrThrow(c.health).terms.length).toBeGreaterThan(0);
        expect(ruleset.combat?.sizes?.order.some((s) => s.id === c.size)).toBe(true);
        if (!NO_ACTIONS.has(c.id)) expect(c.actions.length).toBeGreaterThan(0);
      });

      for (const a of c.actions) {
        it(`${a.name}: to-hit, damage and DC follow from proficiency and an ability`, () => {
          if (a.toHit !== undefined && !AS_PRINTED.has(`${c.id}/${a.id}`))
            expect(mods.map((m) => m + prof)).toContain(a.toHit);
          const dc = a.save?.difficulty;
          if (dc !== undefined && !AS_PRINTED.has(`${c.id}/${a.id}`))
            expect(mods.map((m) => 8 + m + prof)).toContain(dc);
          // Creature actions write the reference's `damage: { dice, flat, type }` (docs/ruleset-format.md 8.2).
          const damage = (a as { damage?: { dice?: string; flat?: number; type: string } }).damage;
          expect(a.amount).toBeUndefined();
          if (a.toHit !== undefined && damage && !AS_PRINTED.has(`${c.id}/${a.id}`)) {
            const flat = damage.flat ?? 0;
            if (flat !== 0) expect(mods).toContain(flat);
          }
          if (damage) expect(typeof damage.type).toBe("string");
        });
      }

      const casting = c.spellcasting;
      if (casting)
        it("spellcasting: the spell attack bonus is proficiency plus an ability, the save DC 8 more", () => {
          expect(mods.map((m) => m + prof)).toContain(casting.toHit);
          expect(casting.difficulty).toBe(8 + casting.toHit!);
        });
    });
  }
});

describe("srd5e multiattack", () => {
  it("gives the creatures that have Multiattack in the SRD a sequence of their own actions", () => {
    const byId = new Map(creatures().map((c) => [c.id, c]));
    for (const id of ["troll", "owlbear", "brown-bear", "young-red-dragon", "hill-giant", "fire-giant", "veteran"]) {
      const c = byId.get(id)!;
      const multi = c.actions.find((a) => a.id === "multiattack") as { sequence?: unknown[] } | undefined;
      expect(multi?.sequence?.length, id).toBeGreaterThan(0);
    }
  });
});
