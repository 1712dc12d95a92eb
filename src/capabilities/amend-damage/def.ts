// 1.414 as written: an amendment's `damageOnce` (a value from the holder's sheet added to one damage roll a use) and
// `halfOnSave` (a save that negates the damage keeps half of it instead), their schema and their log lines.
import type { Names } from "../../combat/names.js";
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { boolean } from "../../validate/schema.js";

declare module "../amends/amendments.js" {
  interface AmendDef {
    /** 1.414: added to one damage roll a use: every target of one shared roll, else the first hit (Empowered
     * Evocation). */
    readonly damageOnce?: Value;
    /** 1.414: a save that would negate the damage keeps half of it, and spares the rest (Potent Cantrip). */
    readonly halfOnSave?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface ActFrame {
    /** 1.414: the one damage roll `damageOnce` adds to in this act has been rolled (the first hit). */
    damagedOnce?: true;
  }
}

/** `damageOnce` added to the damage of a use on one target. */
export interface DamageOnce {
  t: "damage-once";
  who: string;
  target: string;
  use: string;
  /** The amending entries. */
  by: string[];
  amount: number;
}

/** A save that would have negated the damage keeps half of it (`halfOnSave`). */
export interface HalfOnSave {
  t: "half-on-save";
  who: string;
  by: string;
  use: string;
  /** The amending entries. */
  amends: string[];
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "damage-once": DamageOnce;
    "half-on-save": HalfOnSave;
  }
}

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export function damageOnceText(e: DamageOnce, n: Names): string {
  const by = list(e.by.map((b) => n.use(e.who, b)));
  return `${by} adds ${e.amount} to the damage of ${n.use(e.who, e.use)} on ${n.who(e.target)}`;
}

export function halfOnSaveText(e: HalfOnSave, n: Names): string {
  const by = list(e.amends.map((b) => n.use(e.by, b)));
  return `${n.who(e.who)} saves against ${n.use(e.by, e.use)} but still takes half its damage (${by})`;
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { "amends[].damageOnce": { schema: value }, "amends[].halfOnSave": { schema: boolean } },
  },
};
