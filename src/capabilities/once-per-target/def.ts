// 1.304 as written: `oncePerTarget` on an entry, the names it keeps on the combatant during a fight, and the rule
// that its `until` names a rest the ruleset declares.
import type { FormatExtension } from "../../validate/extensions.js";
import { excludes, MECHANICS } from "../../validate/rules/rule.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.304: not offered again against a creature it was used on until its user takes that rest (Chains of
     * Carceri); kept by name on the user's live sheet (`live.usedOn`). */
    readonly oncePerTarget?: { readonly until: string };
  }
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.304: by use, the names it was used on: those the sheet brought in and those of this fight. */
    usedOn?: Record<string, string[]>;
  }
}

export const format: FormatExtension = {
  rules: [
    // "It cannot be used for areas, nor on entries aimed at the user themselves."
    excludes("1.304", ["entry.mechanics", "item.use"], "oncePerTarget", "area"),
    excludes("1.304", ["entry.mechanics", "item.use"], "oncePerTarget", "targets", "self"),
    {
      section: "1.304",
      places: MECHANICS,
      trigger: "oncePerTarget",
      says: `"oncePerTarget.until" names a rest the ruleset declares`,
      check(node, emit, root) {
        const until = (node.oncePerTarget as { until?: unknown } | undefined)?.until;
        if (typeof until !== "string") return;
        const rests = Array.isArray(root.rests) ? (root.rests as { id?: unknown }[]) : [];
        if (rests.some((r) => r?.id === until)) return;
        emit(
          ["oncePerTarget", "until"],
          "bad-reference",
          `"oncePerTarget.until" must name a declared rest, got "${until}" (1.304)`,
        );
      },
    },
  ],
};
