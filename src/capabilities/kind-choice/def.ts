// 1.270 as written: an entry's `kindChoice` (1.274: an item use's too), the choice's `mode` naming the kind, and a
// save that ends a condition only `beyond` a distance from its applier; their schemas and stated rules.
import type { Names } from "../../combat/plain-names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { appliedKeys } from "../../validate/format/applied-keys.js";
import type { JsonObject } from "../../validate/rules/rule.js";
import { boolean, number } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.270 (an entry's; 1.274 an item use's): the user names a creature kind, which what it applies remembers. */
    readonly kindChoice?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface ActFrame {
    /** 1.270: the kind its user named. */
    named?: string;
  }
  interface ActiveCondition {
    /** 1.270: its save is made only while its holder is farther than this from its applier (`saveEnds.beyond`). */
    saveBeyond?: number;
  }
}

/** The kind a use's user named as the use began (1.270). */
export interface KindNamed {
  t: "kind-named";
  who: string;
  /** The use, as the `use` event names it. */
  use: string;
  /** The kind's id in `combat.creatureTypes`. */
  kind: string;
  /** Its label there. */
  label: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "kind-named": KindNamed;
  }
}

export function kindNamedText(e: KindNamed, n: Names): string {
  return `${n.who(e.who)} names ${e.label} as the kind of creature for ${n.use(e.who, e.use)}`;
}

const kindChoice = { schema: boolean };

/** `kindChoice` needs something to apply and kinds to name. */
function kindRule(section: string, place: "entry.mechanics" | "item.use") {
  return {
    section,
    places: [place],
    trigger: "kindChoice",
    says: '"kindChoice" needs "applies" and kinds in combat.creatureTypes',
    check(
      node: JsonObject,
      emit: (at: readonly (string | number)[], code: "missing", message: string) => void,
      root: JsonObject,
    ) {
      if (node.kindChoice !== true) return;
      if (!Array.isArray(node.applies) || !node.applies.length)
        emit(["kindChoice"], "missing", `"kindChoice" needs "applies" beside it: what remembers the kind (${section})`);
      const kinds = (root.combat as { creatureTypes?: unknown } | undefined)?.creatureTypes;
      if (!Array.isArray(kinds) || !kinds.length)
        emit(
          ["kindChoice"],
          "missing",
          `"kindChoice" names one of combat.creatureTypes, and the ruleset lists none (${section})`,
        );
    },
  };
}

// 1.270: "`saveEnds.beyond`", on a use's `applies` and an aura's save's (Antipathy's).
const beyond = appliedKeys({ "saveEnds.beyond": { schema: number(0, 100_000) } });

export const format: FormatExtension = {
  fields: {
    ...beyond,
    "entry.mechanics": { ...beyond["entry.mechanics"], kindChoice },
    "item.use": { ...beyond["item.use"], kindChoice },
  },
  rules: [kindRule("1.270", "entry.mechanics"), kindRule("1.274", "item.use")],
};
