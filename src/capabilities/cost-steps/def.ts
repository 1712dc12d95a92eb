// 1.300 as written: `perCostStepsEvery` on an entry's mechanics.
import type { FormatExtension } from "../../validate/extensions.js";
import { integer } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.300: `perCostStep` is added once every this many steps of higher cost, not at each (Flame Blade: 2). */
    readonly perCostStepsEvery?: number;
  }
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": { perCostStepsEvery: { schema: integer(1, 20) } } },
};
