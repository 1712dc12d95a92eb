// 1.313 as written: `checkEnds` on an item of an entry's `applies` (a check its holder may spend its standard budget
// on to end the condition), its schema, stated rule and event, and what the fight keeps of it.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { get, type StatedRule } from "../../validate/rules/rule.js";
import { array, integer, object, required, string } from "../../validate/schema.js";

export interface CheckEndsDef {
  /** A `combat.checks` id. */
  readonly check: string;
  readonly difficulty: number;
  /** Creatures that succeed without rolling (the minotaur in a Maze). */
  readonly passes?: { readonly types?: readonly string[] };
}

declare module "../../ruleset/mechanics.js" {
  interface AppliedCondition {
    /** 1.313: its holder can spend its standard budget on this check to end it (Maze). */
    readonly checkEnds?: CheckEndsDef;
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.313: the check that ends it, kept from the `applies` item. */
    checkEnds?: CheckEndsDef;
  }
}

/** A creature that passes `checkEnds` and ends the condition without rolling. */
export interface CheckPassedEvent {
  t: "check-passed";
  /** The holder, who needs no roll. */
  who: string;
  /** The condition it ends, and the check it needed no roll for. */
  condition: string;
  check: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "check-passed": CheckPassedEvent;
  }
}

// "… with that `combat.checks` check".
const knownCheck: StatedRule = {
  section: "1.313",
  trigger: "applies",
  places: ["entry.mechanics"],
  says: `"checkEnds.check" names a combat check`,
  check(node, emit, root) {
    const list = node.applies;
    if (!Array.isArray(list)) return;
    const checks = get(root, ["combat", "checks"]);
    const known = (id: string) =>
      Array.isArray(checks) &&
      checks.some((c) => typeof c === "object" && c !== null && (c as { id?: unknown }).id === id);
    list.forEach((item, i) => {
      const check = get(item, ["checkEnds", "check"]);
      if (typeof check === "string" && !known(check))
        emit(["applies", i, "checkEnds", "check"], "bad-reference", `no combat check "${check}" is declared (1.313)`);
    });
  },
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "applies[].checkEnds": {
        schema: object({
          check: required(string()),
          difficulty: required(integer(1, 100)),
          passes: object({ types: array(string({ max: 100 }), { min: 1, max: 50 }) }),
        }),
      },
    },
  },
  rules: [knownCheck],
};

export function checkPassedText(e: CheckPassedEvent, n: Names): string {
  return `${n.who(e.who)} needs no ${e.check} check to end ${e.condition}`;
}
