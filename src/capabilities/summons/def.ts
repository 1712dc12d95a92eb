// 1.122 as written: `summons` on an attack entry, its schema, the rule stated for it, and the state it keeps.
import type { Cell } from "../../ruleset/encounter.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { integer, object, ref, required } from "../../validate/schema.js";

export interface SummonsDef {
  /** The budget a later strike spends. */
  readonly budget: string;
  /** Its holder's turns it lasts, not counting the turn of the cast. */
  readonly rounds: number;
  /** How far it moves before a strike, in the catalog's unit (0 when omitted). */
  readonly move?: number;
  /** How far it reaches from where it moves to (one cell when omitted). */
  readonly reach?: number;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.122: the attack leaves something behind that strikes again on later turns (Spiritual Weapon). */
    readonly summons?: SummonsDef;
  }
}

/** A summon on the field, as the combat state lists it (JSON like the rest of the state). */
export interface SummonState {
  /** Its holder and the use whose attack it repeats. */
  by: string;
  use: string;
  name: string;
  /** Where it stands on a board (beside the last one it struck). */
  at?: Cell;
  /** Turns of its holder left. */
  left: number;
  /** The turn it was left in (`round:turn`), which does not count. */
  castIn: string;
  /** The cast's paid level, so each strike deals what the cast's level deals. */
  steps: number;
  level?: number;
}

declare module "../../combat/types.js" {
  interface CombatState {
    /** Summons on the field, oldest first (1.122). */
    summons?: SummonState[];
  }
}

// Distances up to the board's size in any unit a catalog may use; `rounds` as a zone's (1 to 1000).
const distance = integer(0, 100_000);

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      summons: {
        schema: object({
          budget: required(ref("budget")),
          rounds: required(integer(1, 1000)),
          move: distance,
          reach: integer(1, 100_000),
        }),
      },
    },
  },
  rules: [
    {
      section: "1.122",
      places: ["entry.mechanics"],
      trigger: "summons",
      says: `"summons" sits on an attack entry that targets enemies`,
      check(node, emit) {
        const kind = node.kind ?? "attack";
        const targets = node.targets ?? "enemy";
        if (kind === "attack" && targets === "enemy") return;
        emit(
          ["summons"],
          "not-allowed",
          `"summons" leaves something that strikes enemies: only on an attack entry that targets enemies (1.122)`,
        );
      },
    },
  ],
};
