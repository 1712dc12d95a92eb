// The `combat` block (src/ruleset/combat.ts).
import {
  array,
  boolean,
  id,
  integer,
  number,
  object,
  oneOf,
  ref,
  required,
  type StringSchema,
  string,
} from "../schema.js";
import { appliesList } from "./mechanics.js";
import { modifier } from "./modifier.js";
import { value } from "./value.js";

const label = required(string());

const budget = object(
  {
    id: required(id("budget")),
    label,
    perTurn: integer(0, 100),
    reaction: boolean,
    short: string({ max: 50 }),
    tone: string({ max: 50 }),
  },
  { place: "combat.budget" },
);

const standardId: StringSchema = {
  ...oneOf("dash", "disengage", "dodge", "help", "hide", "search", "ready"),
  declares: "standard",
};

const checkRefs = ["combatCheck", "skill"] as const;

const contest = object(
  {
    id: required(id("contest")),
    label,
    budget: required(ref("budget")),
    attacker: required(array(ref(checkRefs), { min: 1, max: 20 })),
    defender: array(ref(checkRefs), { min: 1, max: 20 }),
    from: object({ holding: required(ref("condition")) }),
    onWin: required(
      object({
        applies: appliesList,
        ends: array(object({ condition: required(ref("condition")), on: required(oneOf("self", "target")) }), {
          max: 20,
        }),
        push: number(0, 10_000),
      }),
    ),
  },
  { place: "contest" },
);

// The test a creature passes (its types, its tags), used by the packages that filter creatures. Its own registry
// place: later keys of a test (`upToSize`, 1.403) are looked up there.
export const targetTest = object(
  {
    types: array(string({ max: 100 }), { max: 50 }),
    tags: array(string({ max: 100 }), { max: 50 }),
  },
  { place: "target.test" },
);

const condition = object(
  {
    id: required(id("condition")),
    label,
    effects: array(string({ max: 100 }), { max: 50 }),
    modifiers: array(modifier, { max: 50 }),
    includes: array(ref("condition"), { max: 50 }),
    conditionImmunities: array(ref(["condition", "conditionKind"]), { max: 100 }),
    // Lasts only while its holder can see whoever applied it (1.275 adds `orSourceWithin`, 1.277 true sight).
    whileSourceInSight: boolean,
    // What happens when it ends: conditions its holder gains; packages add more (1.239 `tracks`, 1.245 `harm`).
    onEnd: object({ applies: appliesList }),
  },
  { place: "combat.condition" },
);

// Items of `combat.levels`: a condition that switches on at a level of a derived value. Its own place, so keys
// the reference adds on levels (`evasion`, `regenerates`, `hangsOn`, …) are checked, never passed over.
const level = object(
  {
    derived: required(ref("derived")),
    at: required(integer(0, 1000)),
    effects: array(string({ max: 100 }), { max: 50 }),
    modifiers: array(modifier, { max: 50 }),
    conditionImmunities: array(ref(["condition", "conditionKind"]), { max: 100 }),
  },
  { place: "combat.level" },
);

export const combat = object(
  {
    health: required(object({ pool: required(ref("pool")) })),
    defense: required(value),
    speed: required(value),
    budgets: required(array(budget, { min: 1, max: 20 })),
    standard: array(object({ id: required(standardId), label, budget: required(ref("budget")) }), { max: 20 }),
    checks: array(
      object({ id: required(id("combatCheck")), label, ability: ref("ability"), skillMod: ref(["skill", "save"]) }),
      { max: 200 },
    ),
    contests: array(contest, { max: 100 }),
    // The 1.188 limits on conditions lists grow with the declared version (1.269, 1.552).
    conditions: array(condition, { max: 80, limit: "conditions" }),
    damageTypes: array(object({ id: required(id("damageType")), label }), { max: 100 }),
    levels: array(level, { max: 20, limit: "combat.levels" }),
    // Decision 8 of the format: the creature types and tags a ruleset knows; creatures' `types` name them.
    creatureTypes: array(object({ id: required(id("creatureType")), label }), { max: 200 }),
    sizes: object({
      order: required(array(object({ id: required(id("size")), label, cells: integer(1, 10) }), { min: 1, max: 20 })),
      default: ref("size"),
    }),
    distance: object({
      unit: required(string({ max: 20, min: 1 })),
      perCell: required(number(0.001, 10_000)),
      diagonals: oneOf("5e", "5-10-5"),
    }),
    ranged: object({ longRange: oneOf("disadvantage", "none"), inMelee: oneOf("disadvantage", "none") }),
    initiative: object({ ability: ref("ability"), add: value }),
    concentration: object({ save: required(ref("save")), min: required(integer(0, 100)) }),
    dying: object({
      difficulty: required(integer(1, 100)),
      successes: required(integer(1, 20)),
      failures: required(integer(1, 20)),
      criticals: boolean,
      damageFails: boolean,
      // The engine's own key: instant death from massive damage (ruleset-format §20).
      massive: boolean,
    }),
    // The engine's own key: a bonus-action spell allows only a cantrip as the turn's other spell (§20).
    bonusSpell: object({
      budget: required(ref("budget")),
      catalogs: required(array(ref("catalog"), { min: 1, max: 50 })),
      cantrip: ref("budget"),
    }),
    // The engine's own key: weapons carried are drawn into the hands as 5e allows (§20).
    drawing: object({
      twoHanded: string({ max: 100, min: 1 }),
      thrown: string({ max: 100, min: 1 }),
      shield: string({ max: 100, min: 1 }),
    }),
    attacks: array(
      // Its catalogs are required unless it gives rows of its own (1.244 `always`, whose package says so).
      object({ catalogs: array(ref("catalog"), { min: 1, max: 50 }), toHit: value, difficulty: value }),
      { max: 50 },
    ),
    criticalHit: object({ on: integer(2, 20), doubles: oneOf("dice", "none") }),
    // 1.179: what using something may require.
    components: array(object({ id: required(id("component")), label }), { max: 20 }),
  },
  { place: "combat" },
);
