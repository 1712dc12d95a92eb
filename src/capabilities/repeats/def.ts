// 1.310 as written: `repeats` on a concentration entry, its schema and stated rules, and what a fight keeps of the
// casting it repeats.
import type { FormatExtension } from "../../validate/extensions.js";
import { get, needs, type StatedRule } from "../../validate/rules/rule.js";
import { boolean, object, required, string } from "../../validate/schema.js";

export interface RepeatsDef {
  /** The budget each repeat spends. */
  readonly budget: string;
  /** Never offered against a creature that succeeded on its save against this casting (Eyebite). */
  readonly notSaved?: boolean;
  /** Offered only against those the casting targeted (Heat Metal). */
  readonly sameTargets?: boolean;
  /** 1.313: entries of one group are options of one casting, each offered again while any is concentrated on
   * (Eyebite's asleep, panicked and sickened). */
  readonly group?: string;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.310: while its user concentrates on it, its effect is offered again on `budget` ("<name> again"). */
    readonly repeats?: RepeatsDef;
  }
}

/** The casting a combatant may repeat while it concentrates on it (JSON like the rest of the state). */
export interface Repeating {
  /** The entry cast, the one concentrated on. */
  use: string;
  /** 1.313: its group, whose every entry is offered again. */
  group?: string;
  /** The steps and level the casting was paid at, which every repeat keeps. */
  steps: number;
  level?: number;
  /** Those the casting (not a repeat) targeted, for `sameTargets`. */
  targets: string[];
  /** Those who succeeded on a save against this casting or a repeat of it, for `notSaved`. */
  saved: string[];
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.310: the casting this combatant may use again while it concentrates on it. */
    repeating?: Repeating;
  }
}

const REPEATS_BUDGET = ["repeats", "budget"];

// "`repeats` needs … a known budget."
const knownBudget: StatedRule = {
  section: "1.310",
  trigger: "repeats",
  places: ["entry.mechanics"],
  says: `"repeats.budget" names a combat budget`,
  check(node, emit, root) {
    const budget = get(node, REPEATS_BUDGET);
    if (typeof budget !== "string") return;
    const budgets = get(root, ["combat", "budgets"]);
    const known =
      Array.isArray(budgets) &&
      budgets.some((b) => typeof b === "object" && b !== null && (b as { id?: unknown }).id === budget);
    if (!known) emit(REPEATS_BUDGET, "bad-reference", `no combat budget "${budget}" is declared (1.310)`);
  },
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      repeats: {
        schema: object({ budget: required(string()), notSaved: boolean, sameTargets: boolean, group: string() }),
      },
    },
  },
  rules: [
    // "`repeats` needs `concentration` and a known budget."
    needs("1.310", ["entry.mechanics"], "repeats", ["concentration"]),
    knownBudget,
  ],
};
