// 1.249 as written: `rescue` on an `attacks`, `saves` or `checks` modifier (a change held back until the roll falls
// short) and `rescue` on an entry's mechanics (used up when its holder's own roll has failed), their schemas, the
// rule stated for them, and the event they add.
import type { Names } from "../../combat/names.js";
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import type { StatedRule } from "../../validate/rules/rule.js";
import { array, boolean, dice, integer, object, oneOf, ref, required, thresholdTable } from "../../validate/schema.js";

export type RescueRoll = "attacks" | "saves" | "checks";

export interface RescueDef {
  /** The holder's own roll it answers. */
  readonly roll: RescueRoll;
  /** `reroll`: the roll is made again and the new result stands; `success`: a miss is a hit, a failed check a success;
   * 1.256 `twenty`: a failed check's d20 counts as 20; `die`: one of the holder's own dice is added. */
  readonly by: "reroll" | "success" | "twenty" | "die";
  /** 1.256: with `by: "die"`, the dice added (Dark One's Own Luck). */
  readonly dice?: string;
  /** 1.256: with `by: "die"`, one die sized by a value on the holder's sheet (Peerless Skill). */
  readonly die?: { readonly from: Value; readonly table: readonly (readonly [number, number])[] };
  /** 1.257: only on these saves (a `saves` rescue). */
  readonly saves?: readonly string[];
  /** 1.257: it also spends one of this budget, and is not used up without it. */
  readonly budget?: string;
}

declare module "../../ruleset/combat.js" {
  interface ModifierDef {
    /** 1.249: held back from the roll, and rolled and added (using up its condition) only when the holder's own
     * roll falls short by no more than its maximum (Bardic Inspiration, Guidance, Resistance). */
    readonly rescue?: boolean;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.249: never on the menu; used up, with its uses and its cost, when its holder's own roll of that kind has
     * failed (Indomitable, Diamond Soul, Stroke of Luck). */
    readonly rescue?: RescueDef;
  }
}

export interface RescueEvent {
  t: "rescue";
  who: string;
  kind: RescueRoll;
  /** What rescued it: a condition held (its die), or an entry used up (`use`). */
  label: string;
  how: "die" | "reroll" | "success" | "twenty";
  /** The die held back, as rolled. */
  dice?: { expr: string; total: number };
  from: number;
  to: number;
  against: number;
  success: boolean;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    rescue: RescueEvent;
  }
}

const ROLLS = ["attacks", "saves", "checks"] as const;

const rescueSchema = object({
  roll: required(oneOf(...ROLLS)),
  by: required(oneOf("reroll", "success", "twenty", "die")),
  dice,
  die: object({ from: required(value), table: required(thresholdTable(integer(2, 100))) }),
  saves: array(ref("save"), { min: 1, max: 20 }),
  budget: ref("budget"),
});

/** The rules an entry's or an item use's `rescue` follows (1.256, 1.257). */
const checkRescue: StatedRule["check"] = (node, emit) => {
  const r = node.rescue as Record<string, unknown> | undefined;
  if (!r || typeof r !== "object") return;
  if (r.by === "twenty" && r.roll !== "checks")
    emit(
      ["rescue", "by"],
      "not-allowed",
      `"by": "twenty" counts a failed check's d20 as 20: only with "roll": "checks" (1.256)`,
    );
  if (r.by === "die" && (r.dice === undefined) === (r.die === undefined))
    emit(
      ["rescue", "by"],
      "not-allowed",
      `"by": "die" adds the holder's "dice" or one "die": exactly one of them (1.256)`,
    );
  for (const key of ["dice", "die"] as const)
    if (r[key] !== undefined && r.by !== "die")
      emit(["rescue", key], "not-allowed", `"${key}" is the die a rescue adds: only with "by": "die" (1.256)`);
  if (r.saves !== undefined && r.roll !== "saves")
    emit(["rescue", "saves"], "not-allowed", `"saves" narrows a rescue of saves: only with "roll": "saves" (1.257)`);
};

export const format: FormatExtension = {
  fields: {
    modifier: { rescue: { schema: boolean } },
    "entry.mechanics": { rescue: { schema: rescueSchema } },
    "item.use": { rescue: { schema: rescueSchema } },
  },
  rules: [
    {
      section: "1.256",
      places: ["entry.mechanics", "item.use"],
      trigger: "rescue",
      says: `a rescue's "twenty", "die", "dice" and "saves" fit its roll and way`,
      check: checkRescue,
    },
    {
      section: "1.249",
      places: ["modifier"],
      trigger: "rescue",
      says: `"rescue" holds back an "attacks", "saves" or "checks" change`,
      check(node, emit) {
        if (node.rescue !== true || (ROLLS as readonly unknown[]).includes(node.to)) return;
        emit(
          ["rescue"],
          "not-allowed",
          `"rescue" is held back from a roll: only on an "attacks", "saves" or "checks" change (1.249)`,
        );
      },
    },
  ],
};

const rollName: Record<RescueRoll, string> = { attacks: "attack roll", saves: "save", checks: "check" };

export function rescueText(e: RescueEvent, n: Names): string {
  const what = rollName[e.kind];
  const outcome = e.success ? (e.kind === "attacks" ? "a hit" : "a success") : "still short";
  if (e.how === "die")
    return `${n.who(e.who)} adds ${e.label} (${e.dice!.expr}: ${e.dice!.total}) to the ${what}: ${e.from} → ${e.to} vs ${e.against}, ${outcome}`;
  if (e.how === "twenty")
    return `${n.who(e.who)} uses ${e.label}: the failed ${what}'s d20 counts as 20 (${e.from} → ${e.to} vs ${e.against}), ${outcome}`;
  if (e.how === "reroll")
    return `${n.who(e.who)} uses ${e.label} to reroll the ${what}: ${e.to} vs ${e.against}, ${outcome}`;
  return `${n.who(e.who)} uses ${e.label}: the failed ${what} (${e.from} vs ${e.against}) becomes ${outcome}`;
}
