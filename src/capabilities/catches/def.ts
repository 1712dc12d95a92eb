// 1.416 and 1.420 as written: a reaction offered only with a free slot (`reaction.freeSlot`), one aimed at a
// creature its holder chooses (`reaction.at: "chosen"`), and an attack that throws back a caught missile
// (`throwsCaught`, with 1.420's `die`); their schemas and the rules stated for them.
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import type { StatedRule } from "../../validate/rules/rule.js";
import { boolean, integer, object, oneOf, required, thresholdTable, union } from "../../validate/schema.js";

/** 1.420: a die read from the sheet (`from` through `table`: `[level, sides]` rows, the last one reached). */
export interface ThrowDie {
  readonly from: Value;
  readonly table: readonly (readonly [number, number])[];
}

declare module "../../ruleset/mechanics.js" {
  interface ReactionDef {
    /** 1.416: offered only while the holder has one of that slot free (`hand`). */
    readonly freeSlot?: "hand";
  }
  interface Mechanics {
    /** 1.416: an attack used on a `caught` reaction, dealing the caught missile's dice and type plus its own fixed
     * part; 1.420: `{ die }`, one die of that many sides instead when its average is higher. */
    readonly throwsCaught?: true | { readonly die: ThrowDie };
  }
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.416: the missile it caught, while its `caught` window is open: its dice and damage type. */
    caught?: { dice: string; type: string };
  }
}

const die = object({ from: required(value), table: required(thresholdTable(integer(2, 100))) });

const rules: StatedRule[] = [
  {
    section: "1.416",
    places: ["entry.mechanics"],
    trigger: "throwsCaught",
    says: `"throwsCaught" is an attack with an amount and an attack roll, used on a "caught" reaction`,
    check(node, emit) {
      const reaction = node.reaction as { on?: unknown } | undefined;
      if (reaction?.on !== "caught")
        emit(["throwsCaught"], "not-allowed", `"throwsCaught" is used on a "caught" reaction (1.416)`);
      if (node.amount === undefined || node.attackRoll === undefined || node.autoHit === true)
        emit(["throwsCaught"], "missing", `"throwsCaught" needs an "amount" and an "attackRoll" (1.416)`);
    },
  },
];

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "reaction.freeSlot": { schema: oneOf("hand") },
      throwsCaught: { schema: union(boolean, object({ die: required(die) })) },
    },
  },
  rules,
};
