// 1.422 as written: the `attacked` moment's `missed`, a source test on any moment with a definite source
// (`reaction.sourceIs`), and reaction entries that strike back (`strikesWith`) or turn a missed attack on another
// (`redirects`); their schemas and the rules stated for them.
import type { TargetTest } from "../../combat/target-test.js";
import type { FormatExtension } from "../../validate/extensions.js";
import type { JsonObject, StatedRule } from "../../validate/rules/rule.js";
import { array, boolean, object, oneOf, ref, string } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface ReactionDef {
    /** 1.422: on an `attacked` moment, only attacks that missed the holder. */
    readonly missed?: boolean;
    /** 1.422: the one who caused the moment must pass this test (Giant Killer: Large or larger). */
    readonly sourceIs?: TargetTest;
  }
  interface Mechanics {
    /** 1.422: the holder strikes the one who caused the moment with its own best melee weapon (Retaliation). */
    readonly strikesWith?: "melee";
    /** 1.422: the one who missed makes the same attack again at a creature the holder chooses (Stand Against the Tide). */
    readonly redirects?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface WindowFrame {
    /** 1.422: an `attacked` window about an attack that missed the one it asks. */
    missed?: true;
  }
}

/** A test of the one who caused a moment: its types, tags and size bounds from `combat.sizes`. */
const sourceTest = object({
  types: array(string({ max: 100 }), { max: 50 }),
  tags: array(string({ max: 100 }), { max: 50 }),
  upToSize: ref("size"),
  atLeastSize: ref("size"),
});

/** The moments a reaction may answer that no one in particular causes (a fall). */
const SOURCELESS = ["falls"];

const reactionOf = (node: JsonObject) => node.reaction as Record<string, unknown> | undefined;

/** What a reaction entry that strikes back or turns an attack must not carry: it deals nothing of its own. */
const OWN_EFFECTS = ["amount", "attackRoll", "save", "check", "applies", "area"] as const;

const rules: StatedRule[] = [
  {
    section: "1.422",
    places: ["entry.mechanics"],
    trigger: "reaction",
    says: `"missed" narrows an "attacked" moment; "sourceIs" needs a moment with a definite source`,
    check(node, emit, root) {
      const r = reactionOf(node);
      if (!r) return;
      if (r.missed !== undefined && r.on !== "attacked")
        emit(
          ["reaction", "missed"],
          "not-allowed",
          `"missed" narrows an "attacked" moment: only with "on": "attacked"`,
        );
      if (r.sourceIs === undefined) return;
      if (SOURCELESS.includes(r.on as string))
        emit(
          ["reaction", "sourceIs"],
          "not-allowed",
          `"sourceIs" tests the one who caused the moment: "${r.on}" has none`,
        );
      const test = r.sourceIs as Record<string, unknown> | null;
      const sized = typeof test === "object" && test !== null && (test.upToSize ?? test.atLeastSize) !== undefined;
      const combat = root.combat as Record<string, unknown> | undefined;
      if (sized && combat?.sizes === undefined)
        emit(
          ["reaction", "sourceIs"],
          "missing",
          `"upToSize" and "atLeastSize" read "combat.sizes": the combat block has none`,
        );
    },
  },
  {
    section: "1.422",
    places: ["entry.mechanics"],
    trigger: "strikesWith",
    says: `"strikesWith" is a reaction entry's, answering a moment someone caused, dealing nothing of its own`,
    check(node, emit) {
      const r = reactionOf(node);
      if (!r)
        emit(["strikesWith"], "missing", `"strikesWith" strikes back from a reaction: the entry has no "reaction"`);
      else if (SOURCELESS.includes(r.on as string) || r.at === "chosen" || r.by === "self")
        emit(
          ["strikesWith"],
          "not-allowed",
          `"strikesWith" strikes the one who caused the moment: not on "${r.on}", nor with "at": "chosen" or "by": "self"`,
        );
      if (node.redirects !== undefined)
        emit(
          ["redirects"],
          "not-allowed",
          `an entry either strikes back ("strikesWith") or turns the attack ("redirects")`,
        );
      for (const key of OWN_EFFECTS)
        if (node[key] !== undefined)
          emit([key], "not-allowed", `"strikesWith" strikes with a weapon: the entry itself deals nothing ("${key}")`);
    },
  },
  {
    section: "1.422",
    places: ["entry.mechanics"],
    trigger: "redirects",
    says: `"redirects" goes with a reaction {"on": "attacked", "missed": true, "at": "chosen"}, dealing nothing of its own`,
    check(node, emit) {
      if (node.redirects !== true) return;
      const r = reactionOf(node);
      if (r?.on !== "attacked" || r.missed !== true || r.at !== "chosen")
        emit(
          ["redirects"],
          "not-allowed",
          `"redirects" turns a missed attack: only on a reaction {"on": "attacked", "missed": true, "at": "chosen"}`,
        );
      if (node.targets === "self" || node.range === "self")
        emit(
          ["redirects"],
          "not-allowed",
          `"redirects" never turns the attack on its holder: the entry aims at itself`,
        );
      for (const key of OWN_EFFECTS)
        if (node[key] !== undefined)
          emit(
            [key],
            "not-allowed",
            `"redirects" makes the attacker attack again: the entry itself deals nothing ("${key}")`,
          );
    },
  },
];

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "reaction.missed": { schema: boolean },
      "reaction.sourceIs": { schema: sourceTest },
      strikesWith: { schema: oneOf("melee") },
      redirects: { schema: boolean },
    },
  },
  rules,
};
