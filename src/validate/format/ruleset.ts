// The top level of a ruleset document (src/ruleset/ruleset.ts).
import { array, id, integer, object, record, ref, required, type Schema, string, union } from "../schema.js";
import { catalog } from "./catalog.js";
import { combat } from "./combat.js";
import { encounter } from "./encounter.js";
import { sheet } from "./sheet.js";
import { value } from "./value.js";

const label = required(string());

const check = object({
  id: required(id("check")),
  label,
  ability: ref("ability"),
  skill: ref("skill"),
  save: ref("save"),
});

// Rest dice (1.335; a list of them, one per pool, 1.337): spent from `pool`, each `die` plus `add` heals `heals`.
const restDice = object({
  pool: required(ref("pool")),
  die: required(value),
  add: value,
  heals: required(ref("pool")),
  extra: object({ die: required(value), add: value }),
});

const rest = object(
  {
    id: required(id("rest")),
    label,
    restores: array(object({ pool: required(ref("pool")), amount: value }), { max: 100 }),
    clear: object({ conditions: array(ref(["sheetCondition", "condition"]), { max: 640 }) }),
    tracks: array(object({ track: required(ref("track")), by: required(integer(-100, 100)) }), { max: 50 }),
    dice: union(restDice, array(restDice, { min: 1, max: 20 })),
  },
  { place: "rest" },
);

/** "base" or a Capability API version such as "1.172". */
export const VERSION_PATTERN = /^(base|[1-9][0-9]*\.[0-9]+)$/;

export const rulesetSchema: Schema = object(
  {
    // The JSON Schema an editor reads for completion (`gamemode-engine schema`); the engine ignores it.
    $schema: string({ max: 2000 }),
    capabilityApi: required(
      string({ max: 20, pattern: VERSION_PATTERN, patternHint: 'a Capability API version such as "1.172" or "base"' }),
    ),
    id: required(string({ max: 100, min: 1 })),
    name: required(string()),
    sheet: required(sheet),
    catalogs: record(catalog, { max: 200 }),
    checks: array(check, { max: 500 }),
    rests: array(rest, { max: 50 }),
    combat,
    encounters: array(encounter, { max: 1000 }),
  },
  // The sheet and the combat block declare most ids; walking them first lets references resolve at once.
  { first: ["sheet", "combat", "rests", "checks"] },
);
