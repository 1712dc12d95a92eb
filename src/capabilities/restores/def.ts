// 1.252 as written: an entry's `restore` (`pool`, `amount`, `overMax`), its schema, the rule stated for it ("on a
// `heal` or a `buff`"), and the event a restore in a fight writes.
import type { Names } from "../../combat/names.js";
import type { DiceSpec } from "../../dice/index.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, dice, object, required, string } from "../../validate/schema.js";

export interface RestoreDef {
  /** A live pool by id, or a list row's pool (a counter row) by its name ("Sorcery Points"). */
  readonly pool: string;
  /** What it restores; `perCostStep` adds to it for each cost step paid above the cheapest. */
  readonly amount?: DiceSpec;
  /** It may go past the pool's maximum; the excess is kept apart until a rest refills the pool. */
  readonly overMax?: boolean;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.252: restores a pool for those it reaches (Font of Magic). */
    readonly restore?: RestoreDef;
  }
}

export interface Restored {
  t: "restore";
  who: string;
  /** The pool's id, or the counter row's name as the entry gives it. */
  pool: string;
  from: number;
  to: number;
  /** Of `to`, how much is past the pool's maximum (1.252 `overMax`). */
  over?: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    restore: Restored;
  }
}

export function restoredText(e: Restored, n: Names): string {
  const over = e.over ? `, ${e.over} past the maximum` : "";
  return `${n.who(e.who)} regains ${e.to - e.from} of their ${n.pool(e.pool)} (${e.from} → ${e.to}${over})`;
}

const restoreSchema = object({ pool: required(string({ min: 1, max: 200 })), amount: dice, overMax: boolean });

export const format: FormatExtension = {
  fields: { "entry.mechanics": { restore: { schema: restoreSchema } } },
  rules: [
    {
      section: "1.252",
      places: ["entry.mechanics"],
      trigger: "restore",
      says: `"restore" is for a "heal" or a "buff"`,
      check(node, emit) {
        if (node.restore === undefined) return;
        if (node.kind !== "heal" && node.kind !== "buff")
          emit(["restore"], "not-allowed", `"restore" is for a "heal" or a "buff" entry (1.252)`);
      },
    },
  ],
};
