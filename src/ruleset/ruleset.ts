// The whole ruleset document.
import type { CatalogDef } from "./catalog.js";
import type { CombatBlock } from "./combat.js";
import type { EncounterDef } from "./encounter.js";
import type { SheetDef } from "./sheet.js";
import type { Value } from "./value.js";

export interface RulesetDoc {
  /** The JSON Schema an editor completes against (`gamemode-engine schema`); the engine ignores it. */
  readonly $schema?: string;
  /** The Capability API version the ruleset is written for ("1.172"). */
  readonly capabilityApi: string;
  readonly id: string;
  readonly name: string;
  readonly sheet: SheetDef;
  readonly catalogs?: Readonly<Record<string, CatalogDef>>;
  readonly checks?: readonly CheckDef[];
  readonly rests?: readonly RestDef[];
  readonly combat?: CombatBlock;
  readonly encounters?: readonly EncounterDef[];
}

/** A check rolled outside combat: an ability, a skill or a save. */
export interface CheckDef {
  readonly id: string;
  readonly label: string;
  readonly ability?: string;
  readonly skill?: string;
  readonly save?: string;
}

export interface RestDef {
  readonly id: string;
  readonly label: string;
  /** Pools refilled to their maximum (or by `amount`). */
  readonly restores?: readonly { readonly pool: string; readonly amount?: Value }[];
  readonly clear?: { readonly conditions?: readonly string[] };
  readonly tracks?: readonly { readonly track: string; readonly by: number }[];
  /** 1.335/1.337: dice spent at the rest to heal, from one pool or a list of pools. */
  readonly dice?: RestDiceDef | readonly RestDiceDef[];
}

export interface RestDiceDef {
  readonly pool: string;
  /** Faces of each die: a number, or an enum field written like "d8". */
  readonly die: Value;
  readonly add?: Value;
  /** The pool healed (the health pool when omitted). */
  readonly heals?: string;
  /** One extra die for everyone who spent dice (Song of Rest). */
  readonly extra?: { readonly die: Value; readonly add?: Value };
}
