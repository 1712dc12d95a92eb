// 1.248 as written: a `hit` moment narrowed to the strikes a budget paid for (`reaction.budget`), and a group of
// responses to one's own hit of which one is taken per hit (`reaction.oneOf`); with the rules stated for them.
import type { FormatExtension } from "../../validate/extensions.js";
import type { StatedRule } from "../../validate/rules/rule.js";
import { ref, string } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface ReactionDef {
    /** 1.248: only hits by a strike paid for with this budget (Open Hand Technique: the flurry's). */
    readonly budget?: string;
    /** 1.248: one of the responses to one's own hit sharing this group is taken per hit. */
    readonly oneOf?: string;
  }
}

declare module "../../combat/types.js" {
  interface WindowFrame {
    /** 1.248: the responses its holder took on this hit, and the groups they used up. */
    taken?: string[];
    oneOf?: string[];
  }
}

/** The effect that keeps its holder from anything its reaction budget pays for (Open Hand Technique). */
export const CANNOT_REACT = "cannot-react";

// "`oneOf` goes on a `hit` moment with `by` self and without `also`"; a `budget` narrows a `hit` moment.
const oneOfOnOwnHit: StatedRule = {
  section: "1.248",
  places: ["entry.mechanics"],
  trigger: "reaction",
  says: `"oneOf" goes on a "hit" moment with "by": "self" and without "also"; "budget" on a "hit" moment`,
  check(node, emit) {
    const r = node.reaction as Record<string, unknown> | undefined;
    if (!r || typeof r !== "object") return;
    if (r.oneOf !== undefined && (r.on !== "hit" || r.by !== "self" || r.also !== undefined))
      emit(
        ["reaction", "oneOf"],
        "not-allowed",
        `"oneOf" groups responses to the holder's own hit: only with "on": "hit", "by": "self" and no "also" (1.248)`,
      );
    if (r.budget !== undefined && r.on !== "hit")
      emit(["reaction", "budget"], "not-allowed", `"budget" narrows a hit moment: only with "on": "hit" (1.248)`);
  },
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "reaction.budget": { schema: ref("budget") },
      "reaction.oneOf": { schema: string({ max: 100, min: 1 }) },
    },
  },
  rules: [oneOfOnOwnHit],
};
