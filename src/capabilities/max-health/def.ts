// 1.203 and 1.235 as written: `reducesMax` on a creature action and on catalog mechanics, `leavesAtLeast`,
// `targetHolds`, their schemas, and the event they add.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, type Infer, integer, object, ref } from "../../validate/schema.js";

const targetHolds = object({
  conditions: array(ref("condition"), { max: 50 }),
  // Held only when the user of the action applied it (grappled by the vampire).
  fromSelf: array(ref("condition"), { max: 50 }),
});

/** A creature action's: its own save (1.203), or none, lowering by every blow that hits (1.235). */
const onAction = object({
  save: ref("save"),
  difficulty: integer(0, 1000),
  // No rest gives it back, only `unseals` (clay golem).
  lasting: boolean,
  damageType: ref("damageType"),
  heals: boolean,
});

/** Catalog mechanics' (1.235): never a save of its own; `onFailedSave` waits for the entry's own (Harm). */
const onEntry = object({ onFailedSave: boolean, damageType: ref("damageType"), heals: boolean });

export type ReducesMaxDef = Infer<typeof onAction> & Infer<typeof onEntry>;
export type TargetHoldsDef = Infer<typeof targetHolds>;

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.203, 1.235: the damage it deals is taken off its target's maximum too. */
    readonly reducesMax?: ReducesMaxDef;
    /** 1.235: its damage never takes its target's health below this (Harm: 1). */
    readonly leavesAtLeast?: number;
    /** 1.235: only those holding one of these, or one of `fromSelf` applied by its user, can be targeted. */
    readonly targetHolds?: TargetHoldsDef;
  }
}

export interface MaxLowered {
  t: "max-lowered";
  who: string;
  source: string;
  by: number;
  /** The maximum now. */
  max: number;
  /** Only unsealing gives it back; otherwise the next rest does. */
  lasting?: boolean;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "max-lowered": MaxLowered;
  }
}

export const format: FormatExtension = {
  fields: {
    "creature.action": {
      reducesMax: { schema: onAction },
      targetHolds: { schema: targetHolds },
    },
    "entry.mechanics": {
      reducesMax: { schema: onEntry },
      leavesAtLeast: { schema: integer(0, 100000) },
      targetHolds: { schema: targetHolds },
    },
  },
};

export function maxLoweredText(e: MaxLowered, n: Names): string {
  const until = e.lasting ? "until something unseals it" : "until a rest";
  return `${n.who(e.who)}'s hit point maximum drops by ${e.by} to ${e.max} (${n.who(e.source)}), ${until}`;
}
