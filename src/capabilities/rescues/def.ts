// 1.249 as written: `rescue` on an `attacks`, `saves` or `checks` modifier (a change held back until the roll falls
// short) and `rescue` on an entry's mechanics (used up when its holder's own roll has failed), their schemas, the
// rule stated for them, and the event they add.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, object, oneOf, required } from "../../validate/schema.js";

export type RescueRoll = "attacks" | "saves" | "checks";

export interface RescueDef {
  /** The holder's own roll it answers. */
  readonly roll: RescueRoll;
  /** `reroll`: the roll is made again and the new result stands; `success`: a miss is a hit, a failed check a success. */
  readonly by: "reroll" | "success";
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
  how: "die" | "reroll" | "success";
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

export const format: FormatExtension = {
  fields: {
    modifier: { rescue: { schema: boolean } },
    "entry.mechanics": {
      rescue: { schema: object({ roll: required(oneOf(...ROLLS)), by: required(oneOf("reroll", "success")) }) },
    },
  },
  rules: [
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
  if (e.how === "reroll")
    return `${n.who(e.who)} uses ${e.label} to reroll the ${what}: ${e.to} vs ${e.against}, ${outcome}`;
  return `${n.who(e.who)} uses ${e.label}: the failed ${what} (${e.from} vs ${e.against}) becomes ${outcome}`;
}
