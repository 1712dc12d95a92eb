// 1.182 as written: an entry's `push`, the distance it pushes whoever it lands on.
import type { FormatExtension } from "../../validate/extensions.js";
import { integer } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.182: pushes whoever it lands on (and fails its save) that far straight away from its user. */
    readonly push?: number;
  }
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": { push: { schema: integer(1, 10_000) } } },
};
