// 1.176 as written: `ends`, `stabilizes` and `revives` on an entry's mechanics or an item's use, their schemas,
// the rule stated for `stabilizes`, and the event a revival adds.
import type { TargetTest } from "../../combat/target-test.js";
import type { DiceRoll, DiceSpec } from "../../dice/index.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { targetTest } from "../../validate/format/combat.js";
import { has, MECHANICS, type StatedRule } from "../../validate/rules/rule.js";
import type { Field } from "../../validate/schema.js";
import { array, boolean, dice, integer, object, ref, required } from "../../validate/schema.js";

export interface EndsDef {
  /** Conditions, or kinds of them (1.258), ended on the target in the order listed. */
  readonly conditions: readonly string[];
  /** At most this many end; all of them when omitted. */
  readonly count?: number;
  /** 1.236: only what was applied by a creature passing this test (Break Enchantment). */
  readonly from?: TargetTest;
}

export interface RevivesDef {
  /** Only someone dead no more than this many rounds can be brought back. */
  readonly withinRounds: number;
  /** The health they come back with. */
  readonly health: DiceSpec;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.176: conditions (or, 1.258, kinds) a cure ends on its target, in the order listed, at most `count`. */
    readonly ends?: EndsDef;
    /** 1.176: a dying target becomes stable (no more death saves). */
    readonly stabilizes?: boolean;
    /** 1.176: a target dead no more than `withinRounds` rounds comes back to life with `health`. */
    readonly revives?: RevivesDef;
  }
}

export interface Revived {
  t: "revived";
  /** Who comes back to life. */
  who: string;
  /** Who brought them back. */
  by: string;
  /** The entry or item use that did. */
  name: string;
  /** The health they stand with. */
  hp: number;
  /** The roll of its `health`. */
  dice: DiceRoll;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    revived: Revived;
  }
}

const keys: Readonly<Record<string, Field>> = {
  ends: {
    schema: object({
      conditions: required(array(ref(["condition", "conditionKind"]), { min: 1, max: 100 })),
      count: integer(1, 100),
      from: targetTest,
    }),
  },
  stabilizes: { schema: boolean },
  revives: { schema: object({ withinRounds: required(integer(1, 100_000)), health: required(dice) }) },
};

// "`stabilizes: true` … needs a combat block with a `dying` rule".
const stabilizesNeedsDying: StatedRule = {
  section: "1.176",
  trigger: "stabilizes",
  places: MECHANICS,
  says: `"stabilizes" needs "combat.dying"`,
  check(node, emit, root) {
    if (node.stabilizes !== undefined && !has(root, ["combat", "dying"])) {
      emit(["stabilizes"], "missing", `"stabilizes" needs a "dying" rule in the combat block (1.176)`);
    }
  },
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": keys,
    "item.use": keys,
    // 1.261: a stat block's action ends conditions as a catalog entry does (the unicorn's Healing Touch).
    "creature.action": { ends: keys.ends! },
  },
  rules: [stabilizesNeedsDying],
};
