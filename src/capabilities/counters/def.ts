// 1.239's `usesOf` as the fight reads it: the counter rows a sheet brings (by name) and the uses an act spends.
import { counts, type StateSlots } from "../../combat/state-shape.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { integer } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.239: spends the uses of the sheet's counter row of that name instead of its own (Frenzied Rage: "Rage"). */
    readonly usesOf?: string;
    /** 1.245: one use spends that many uses of its `usesOf` row, or of the counter row holding it (Quivering Palm:
     * 3 ki); offered only while that many remain. */
    readonly usesSpent?: number;
  }
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.239: the uses left of the sheet's counter rows, by lower-cased name. */
    counters?: Record<string, number>;
  }
  interface ActFrame {
    /** How many uses of its counter the act spends (1 unless a package says otherwise: 1.251's chosen uses). */
    uses?: number;
  }
}

export const savedState: StateSlots = {
  combatant: { counters: (value, at) => counts(value, at, 1_000_000) },
};

export const format: FormatExtension = {
  fields: { "entry.mechanics": { usesSpent: { schema: integer(1, 1000) } } },
};
