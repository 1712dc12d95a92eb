// Teleportation as written (1.276, 1.279, 1.280) and as the fight keeps it: JSON like the rest of the state.
import type { Cell } from "../../ruleset/encounter.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, type Infer, integer, number, object, required, string } from "../../validate/schema.js";
import { teleportRules } from "./rules.js";

// 1.276: a teleport of its user; 1.279 `leaves`, `carriesSeen`, `smoke`; 1.280 `strike`. The one declaration of the
// key's shape: the validator walks it (extension point "format") and `TeleportDef` is its type. Keys of later
// sections inside it (`smoke.pierced`, `smoke.light`) are looked up in the registry; `carries` (1 to 8),
// `carriesSeen` with `carries` and what `strike` names are stated rules (rules.ts, more.ts), reported with their
// sections.
export const teleportSchema = object({
  /** How far, in the ruleset's distance unit. */
  distance: required(number(0, 1_000_000)),
  /** Only to a cell the user can see now (Misty Step). */
  seen: boolean,
  /** How many willing creatures of the user's side come along (1 to 8), no larger than the user. */
  carries: integer(),
  /** How near those carried must stand (touch when omitted). */
  carriesWithin: number(0, 1_000_000),
  /** 1.279: it can take the user and companions out of the fight. */
  leaves: boolean,
  /** 1.279: only companions the user can see. */
  carriesSeen: boolean,
  /** 1.279: a cloud on the cells left and reached, until the end of the user's next turn. */
  smoke: object({
    /** 1.286: it only lightly obscures. */
    light: boolean,
  }),
  /** 1.280: one of the creature's own actions that follows the teleport for free, or leads it. */
  strike: string({ max: 100, min: 1 }),
});

export type TeleportDef = Infer<typeof teleportSchema>;

const field = { schema: teleportSchema };
export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { teleport: field },
    "item.use": { teleport: field },
    "creature.action": { teleport: field },
  },
  rules: teleportRules,
};

/** What a teleport option offers: where it can land, who can come along and how many, and whether it can leave. */
export interface TeleportOffer {
  readonly cells: readonly Cell[];
  readonly carries?: readonly string[];
  /** How many of `carries` at most. */
  readonly upTo?: number;
  readonly leaves?: true;
}

/** The teleport an act carries out on its user. */
export interface TeleportMove {
  /** Where it lands; none when it leaves the fight. */
  at?: Cell;
  carries: string[];
}

/** The other half of a teleport with a strike, owed for free this turn (`in`: `round:turn`). */
export interface Paired {
  /** The use that may follow, and the teleport it pairs with. */
  use: string;
  teleport: string;
  in: string;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.276: the user moves instantly. */
    readonly teleport?: TeleportDef;
  }
}

declare module "../../combat/types.js" {
  interface OptionBase {
    /** 1.276: a teleport's landing cells and companions. */
    readonly teleport?: TeleportOffer;
    /** 1.280: a half of a teleport paired with a strike: the strike made first (spending the teleport too), or
     * the free half owed after the first; `teleport` is the teleport's use. */
    readonly pairing?: { readonly as: "strike-first" | "paired"; readonly teleport: string };
  }
  interface Choice {
    /** 1.276: who comes along on a teleport. */
    readonly carries?: readonly string[];
  }
  interface ActFrame {
    teleport?: TeleportMove;
    /** 1.280: a strike made first also spends this teleport's uses and recharge. */
    alsoSpends?: string;
    /** 1.280: the free half of a teleport with a strike, which leads on to nothing more. */
    paired?: true;
  }
  interface Combatant {
    /** 1.280: the free half still owed this turn. */
    paired?: Paired;
    /** 1.279: left the fight by teleporting (its status is then `fled`). */
    left?: true;
  }
  interface CombatState {
    /** 1.279: smoke clouds left by teleports, oldest first. */
    smoke?: SmokeState[];
  }
}

export interface SmokeState {
  by: string;
  cells: Cell[];
  /** 1.286: it only lightly obscures. */
  light?: true;
  /** The round and the user's place in the order when it formed: it lasts until the end of the user's next turn. */
  round: number;
  turn: number;
}
