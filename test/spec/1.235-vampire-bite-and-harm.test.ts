// 1.235 — Reduced maximum without a save of its own: "A `reducesMax` with neither `save` nor `difficulty` lowers the
// maximum by the damage of every blow that hits (the 5e vampire's Bite). With `"onFailedSave": true`, it lowers it
// only when the target failed the entry's own save (5e Harm). `damageType` counts only damage of that type (the
// Bite's necrotic damage), and `"heals": true` makes its user regain hit points equal to the amount the maximum was
// lowered. … `leavesAtLeast` keeps the entry's damage from taking the target's hit points below that number (Harm
// leaves 1). `targetHolds` … limits whom it can target: someone who has one of its `conditions`, or someone who has
// one of its `fromSelf` conditions applied by the user of that action (the Bite: grappled by the vampire, or
// incapacitated or restrained)."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, type Step, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const FIGHTER = "Bram (Fighter 1)";
const SPAWN = "Vampire Spawn 1";

type Doc = {
  capabilityApi: string;
  catalogs: { creatures: { entries: Record<string, unknown>[] }; spells: { entries: Record<string, unknown>[] } };
} & Record<string, unknown>;

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

const BITE = {
  id: "bite",
  name: "Bite",
  budget: "action",
  melee: true,
  reach: 5,
  toHit: 6,
  damage: { dice: "1d6", flat: 3, type: "piercing" },
  plus: [{ dice: "2d6", type: "necrotic" }],
  reducesMax: { damageType: "necrotic", heals: true },
  targetHolds: { conditions: ["incapacitated", "restrained"], fromSelf: ["grappled"] },
};

/** The SRD with the SRD's vampire spawn (its Bite as the import writes it; Claws plain) and a priest casting Harm. */
function rules(bite: Record<string, unknown> = BITE): RulesetDoc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  doc.catalogs.creatures.entries.push(
    {
      id: "vampire-spawn",
      name: "Vampire Spawn",
      size: "medium",
      types: ["undead"],
      defense: 15,
      health: "11d8+33",
      speed: { walk: 30 },
      abilities: { str: 16, dex: 16, con: 16, int: 11, wis: 10, cha: 12 },
      actions: [
        bite,
        {
          id: "claws",
          name: "Claws",
          budget: "action",
          melee: true,
          reach: 5,
          toHit: 6,
          // Harder than the printed 2d4 + 3, so that only the drain makes the Bite the better blow.
          damage: { dice: "3d6", flat: 4, type: "slashing" },
        },
      ],
    },
    {
      id: "dark-priest",
      name: "Dark Priest",
      size: "medium",
      types: ["humanoid"],
      defense: 13,
      health: "10d8",
      speed: { walk: 30 },
      abilities: { str: 10, dex: 10, con: 12, int: 12, wis: 18, cha: 12 },
      actions: [],
      spellcasting: { toHit: 8, difficulty: 16, spells: [{ spell: "spells/harm", uses: 2 }] },
    },
  );
  return loadedDoc(doc);
}

let ruleset: RulesetDoc;

function over(
  r: RulesetDoc,
  enemy: string,
  who: string,
  name: string,
  adjust: (s: CombatState) => void,
  until: (step: Step) => boolean,
): Step {
  for (let seed = 1; seed < 400; seed++) {
    const start = startCombat(r, { seed, party: [srd5eCharacter("fighter-1")], enemies: [enemy], noBoard: true }).state;
    const s = turnIn(start, who, (x) => {
      x.combatants[FIGHTER]!.hp = 60;
      x.combatants[FIGHTER]!.maxHp = 60;
      adjust(x);
    });
    const o = options(r, s).find((x) => x.kind === "use" && x.label.includes(name))!;
    const step = accept(r, s, { option: o.id, targets: [FIGHTER] });
    if (until(step)) return step;
  }
  throw new Error(`${who}'s ${name} never gave the step wanted`);
}

const grappledBy = (source: string) => (s: CombatState) => {
  s.combatants[FIGHTER]!.conditions.push({ id: "grappled", source });
};

describe("1.235 the vampire's Bite", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = rules();
  });

  it("every hit lowers the maximum by its necrotic damage alone, no save, and heals the vampire as much", () => {
    const step = over(
      ruleset,
      "creatures/vampire-spawn",
      SPAWN,
      "Bite",
      (s) => {
        grappledBy(SPAWN)(s);
        s.combatants[SPAWN]!.hp = 10;
      },
      (x) => of(x.events, "damage").length === 2,
    );
    const necrotic = of(step.events, "damage").find((d) => d.type === "necrotic")!.taken;
    const piercing = of(step.events, "damage").find((d) => d.type === "piercing")!.taken;
    expect(of(step.events, "save")).toEqual([]);
    expect(step.state.combatants[FIGHTER]).toMatchObject({ maxHp: 60 - necrotic, hp: 60 - necrotic - piercing });
    expect(of(step.events, "max-lowered")[0]).toMatchObject({ who: FIGHTER, by: necrotic });
    expect(of(step.events, "heal")[0]).toMatchObject({ who: SPAWN, amount: necrotic });
    expect(step.state.combatants[SPAWN]!.hp).toBe(10 + necrotic);
  });

  it("targets only one grappled by this vampire, or incapacitated, or restrained", () => {
    const start = startCombat(ruleset, {
      seed: 1,
      party: [srd5eCharacter("fighter-1")],
      enemies: ["creatures/vampire-spawn", "creatures/vampire-spawn"],
      noBoard: true,
    }).state;
    const bite = (fn: (s: CombatState) => void) => {
      const s = turnIn(start, SPAWN, fn);
      return options(ruleset, s).find((x) => x.kind === "use" && x.label.includes("Bite"));
    };
    expect(bite(() => {})).toBeUndefined();
    // Grappled by the other spawn: not this one's hold.
    expect(bite(grappledBy("Vampire Spawn 2"))).toBeUndefined();
    expect(bite(grappledBy(SPAWN))?.targets?.candidates).toEqual([FIGHTER]);
    expect(
      bite((s) => {
        s.combatants[FIGHTER]!.conditions.push({ id: "restrained" });
      })?.targets?.candidates,
    ).toEqual([FIGHTER]);
    // Unconscious includes incapacitated.
    expect(
      bite((s) => {
        s.combatants[FIGHTER]!.conditions.push({ id: "unconscious" });
      })?.targets?.candidates,
    ).toEqual([FIGHTER]);
  });

  it("the director bites a grappled foe rather than clawing it harder: the lowered maximum and the healing count", () => {
    const pick = (r: RulesetDoc) => {
      const start = startCombat(r, {
        seed: 2,
        party: [srd5eCharacter("fighter-1")],
        enemies: ["creatures/vampire-spawn"],
        noBoard: true,
      }).state;
      const s = turnIn(start, SPAWN, (x) => {
        grappledBy(SPAWN)(x);
        x.combatants[SPAWN]!.hp = 40;
      });
      const choice = direct(r, s);
      return options(r, s).find((o) => o.id === choice.option)!.label;
    };
    expect(pick(ruleset)).toContain("Bite");
    // The same bite without the drain: the harder Claws are the better blow.
    const { reducesMax: _drain, ...plainBite } = BITE;
    const plain = rules(plainBite);
    expect(pick(plain)).toContain("Claws");
  });
});

describe("1.235 Harm", () => {
  const PRIEST = "Dark Priest 1";

  it("a failed save lowers the maximum by the damage; the damage leaves at least 1 hit point", () => {
    const step = over(
      ruleset,
      "creatures/dark-priest",
      PRIEST,
      "Harm",
      () => {},
      (x) => of(x.events, "save").some((e) => !e.success),
    );
    const taken = of(step.events, "damage")[0]!.taken;
    const f = step.state.combatants[FIGHTER]!;
    expect(f.maxHp).toBe(Math.max(0, 60 - taken));
    expect(of(step.events, "max-lowered")[0]).toMatchObject({ by: taken });
    if (60 - taken > 0) expect(f.hp).toBe(Math.max(1, 60 - taken));
  });

  it("never below 1: a fighter at 5 hit points stays up at 1", () => {
    const step = over(
      ruleset,
      "creatures/dark-priest",
      PRIEST,
      "Harm",
      (s) => {
        s.combatants[FIGHTER]!.hp = 5;
        s.combatants[FIGHTER]!.maxHp = 200;
      },
      (x) => of(x.events, "save").some((e) => e.success),
    );
    expect(step.state.combatants[FIGHTER]).toMatchObject({ hp: 1, status: "standing", maxHp: 200 });
    expect(of(step.events, "max-lowered")).toEqual([]);
  });
});

describe("1.235 validation", () => {
  const issues = (
    mechanics: Record<string, unknown>,
    capabilityApi = (srd5e as unknown as { capabilityApi: string }).capabilityApi,
  ) => {
    const doc = structuredClone(srd5e) as unknown as Doc;
    doc.capabilityApi = capabilityApi;
    doc.catalogs.spells.entries.push({
      id: "drain",
      name: "Drain",
      level: 1,
      mechanics: {
        kind: "attack",
        budget: "action",
        range: 30,
        targets: "enemy",
        amount: "2d6",
        damageType: "necrotic",
        ...mechanics,
      },
    });
    return validate(doc).issues.map((i) => `${i.path.replace(/.*mechanics\./, "")} ${i.code}`);
  };

  it("accepts the examples on catalog mechanics", () => {
    expect(
      issues({ save: { save: "con_save", onSuccess: "half" }, reducesMax: { onFailedSave: true }, leavesAtLeast: 1 }),
    ).toEqual([]);
    expect(
      issues({ reducesMax: { damageType: "necrotic", heals: true }, targetHolds: { conditions: ["restrained"] } }),
    ).toEqual([]);
  });

  it("a catalog entry's reducesMax never carries a save of its own", () => {
    expect(issues({ reducesMax: { save: "con_save", difficulty: 12 } })).not.toEqual([]);
  });

  it("needs 1.235", () => {
    expect(issues({ leavesAtLeast: 1 }, "1.234")).toContain("leavesAtLeast needs-version");
  });
});
