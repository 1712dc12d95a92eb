// 1.277 — Six conditions at once, and sight that truly sees. "`applies` … holds up to 6 items (4 before): Rage and
// Frenzy each add Mindless Rage's condition beside their four." "`whileSourceInSight` (and `orSourceWithin` beside
// it) now reads the holder's own sight …: an unobstructed straight line on the board is still needed, and on top of
// that the holder must see its source with its eyes or senses, so a blindness that takes away the eyes, an obscuring
// fog, darkness beyond what it can see, or a source it cannot see (invisible) breaks it just as a wall does."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, conditionsOf, options, type Step, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const FIGHTER = "Bram (Fighter 1)";
const WIZARD = "Emrys (Wizard 1)";

const RAGE_CONDITIONS = [
  { id: "raging", label: "Raging", modifiers: [{ to: "checks", abilities: ["str"], mode: "advantage" }] },
  {
    id: "rage-saves",
    label: "Rage (Strength saves)",
    modifiers: [{ to: "saves", saves: ["str_save"], mode: "advantage" }],
  },
  { id: "rage-damage", label: "Rage damage", modifiers: [{ to: "damage", flat: 2, ability: "str", blow: "melee" }] },
  {
    id: "rage-toughness",
    label: "Rage (toughness)",
    modifiers: [{ to: "saves", saves: ["con_save"], mode: "advantage" }],
  },
  {
    id: "mindless-rage",
    label: "Mindless Rage",
    conditionImmunities: ["charmed", "frightened"],
    suppresses: ["charmed", "frightened"],
  },
  { id: "frenzied", label: "Frenzied", grants: { budget: "bonus", attacks: true } },
];

const FOUR = ["raging", "rage-saves", "rage-damage", "rage-toughness"];
const rage = (extra: string[]) => ({
  kind: "buff",
  budget: "bonus",
  range: "self",
  targets: "self",
  applies: [...FOUR, ...extra].map((condition) => ({ condition, duration: { rounds: 10 } })),
});

/** The SRD with Rage (five conditions) and Frenzied Rage (six), and fear that lasts while its source is seen. */
function rageDoc(capabilityApi = srd5e.capabilityApi) {
  const doc = structuredClone(srd5e) as unknown as {
    capabilityApi: string;
    combat: { conditions: Record<string, unknown>[] };
    catalogs: { features: { entries: unknown[] } };
  };
  doc.capabilityApi = capabilityApi;
  doc.combat.conditions.push(...structuredClone(RAGE_CONDITIONS));
  const frightened = doc.combat.conditions.find((c) => c.id === "frightened")!;
  frightened.whileSourceInSight = true;
  doc.catalogs.features.entries.push(
    { id: "rage", name: "Rage", mechanics: rage(["mindless-rage"]) },
    { id: "frenzied-rage", name: "Frenzied Rage", mechanics: rage(["mindless-rage", "frenzied"]) },
  );
  return doc;
}

let rules: RulesetDoc;
beforeAll(async () => {
  await withGeometry();
  rules = loadedDoc(rageDoc());
});

const held = (s: CombatState, who = FIGHTER) => conditionsOf(rules, s, who);
const fear = (s: CombatState) => held(s).find((c) => c.id === "frightened");
/** The fighter frightened of Goblin 1 for five of its turns. */
const frighten = (s: CombatState) => {
  s.combatants[FIGHTER]!.conditions.push({
    id: "frightened",
    source: "Goblin 1",
    remaining: 5,
    of: "holder",
    at: "turn-end",
  });
};

describe("1.277 Rage and Frenzy apply six conditions at once", () => {
  it("six items in one applies list validate at 1.277; before it, more than four are refused", () => {
    expect(validate(rageDoc()).issues).toEqual([]);
    const doc = rageDoc("1.276");
    const at = (id: string) =>
      `catalogs.features.entries[${doc.catalogs.features.entries.findIndex((e) => (e as { id: string }).id === id)}].mechanics.applies`;
    const refused = validate(doc).issues.filter((i) => i.path === at("rage") || i.path === at("frenzied-rage"));
    expect(refused.map((i) => [i.path, i.code, i.message])).toEqual([
      [at("rage"), "too-many", "5 items; at most 4 at capabilityApi 1.276; 5 needs 1.277"],
      [at("frenzied-rage"), "too-many", "6 items; at most 4 at capabilityApi 1.276; 6 needs 1.277"],
    ]);
  });

  it("a seventh item is refused even at 1.277", () => {
    const doc = rageDoc();
    const frenzied = doc.catalogs.features.entries.at(-1) as { mechanics: { applies: unknown[] } };
    frenzied.mechanics.applies.push({ condition: "blessed", duration: { rounds: 10 } });
    expect(validate(doc).issues.map((i) => [i.path.replace(/^.*\.mechanics\./, ""), i.code])).toEqual([
      ["applies", "too-many"],
    ]);
  });

  /** The barbarian (fighter-1 with `feature`) uses it on its turn; `fn` adjusts the turn first. */
  function raging(feature: string, fn: (s: CombatState) => void = () => {}): { before: CombatState; after: Step } {
    const barbarian = {
      ...srd5eCharacter("fighter-1"),
      lists: { features: [{ entry: `features/${feature}` }] },
    };
    const start = startCombat(rules, { seed: 3, party: [barbarian], enemies: ["creatures/goblin"], noBoard: true });
    const s = turnIn(start.state, FIGHTER, fn);
    const o = options(rules, s).find((x) => x.kind === "use" && x.use === `features/${feature}`);
    expect(o, `${feature} is offered`).toBeDefined();
    return { before: s, after: acceptIn(rules, s, { option: o!.id, targets: [FIGHTER] }) };
  }

  it("Frenzied Rage puts all six on its user, Mindless Rage beside the frenzy's four and its own", () => {
    const ids = held(raging("frenzied-rage").after.state).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([...FOUR, "mindless-rage", "frenzied"]));
  });

  it("Rage puts five, and its Mindless Rage suppresses a fear already held", () => {
    const { before, after: r } = raging("rage", frighten);
    expect(fear(before)).toMatchObject({ suppressed: false });
    expect(held(r.state).filter((c) => [...FOUR, "mindless-rage"].includes(c.id))).toHaveLength(5);
    expect(fear(r.state)).toMatchObject({ suppressed: true });
  });
});

describe("1.277 whileSourceInSight reads the holder's own sight", () => {
  /** The fighter, frightened of the goblin `apart` cells east along row 2, the wizard in a corner; `fn` adjusts. */
  function frightened(
    apart: number,
    fn: (s: CombatState) => void = () => {},
    place: { scene?: { location: string }; walls?: [number, number][] } = {},
  ) {
    const wizard = {
      ...srd5eCharacter("wizard-1"),
      lists: { spells: [{ entry: "spells/fog-cloud", prepared: true }] },
    };
    const start = startCombat(rules, {
      seed: 1,
      party: [srd5eCharacter("fighter-1"), wizard],
      enemies: [{ creature: "creatures/goblin", at: [[2 + apart, 2]] }],
      board: {
        width: 30,
        height: 5,
        party: [
          [2, 2],
          [0, 0],
        ],
        ...(place.walls ? { walls: place.walls } : {}),
      },
      ...(place.scene ? { scene: place.scene } : {}),
    });
    return turnIn(start.state, FIGHTER, (s) => {
      frighten(s);
      fn(s);
    });
  }
  /** A step of the holder's turn: what it holds is read again. */
  const settled = (s: CombatState) => acceptIn(rules, s, { option: "end" }).state;

  it("in plain sight the fear works", () => {
    expect(fear(settled(frightened(4)))).toMatchObject({ suppressed: false });
  });

  it("a blindness that takes away the eyes breaks it, though the line is clear", () => {
    const s = frightened(4, (x) => x.combatants[FIGHTER]!.conditions.push({ id: "blinded" }));
    expect(fear(settled(s))).toMatchObject({ suppressed: true });
  });

  it("a source it cannot see (invisible) breaks it", () => {
    const s = frightened(4, (x) => x.combatants["Goblin 1"]!.conditions.push({ id: "invisible" }));
    expect(fear(settled(s))).toMatchObject({ suppressed: true });
  });

  it("an obscuring fog between them breaks it, and the fear works again when the fog is gone", () => {
    const s = turnIn(frightened(8), WIZARD);
    const o = options(rules, s).find((x) => x.kind === "use" && x.use === "spells/fog-cloud")!;
    const fogged = acceptIn(rules, s, { option: o.id, at: [6, 2] });
    expect(fear(fogged.state)).toMatchObject({ suppressed: true });
    // The wizard drops concentration: the fog goes, and the fighter sees the goblin again.
    const cleared = turnIn(fogged.state, FIGHTER, (x) => {
      x.zones = [];
    });
    expect(fear(settled(cleared))).toMatchObject({ suppressed: false });
  });

  it("darkness beyond what it can see breaks it: in a cave, a goblin beyond the fighter's torchlight", () => {
    // The fighter carries a light of 20 feet bright and 20 dim; with no darkvision it sees nothing beyond 40 feet.
    expect(fear(settled(frightened(12, () => {}, { scene: { location: "cave" } })))).toMatchObject({
      suppressed: true,
    });
    expect(fear(settled(frightened(6, () => {}, { scene: { location: "cave" } })))).toMatchObject({
      suppressed: false,
    });
    // Out in the open the same distance is in plain sight.
    expect(fear(settled(frightened(12)))).toMatchObject({ suppressed: false });
  });

  it("a wall breaks it, as before", () => {
    const wall: [number, number][] = [0, 1, 2, 3, 4].map((y) => [5, y]);
    expect(fear(settled(frightened(6)))).toMatchObject({ suppressed: false });
    expect(fear(settled(frightened(6, () => {}, { walls: wall })))).toMatchObject({ suppressed: true });
  });
});
