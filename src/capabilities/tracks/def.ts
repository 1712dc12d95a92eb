// 1.201 as written: `tracks` (with `track` and `by`) and `unseals` on an entry's mechanics, their schemas, what the
// fight keeps of them, and the events they leave in the log.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, integer, object, ref, required } from "../../validate/schema.js";

export interface TrackMove {
  readonly track: string;
  /** Levels up (worse) or down; the track stays within its own range. */
  readonly by: number;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.201: moves these live tracks of those it reaches (exhaustion −1 with Greater Restoration). */
    readonly tracks?: readonly TrackMove[];
    /** 1.201: gives back health only a rest (or nothing) would restore: sealed and lowered parts of the maximum. */
    readonly unseals?: boolean;
  }
}

declare module "../../ruleset/combat.js" {
  interface ConditionEnd {
    /** 1.239: moves its holder's live tracks when it ends, however it ends (Frenzy: exhaustion +1). */
    readonly tracks?: readonly TrackMove[];
  }
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.201: the sheet's sealed parts were given back in this fight (cleared from the sheet when it settles). */
    unsealed?: true;
  }
}

export interface TrackMoved {
  t: "track-moved";
  who: string;
  track: string;
  /** The track's own label (Exhaustion). */
  trackLabel: string;
  from: number;
  to: number;
  /** The label of the level reached. */
  label: string;
  /** The entry that moved it. */
  name: string;
  /** The health maximum now, when the move changed it. */
  max?: number;
}

export interface Unsealed {
  t: "unsealed";
  who: string;
  /** The entry that gave it back. */
  name: string;
  amount: number;
  /** The health maximum now. */
  max: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "track-moved": TrackMoved;
    unsealed: Unsealed;
  }
}

const moves = array(object({ track: required(ref("track")), by: required(integer(-100, 100)) }), { min: 1, max: 20 });

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { tracks: { schema: moves }, unseals: { schema: boolean } },
    "combat.condition": { "onEnd.tracks": { schema: moves } },
  },
};

export function trackMovedText(e: TrackMoved, n: Names): string {
  const way = e.to > e.from ? "rises" : "falls";
  const max = e.max === undefined ? "" : `; hit point maximum ${e.max}`;
  return `${n.who(e.who)}'s ${e.trackLabel.toLowerCase()} ${way} to ${e.label} (${e.name})${max}`;
}

export function unsealedText(e: Unsealed, n: Names): string {
  return `${n.who(e.who)}'s hit point maximum is restored by ${e.amount} to ${e.max} (${e.name})`;
}
