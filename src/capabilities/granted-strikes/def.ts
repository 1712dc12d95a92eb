// 1.242, 1.244, 1.246 and 1.239 as written: a held entry's `grantsStrike`, an entry's `afterAttack`, and what a
// combat condition's `grants` narrows its strike to (`names`, `afterAttack`, `melee`); the Attack action a combatant
// took this turn.
import { type StateSlots, strings } from "../../combat/state-shape.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, object, ref, required, string, union } from "../../validate/schema.js";
import {
  type ItemTest,
  itemTest,
  type WhenDef,
  type WieldingDef,
  whenSchema,
  wieldingSchema,
} from "../attack-rows/def.js";

const names = array(string({ max: 100, min: 1 }), { min: 1, max: 50 });

/** After the Attack action: any (`true`), or one made with one of `names` or a weapon passing `items` (1.246). */
const afterAttackSchema = union(boolean, object({ names, items: itemTest }));

export type AfterAttack = true | false | { readonly names?: readonly string[]; readonly items?: ItemTest };

/** A held entry's strike bought with another budget (1.242), while its holder wields and wears what it allows (1.244). */
const grantsStrikeSchema = object({
  budget: required(ref("budget")),
  names,
  melee: boolean,
  afterAttack: afterAttackSchema,
  wielding: wieldingSchema,
  when: whenSchema,
});

export interface GrantsStrikeDef {
  readonly budget: string;
  readonly names?: readonly string[];
  readonly melee?: boolean;
  readonly afterAttack?: AfterAttack;
  readonly wielding?: WieldingDef;
  readonly when?: WhenDef;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.242: its holder may buy one strike with another budget (Martial Arts' bonus unarmed strike). */
    readonly grantsStrike?: GrantsStrikeDef;
    /** 1.242: offered only in a turn in which its holder took the Attack action (Flurry of Blows). */
    readonly afterAttack?: AfterAttack;
  }
}

declare module "../../ruleset/combat.js" {
  interface GrantFields {
    /** 1.239: only a strike within reach; a thrown weapon only at someone within its reach. */
    readonly melee?: boolean;
    /** 1.242: only these attacks, by name. */
    readonly names?: readonly string[];
    /** 1.242: only in a turn in which its holder took the Attack action (1.246: with one of these). */
    readonly afterAttack?: AfterAttack;
  }
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.242: the uses its Attack action was made with this turn (cleared when its next turn starts). */
    attackAction?: string[];
  }
}

export const savedState: StateSlots = {
  combatant: { attackAction: (value, at) => void strings(value, at, 64) },
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { grantsStrike: { schema: grantsStrikeSchema }, afterAttack: { schema: afterAttackSchema } },
    // The whole of a condition's `grants`: the base's budget and strike, and what narrows the strike.
    "combat.condition": {
      grants: {
        schema: object({
          budget: required(ref("budget")),
          attacks: boolean,
          melee: boolean,
          names,
          afterAttack: afterAttackSchema,
        }),
      },
    },
  },
};
