// 1.250 and 1.257 as written: an entry's `lowersRoll` (its `dice`, or one `die` sized by a sheet value; 1.257 `also`
// for checks and damage) and a `hit` reaction's `for` and `within` (answering for allies); their schemas, the rules
// stated for them, and the event they add.
import type { Names } from "../../combat/names.js";
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { array, dice, integer, object, oneOf, required, thresholdTable } from "../../validate/schema.js";

export type LowersAlso = "checks" | "damage";

export interface LowersRollDef {
  /** The dice subtracted. */
  readonly dice?: string;
  /** One die whose size a value on its user's sheet sets (as Martial Arts' die). */
  readonly die?: { readonly from: Value; readonly table: readonly (readonly [number, number])[] };
  /** 1.257: also someone else's ability check or damage roll, spent without asking. */
  readonly also?: readonly LowersAlso[];
}

declare module "../../ruleset/mechanics.js" {
  interface ReactionDef {
    /** 1.250: whom a `hit` reaction answers for: its holder alone (`self`, as without it), anyone on its holder's side
     * who is struck (`ally`), or anyone struck (`any`). */
    readonly for?: "self" | "ally" | "any";
    /** 1.250: with `for`, only for one struck within this distance of its holder (on a board). */
    readonly within?: number;
  }
  interface Mechanics {
    /** 1.250: subtracted from the roll of someone else's attack that hit, which is then compared again (Cutting Words). */
    readonly lowersRoll?: LowersRollDef;
  }
}

export interface LoweredEvent {
  t: "lowered";
  /** Who lowered it. */
  who: string;
  /** Whose roll. */
  roller: string;
  /** The entry used. */
  use: string;
  name: string;
  kind: "attacks" | LowersAlso;
  dice: { expr: string; total: number };
  from: number;
  to: number;
  /** What the roll needed (an attack's defense, a check's difficulty), none for damage. */
  against?: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    lowered: LoweredEvent;
  }
}

export const lowersRollSchema = object({
  dice,
  die: object({ from: required(value), table: required(thresholdTable(integer(2, 100))) }),
  also: array(oneOf("checks", "damage"), { min: 1, max: 2 }),
});

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      lowersRoll: { schema: lowersRollSchema },
      "reaction.for": { schema: oneOf("self", "ally", "any") },
      "reaction.within": { schema: integer(0, 10_000) },
    },
  },
  rules: [
    {
      section: "1.250",
      places: ["entry.mechanics"],
      trigger: "lowersRoll",
      says: `"lowersRoll" is used on a "hit" reaction without "by", with its "dice" or one "die"`,
      check(node, emit) {
        const lowers = node.lowersRoll as Record<string, unknown> | undefined;
        if (!lowers) return;
        const r = node.reaction as Record<string, unknown> | undefined;
        if (r?.on !== "hit" || r.by !== undefined)
          emit(
            ["lowersRoll"],
            "not-allowed",
            `"lowersRoll" answers someone else's hit: only on a reaction {"on": "hit"} without "by" (1.250)`,
          );
        if ((lowers.dice === undefined) === (lowers.die === undefined))
          emit(
            ["lowersRoll"],
            "not-allowed",
            `"lowersRoll" subtracts its "dice" or one "die": exactly one of them (1.250)`,
          );
      },
    },
    {
      section: "1.250",
      places: ["entry.mechanics"],
      trigger: "reaction",
      says: `"for" and "within" answer for allies on a "hit" reaction without "by"; 1.422: "within" alone on a "harmed" or "attacked" one`,
      check(node, emit) {
        const r = node.reaction as Record<string, unknown> | undefined;
        if (!r) return;
        // 1.422: how near the one who harmed or attacked the holder must be (Retaliation, Giant Killer).
        const sourced = r.for === undefined && (r.on === "harmed" || r.on === "attacked");
        for (const key of ["for", "within"] as const)
          if (r[key] !== undefined && (r.on !== "hit" || r.by !== undefined) && !(key === "within" && sourced))
            emit(
              ["reaction", key],
              "not-allowed",
              `"${key}" answers for allies someone else's hit: only on a reaction {"on": "hit"} without "by" (1.250)`,
            );
        if (r.within !== undefined && r.for === undefined && !sourced)
          emit(["reaction", "within"], "not-allowed", `"within" is how far "for" reaches: only with "for" (1.250)`);
      },
    },
  ],
};

const rollName = { attacks: "attack roll", checks: "check", damage: "damage roll" } as const;

export function loweredText(e: LoweredEvent, n: Names): string {
  const against = e.against !== undefined ? ` vs ${e.against}` : "";
  return `${n.who(e.who)} uses ${e.name} on ${n.who(e.roller)}: ${e.dice.expr} (${e.dice.total}) off the ${rollName[e.kind]}, ${e.from} → ${e.to}${against}`;
}
