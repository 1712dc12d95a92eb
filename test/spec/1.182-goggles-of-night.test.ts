// 1.182 — goggles of night: a sense granted by an item or a condition may be written `{ "add": 60 }`, adding to the
// holder's own range in that sense, or giving a range of 60 to one who lacks it; a plain range granted (1.180, the
// Darkvision spell) is the longer of it and the holder's own.
import { beforeAll, describe, expect, it } from "vitest";
import { sensesOf } from "../../src/capabilities/sight/senses.js";
import { makeCtx } from "../../src/combat/context.js";
import { type CombatState, sightBetween } from "../../src/combat/index.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { dwarf, ruleset as sight } from "./fixtures/sight.js";

const ruleset = loadedDoc({
  ...sight,
  capabilityApi: "1.294",
  combat: {
    ...sight.combat!,
    conditions: [
      ...(sight.combat!.conditions ?? []),
      { id: "darkvision-spell", label: "Darkvision", senses: { darkvision: 60 } },
    ],
  },
  catalogs: {
    ...sight.catalogs!,
    gear: {
      ...sight.catalogs!["gear"]!,
      entries: [
        ...sight.catalogs!["gear"]!.entries,
        { id: "goggles-of-night", name: "Goggles of Night", worn: { senses: { darkvision: { add: 60 } } } },
      ],
    },
  },
});

const goggled = (who: SheetData): SheetData => ({
  ...who,
  inventory: [...(who.inventory ?? []), { item: "gear/goggles-of-night", worn: true }],
});

/** Fighter and dwarf at the west end of a dark dungeon, a ghoul 100 feet away. */
function dark(party: SheetData[], fn: (s: CombatState) => void = () => {}): CombatState {
  return turnOfIn(
    ruleset,
    party[0]!.name,
    { party, enemies: ["monsters/ghoul"], board: { width: 30, height: 9 }, scene: { location: "dungeon" } },
    (s) => {
      party.forEach((p, i) => {
        s.combatants[p.name]!.at = [0, 2 + 2 * i];
      });
      s.combatants["Ghoul 1"]!.at = [20, 4];
      fn(s);
    },
  );
}

const senses = (s: CombatState, who: string) => Object.fromEntries(sensesOf(makeCtx(ruleset, s), s.combatants[who]!));

describe("1.182 goggles of night", () => {
  beforeAll(withGeometry);

  it("give 60 feet of darkvision to one who has none, and add 60 to one who has it", () => {
    const s = dark([goggled(fighter), goggled(dwarf)]);
    expect(senses(s, "Fighter")).toEqual({ darkvision: 60 });
    expect(senses(s, "Dwarf")).toEqual({ darkvision: 120 });
  });

  it("a plain range granted is the longer of it and the holder's own, and goggles add to the holder's own", () => {
    const s = dark([fighter, dwarf], (x) => {
      x.combatants["Fighter"]!.conditions.push({ id: "darkvision-spell" });
      x.combatants["Dwarf"]!.conditions.push({ id: "darkvision-spell" });
    });
    expect(senses(s, "Fighter")).toEqual({ darkvision: 60 });
    expect(senses(s, "Dwarf")).toEqual({ darkvision: 60 });
    const both = dark([goggled(dwarf)], (x) => x.combatants["Dwarf"]!.conditions.push({ id: "darkvision-spell" }));
    expect(senses(both, "Dwarf")).toEqual({ darkvision: 120 });
  });

  it("see in the dark that far: the goggled dwarf sees the ghoul 100 feet off, the plain dwarf does not", () => {
    const look = (party: SheetData[]) => {
      const s = dark(party);
      return sightBetween(ruleset, s, "Dwarf", "Ghoul 1").sight;
    };
    expect(look([dwarf])).toBe("none");
    expect(look([goggled(dwarf)])).not.toBe("none");
  });
});
