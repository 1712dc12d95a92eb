// The ruleset keys of sight (1.178) and darkness (1.294), merged into the ruleset's types where they are written.
/** `{ "bright": N, "dim": N }` in the ruleset's distance unit: bright light that far, dim light as far again. */
export interface LightDef {
  readonly bright: number;
  readonly dim: number;
}

/** A `combat.senses` item: a sense that sees where eyes cannot. */
export interface SenseDef {
  readonly id: string;
  readonly label: string;
  /** The sheet field or derived value a character's range in it is read from (none when zero). */
  readonly sheet?: string;
  /** Works without eyes (blindsight, tremorsense). */
  readonly blind?: boolean;
}

/** `combat.sight`: what seeing and not seeing does. */
export interface SightDef {
  /** Advantage against a target that cannot see the attacker, disadvantage against one the attacker cannot see. */
  readonly unseenAttacks?: boolean;
  /** The sense that is sight: a condition that `lacks` it leaves only `blind` senses. */
  readonly eyes?: string;
  /** 1.294: the fight's light blinds eyes. */
  readonly darkness?: DarknessDef;
}

export interface DarknessDef {
  /** Senses that take darkness for dim light and dim light for bright (darkvision). */
  readonly seeIn?: readonly string[];
  /** Senses that see whatever the light (truesight). */
  readonly pierced?: readonly string[];
  /** The light everyone fighting with a sheet carries, unless a `seeIn` sense lets them see (a torch). */
  readonly carried?: LightDef;
}

/** What hides: a zone's `obscures`, a condition's `unseen`. Only the senses in `pierced` see through it. */
export type { Hides } from "../../combat/capability.js";

import type { Hides } from "../../combat/capability.js";

declare module "../../ruleset/combat.js" {
  interface CombatBlock {
    readonly senses?: readonly SenseDef[];
    readonly sight?: SightDef;
  }
  interface CombatConditionDef {
    /** 1.178: hides its holder (invisible). */
    readonly unseen?: Hides;
    /** 1.178: senses its holder loses (blinded lacks the sense `combat.sight.eyes` names). */
    readonly lacks?: readonly string[];
    /** 1.294: the light its holder sheds (the Light cantrip, a lantern carried). */
    readonly light?: LightDef;
    /** 1.180: senses it grants, by range; 1.182: `{ "add": N }` adds to the holder's own. */
    readonly senses?: GrantedSenses;
  }
}

/** Senses a condition or an item grants (1.180), a range each or (1.182) a range added to the holder's own. */
export type GrantedSenses = Readonly<Record<string, number | { readonly add: number }>>;

declare module "../../ruleset/catalog.js" {
  interface CreatureDef {
    /** 1.178: its own senses and their ranges, `{ "darkvision": 60 }`. */
    readonly senses?: Readonly<Record<string, number>>;
    /** 1.294: the light it sheds (a bandit with a torch, a fire elemental). */
    readonly light?: LightDef;
  }
  interface ItemEffectDef {
    readonly light?: LightDef;
    /** 1.180, 1.182: senses granted while it is worn or carried (goggles of night). */
    readonly senses?: GrantedSenses;
  }
}

declare module "../zones/state.js" {
  interface ZoneDef {
    /** 1.178: hides everything in it and seen through it. */
    readonly obscures?: Hides;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.178: only targets its user can see. */
    readonly seen?: boolean;
  }
}
