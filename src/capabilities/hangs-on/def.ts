// 1.320 and 1.400 as written: `hangsOn` on a creature, a combat condition or a combat level, its schema, the
// rules the reference states for it, and the event it adds.
import type { Names } from "../../combat/names.js";
import { compareVersions, isVersion } from "../../registry/version.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { get, type JsonObject, namesOneOf, type StatedRule } from "../../validate/rules/rule.js";
import { array, boolean, type Infer, integer, object, ref, required, string } from "../../validate/schema.js";

const hangsOnSave = object({
  save: required(ref("save")),
  difficulty: required(integer(0, 1000)),
  // The blow's damage is added to the difficulty (Undead Fortitude: DC 5 + the damage taken).
  plusDamage: boolean,
  // Added once for each earlier success (Relentless Rage: +5 each time).
  raisedBy: integer(0, 1000),
  // Earlier successes counted by what was spent of this sheet pool, not per fight: a declared pool by id, or (1.404)
  // a list-row pool by name.
  tally: string({ min: 1, max: 200 }),
});

export const hangsOnSchema = object({
  uses: integer(1, 100),
  // The holder keeps going until the end of its next turn, then falls (see ruleset-format §20).
  extraTurn: boolean,
  label: string({ max: 200 }),
  save: hangsOnSave,
  notFrom: array(ref("damageType"), { max: 50 }),
  notCritical: boolean,
  dealtAtMost: integer(0, 100000),
  // A declared pool by id, or (1.404) a list-row pool by name.
  spends: string({ min: 1, max: 200 }),
  // 1.404: only while the holder holds one of these conditions (Relentless Rage while raging).
  whileHolding: array(ref("condition"), { min: 1, max: 50 }),
});

export type HangsOnDef = Infer<typeof hangsOnSchema>;

declare module "../../ruleset/catalog.js" {
  interface CreatureDef {
    /** 1.320: drops to 1 health instead of 0 (Undead Fortitude, Relentless). */
    readonly hangsOn?: HangsOnDef;
  }
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.400: as on a creature, for whoever holds it (Relentless Rage). */
    readonly hangsOn?: HangsOnDef;
  }
}

declare module "../../combat/capabilities/levels.js" {
  interface CombatLevelDef {
    /** 1.400: as on a condition (Relentless Endurance). */
    readonly hangsOn?: HangsOnDef;
  }
}

export interface HungOn {
  t: "hangs-on";
  who: string;
  /** The label of what held, else the condition's or the creature's name. */
  by: string;
  /** The pool paid or tallied, and what is left of it. */
  spent?: { pool: string; left: number };
  /** With `extraTurn`: it falls at the end of its next turn. */
  untilTurnEnd?: boolean;
}

export interface LastTurnOver {
  t: "hung-on-ends";
  who: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "hangs-on": HungOn;
    "hung-on-ends": LastTurnOver;
  }
}

// "There must be `uses`, `spends` or `save`, and creatures accept neither `spends` nor `tally`."
const NOT_ON_CREATURES: readonly (readonly string[])[] = [
  ["hangsOn", "spends"],
  ["hangsOn", "save", "tally"],
];

const creaturesSpendNothing: StatedRule = {
  section: "1.400",
  places: ["creature"],
  trigger: "hangsOn",
  says: `a creature's "hangsOn" has no "spends" nor "save.tally"`,
  check(node, emit) {
    for (const at of NOT_ON_CREATURES) {
      if (get(node, at) !== undefined) {
        emit(
          at,
          "not-allowed",
          `a creature has no sheet pools: "${at.slice(1).join(".")}" is for conditions and levels (1.400)`,
        );
      }
    }
  },
};

const POOL_NAMES: readonly (readonly string[])[] = [
  ["hangsOn", "spends"],
  ["hangsOn", "save", "tally"],
];

/** The declared pools' ids, and (lower-cased) the names of the list-row pools catalog entries write: rows of a
 * list that has `pools`, named in its name column. */
function poolNames(root: JsonObject): { ids: Set<string>; rows: Set<string> } {
  const sheet = root.sheet as JsonObject | undefined;
  const pools = (get(sheet, ["live", "pools"]) ?? []) as JsonObject[];
  const ids = new Set(Array.isArray(pools) ? pools.map((p) => p?.id as string) : []);
  const lists = (Array.isArray(sheet?.lists) ? sheet.lists : []) as JsonObject[];
  const nameColumn = new Map<string, string>();
  for (const l of lists) {
    const name = get(l, ["pools", "name"]);
    if (typeof l?.id === "string" && typeof name === "string") nameColumn.set(l.id, name);
  }
  const rows = new Set<string>();
  const catalogs = (root.catalogs ?? {}) as Record<string, JsonObject>;
  for (const catalog of Object.values(catalogs)) {
    const entries = Array.isArray(catalog?.entries) ? (catalog.entries as JsonObject[]) : [];
    for (const entry of entries) {
      const list = get(entry, ["row", "list"]);
      const column = typeof list === "string" ? nameColumn.get(list) : undefined;
      const name = column ? get(entry, ["row", "values", column]) : undefined;
      if (typeof name === "string") rows.add(name.trim().toLowerCase());
    }
  }
  return { ids, rows };
}

// 1.404: "`spends`, and its save's `tally`, can name a list-row pool by name, as well as a declared pool by ID …
// (a row that a catalog entry writes into a list that has pools; any other name is rejected)."
const poolOrRow: StatedRule = {
  section: "1.404",
  places: ["creature", "combat.condition", "combat.level"],
  trigger: "hangsOn",
  says: `"hangsOn.spends" and "save.tally" name a declared pool or a list-row pool`,
  check(node, emit, root) {
    const names = poolNames(root);
    const declared = root.capabilityApi;
    for (const at of POOL_NAMES) {
      const name = get(node, at);
      if (typeof name !== "string") continue;
      if (names.ids.has(name)) continue;
      if (!names.rows.has(name.trim().toLowerCase())) {
        emit(
          at,
          "bad-reference",
          `"${name}" is neither a pool nor a list-row pool a catalog entry writes (a row of a list that has pools) (1.404)`,
        );
        continue;
      }
      if (typeof declared === "string" && isVersion(declared) && compareVersions(declared, "1.404") < 0)
        emit(
          at,
          "needs-version",
          `a list-row pool by name needs 1.404 (the ruleset declares capabilityApi ${declared})`,
        );
    }
  },
};

const hangsOn = { schema: hangsOnSchema };

export const format: FormatExtension = {
  fields: { creature: { hangsOn }, "combat.condition": { hangsOn }, "combat.level": { hangsOn } },
  rules: [
    namesOneOf("1.400", ["creature", "combat.condition", "combat.level"], "hangsOn", ["uses", "spends", "save"]),
    creaturesSpendNothing,
    poolOrRow,
  ],
};

export function hungOnText(e: HungOn, n: Names): string {
  const paid = e.spent ? `; ${e.spent.left} ${n.pool(e.spent.pool)} left` : "";
  const until = e.untilTurnEnd ? " until the end of its next turn" : "";
  return `${n.who(e.who)} hangs on at 1 hp (${e.by})${until}${paid}`;
}

export function lastTurnOverText(e: LastTurnOver, n: Names): string {
  return `${n.who(e.who)} can hang on no longer`;
}
