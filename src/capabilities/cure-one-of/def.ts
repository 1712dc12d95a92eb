// 1.204 as written: `cureOneOf` on an entry's mechanics, its schema, and the rule the reference states for it.
import type { FormatExtension } from "../../validate/extensions.js";
import { MECHANICS, type StatedRule } from "../../validate/rules/rule.js";
import { boolean } from "../../validate/schema.js";
import type { JsonObject } from "../../validate/walk.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.204: carries out exactly one of its cures (`ends`' conditions, `tracks`, `unseals`), the one chosen. */
    readonly cureOneOf?: boolean;
  }
}

/** How many cures an entry's mechanics holds: each condition `ends` names, each track move, `unseals`. */
export function cureCount(m: JsonObject): number {
  const ends = m.ends as JsonObject | undefined;
  const conditions = Array.isArray(ends?.conditions) ? ends.conditions.length : 0;
  const tracks = Array.isArray(m.tracks) ? m.tracks.length : 0;
  return conditions + tracks + (m.unseals === true ? 1 : 0);
}

// "It needs at least two cures to choose from."
const twoCures: StatedRule = {
  section: "1.204",
  trigger: "cureOneOf",
  places: MECHANICS,
  says: '"cureOneOf" needs at least two cures to choose from',
  check(node, emit) {
    if (node.cureOneOf !== true) return;
    const n = cureCount(node);
    if (n < 2) emit(["cureOneOf"], "not-allowed", `"cureOneOf" needs at least two cures to choose from, got ${n}`);
  },
};

export const format: FormatExtension = {
  fields: { "entry.mechanics": { cureOneOf: { schema: boolean } } },
  rules: [twoCures],
};
