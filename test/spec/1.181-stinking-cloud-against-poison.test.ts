// 1.181 — Stinking Cloud's save is "against poison": `"against": { "damage": ["poison"] }` makes a save modifier
// against poison apply to it, though the cloud deals no damage. A modifier against poison still counts for nothing
// else (Hold Person's save), one against being paralyzed counts for Hold Person's, and the director weighs the
// modifier where it counts.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatState, Step } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import {
  accept,
  caster,
  endUntil,
  STINKING_CLOUD_181,
  turnOf,
  ruleset as zoneRuleset,
} from "./fixtures/zone-inside.js";

const board = { width: 16, height: 7 };

/** Stinking Cloud as 1.181 writes it in full: who succeeds without rolling, and what the save is against. */
const CLOUD = {
  ...STINKING_CLOUD_181,
  id: "stinking-cloud-against",
  mechanics: {
    ...STINKING_CLOUD_181.mechanics,
    save: { ...STINKING_CLOUD_181.mechanics.save, against: { damage: ["poison"] } },
  },
};

const doc: RulesetDoc = loadedDoc({
  ...zoneRuleset,
  catalogs: {
    ...zoneRuleset.catalogs,
    spells: { ...zoneRuleset.catalogs!["spells"]!, entries: [...zoneRuleset.catalogs!["spells"]!.entries, CLOUD] },
  },
  combat: {
    ...zoneRuleset.combat,
    conditions: [
      ...zoneRuleset.combat!.conditions!,
      // Advantage on saves against poison (a dwarf's resilience), and a big bonus against it to weigh.
      {
        id: "resilient",
        label: "Resilient",
        modifiers: [{ to: "saves", mode: "advantage", against: { damage: ["poison"] } }],
      },
      { id: "antidote", label: "Antidote", modifiers: [{ to: "saves", flat: 30, against: { damage: ["poison"] } }] },
      { id: "fire-ward", label: "Fire ward", modifiers: [{ to: "saves", flat: 30, against: { damage: ["fire"] } }] },
      {
        id: "steeled",
        label: "Steeled",
        modifiers: [{ to: "saves", mode: "advantage", against: { conditions: ["paralyzed"] } }],
      },
    ],
  },
});

const wizard = {
  ...caster,
  lists: { spells: [...caster.lists!["spells"]!, { entry: "spells/stinking-cloud-against" }] },
};

/** The acolyte holding `holds` in the cast spell `spell` aimed at its cell, and its first turn after. */
function castAt(spell: string, holds: string[]): Step {
  const s = turnOf(
    "Wizard",
    { party: [wizard], enemies: ["monsters/acolyte"], board },
    (x: CombatState) => {
      x.combatants["Wizard"]!.at = [0, 3];
      x.combatants["Acolyte 1"]!.at = [9, 3];
      for (const id of holds) x.combatants["Acolyte 1"]!.conditions.push({ id });
    },
    doc,
  );
  if (!spell.startsWith("stinking")) return accept(s, { option: `use:spells/${spell}`, targets: ["Acolyte 1"] }, doc);
  return endUntil(accept(s, { option: `use:spells/${spell}`, at: [9, 3] }, doc), "Acolyte 1", doc);
}

const saveModes = (step: Step) =>
  of(step.events, "save")
    .filter((e) => e.who === "Acolyte 1")
    .map((e) => e.d20.mode);

describe("1.181 save.against: Stinking Cloud's save counts as against poison", () => {
  beforeAll(withGeometry);

  it("advantage on saves against poison applies to the cloud's save", () => {
    expect(saveModes(castAt("stinking-cloud-against", ["resilient"]))).toEqual(["advantage"]);
  });

  it("without `against`, the same cloud's save is against nothing poisonous: rolled plainly", () => {
    expect(saveModes(castAt("stinking-cloud-181", ["resilient"]))).toEqual(["normal"]);
  });

  it("the modifier against poison does not count for Hold Person; one against being paralyzed does", () => {
    expect(saveModes(castAt("hold-person", ["resilient"]))).toEqual(["normal"]);
    expect(saveModes(castAt("hold-person", ["steeled"]))).toEqual(["advantage"]);
  });
});

describe("1.181 save.against, weighed by the director", () => {
  beforeAll(withGeometry);
  const sprayer = {
    ...caster,
    lists: { spells: [{ entry: "spells/poison-spray" }, { entry: "spells/arcane-flick" }] },
  };

  function scene(holds: string) {
    return turnOf(
      "Wizard",
      { party: [sprayer], enemies: ["monsters/acolyte"], board },
      (x: CombatState) => {
        x.combatants["Wizard"]!.at = [0, 3];
        x.combatants["Acolyte 1"]!.at = [6, 3];
        x.combatants["Acolyte 1"]!.conditions.push({ id: holds });
      },
      doc,
    );
  }

  it("sprays poison at one whose save bonus counts only against fire, not at one who is sure to save against poison", () => {
    expect(direct(doc, scene("fire-ward")).option).toBe("use:spells/poison-spray");
    expect(direct(doc, scene("antidote")).option).not.toBe("use:spells/poison-spray");
  });
});
