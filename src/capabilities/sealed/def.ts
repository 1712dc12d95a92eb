// 1.314 as written: `sealed` on a combat condition (Resilient Sphere) and `targetsUpTo` on an entry's mechanics,
// their schemas and the rules stated for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, number, object, ref, required } from "../../validate/schema.js";

export interface SealedDef {
  /** The holder may spend this budget to move up to `share` of its speed (rolling the sphere). */
  readonly rolls?: { readonly budget: string; readonly share: number };
  /** Someone beside the holder may spend this budget to lift it and carry it as they walk. */
  readonly lifted?: { readonly budget: string };
  /** Entries that end the condition (and the concentration holding it up) instead of their usual effect. */
  readonly brokenBy?: readonly string[];
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.314: the holder is cut off from everyone else while it lasts. */
    readonly sealed?: SealedDef;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.314: only creatures of this size of `combat.sizes` or smaller can be targeted. */
    readonly targetsUpTo?: string;
  }
}

const sealed = object({
  rolls: object({ budget: required(ref("budget")), share: required(number(0, 1)) }),
  lifted: object({ budget: required(ref("budget")) }),
  brokenBy: array(ref("entry"), { min: 1, max: 20 }),
});

export const format: FormatExtension = {
  fields: {
    "combat.condition": { sealed: { schema: sealed } },
    "entry.mechanics": { targetsUpTo: { schema: ref("size") } },
  },
};

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.314: the one carrying this sealed holder as they walk, until they put it down or the seal ends. */
    carriedBy?: string;
  }
}

/** A seal ended by an entry its `brokenBy` names (Disintegrate on the sphere). */
export interface SealBrokenEvent {
  t: "seal-broken";
  who: string;
  by: string;
  /** The breaking entry's name. */
  name: string;
  condition: string;
}

/** A sealed holder lifted, or put down. */
export interface SealCarryEvent {
  t: "seal-carry";
  what: "lift" | "down" | "dropped";
  who: string;
  carrier: string;
}

/** A sealed holder rolling itself along. */
export interface SealRollEvent {
  t: "seal-roll";
  who: string;
  /** How far it may roll, in distance units. */
  distance: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "seal-broken": SealBrokenEvent;
    "seal-carry": SealCarryEvent;
    "seal-roll": SealRollEvent;
  }
}
