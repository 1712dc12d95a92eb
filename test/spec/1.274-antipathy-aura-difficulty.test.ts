// 1.274 — "An aura's `save.appliedDifficulty` makes its save against the save difficulty of whatever applied the
// aura's condition to its holder, fixed when that condition took effect (the spell save DC of the caster of
// Antipathy/Sympathy); for an aura that nothing applied, its `difficulty` still applies." A dread ward in the manner
// of Antipathy, cast by a 5th-level wizard (spell save DC 8 + 3 + 3 = 14) on the fighter: the goblin's save
// against it at the start of its turn is against 14, never the aura's own 1.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { base } from "./fixtures/item-attacks.js";

const DREAD_WARD = {
  id: "dread-ward",
  label: "Dread Ward",
  auras: [
    {
      distance: 60,
      side: "enemies",
      save: {
        save: "wis_save",
        difficulty: 1,
        appliedDifficulty: true,
        applies: [{ condition: "incapacitated", duration: { rounds: 1 } }],
      },
    },
  ],
};

const WARD_SPELL = {
  id: "dread-ward",
  name: "Dread Ward",
  level: 1,
  mechanics: {
    kind: "buff",
    budget: "action",
    range: 30,
    targets: "ally",
    applies: [{ condition: "dread-ward", duration: { rounds: 10 } }],
  },
};

function wardDoc(save: Record<string, unknown> = DREAD_WARD.auras[0]!.save) {
  return {
    ...base,
    capabilityApi: "1.274",
    combat: {
      ...base.combat,
      conditions: [...base.combat.conditions, { ...DREAD_WARD, auras: [{ ...DREAD_WARD.auras[0], save }] }],
    },
    catalogs: {
      ...base.catalogs,
      spells: { ...base.catalogs.spells, entries: [...base.catalogs.spells.entries, WARD_SPELL] },
    },
  };
}

let rules: RulesetDoc;
const caster = { ...wizard, lists: { spells: [{ entry: "spells/dread-ward" }] } };

function start(): CombatState {
  return startCombat(rules, { seed: 4, party: [caster, fighter], enemies: ["monsters/goblin"], noBoard: true }).state;
}

const wardSaves = (events: readonly CombatEvent[]) =>
  of(events, "save").filter((e) => e.who === "Goblin 1" && e.why === "Dread Ward");

describe("1.274 auras[].save.appliedDifficulty", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(wardDoc());
  });

  it("the ward keeps its caster's spell save DC as it takes effect, and the goblin saves against it", () => {
    const cast = acceptIn(rules, turnIn(start(), "Wizard"), { option: "use:spells/dread-ward", targets: ["Fighter"] });
    const ward = cast.state.combatants["Fighter"]!.conditions.find((c) => c.id === "dread-ward");
    expect(ward).toMatchObject({ source: "Wizard", appliedDifficulty: 14 });
    const goblin = endUntilIn(rules, cast, "Goblin 1");
    const saves = wardSaves(goblin.events);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.difficulty).toBe(14);
  });

  it("a ward nothing applied is saved against at the aura's own difficulty", () => {
    const s = start();
    s.combatants["Fighter"]!.conditions.push({ id: "dread-ward" });
    const goblin = endUntilIn(rules, { state: s, events: [] }, "Goblin 1");
    const saves = wardSaves(goblin.events);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.difficulty).toBe(1);
  });

  it("without appliedDifficulty the aura's own difficulty counts even when someone applied it", () => {
    const { appliedDifficulty: _, ...plain } = DREAD_WARD.auras[0]!.save;
    rules = loadedDoc(wardDoc(plain));
    const cast = acceptIn(rules, turnIn(start(), "Wizard"), { option: "use:spells/dread-ward", targets: ["Fighter"] });
    expect(cast.state.combatants["Fighter"]!.conditions.find((c) => c.id === "dread-ward")?.appliedDifficulty).toBe(
      undefined,
    );
    expect(wardSaves(endUntilIn(rules, cast, "Goblin 1").events)[0]!.difficulty).toBe(1);
    rules = loadedDoc(wardDoc());
  });
});

describe("1.274 appliedDifficulty: validation", () => {
  const codes = (save: Record<string, unknown>, api?: string) => {
    const doc = wardDoc(save) as Record<string, unknown>;
    if (api) doc.capabilityApi = api;
    return validate(doc).issues.map((i) => [i.path.replace(/conditions\[\d+\]/, "conditions[n]"), i.code]);
  };
  const at = "combat.conditions[n].auras[0].save";

  it("is true or false, and keeps the aura's difficulty required (for an aura nothing applied)", () => {
    expect(codes({ ...DREAD_WARD.auras[0]!.save, appliedDifficulty: "yes" })).toEqual([
      [`${at}.appliedDifficulty`, "wrong-type"],
    ]);
    const { difficulty: _, ...without } = DREAD_WARD.auras[0]!.save;
    expect(codes(without)).toEqual([[`${at}.difficulty`, "missing"]]);
  });

  it("needs 1.274", () => {
    expect(codes(DREAD_WARD.auras[0]!.save, "1.273")).toContainEqual([`${at}.appliedDifficulty`, "needs-version"]);
  });
});
