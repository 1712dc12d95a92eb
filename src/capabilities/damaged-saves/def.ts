// 1.274 as written: a save that ends a condition `at: "damaged"`, made when its holder takes damage, and its
// `bySource` (only damage dealt by whoever applied the condition), with what the fight keeps of them.
import type { FormatExtension } from "../../validate/extensions.js";
import { appliedKeys } from "../../validate/format/applied-keys.js";
import { boolean } from "../../validate/schema.js";

/** An `applies` item's save, as 1.274 adds to it. */
export interface DamagedSaveEnds {
  readonly at?: string;
  /** With `at: "damaged"`: only damage dealt by whoever applied it calls for the save. */
  readonly bySource?: boolean;
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.274: its `damaged` save is made only on damage dealt by its source (`saveEnds.bySource`). */
    savesOnSourceDamage?: boolean;
  }
}

type Emit = (at: readonly (string | number)[], code: "not-allowed", message: string) => void;

/** `bySource` without `at: "damaged"` in a list of applied conditions, reported under `at`. */
function checkApplies(applies: unknown, at: readonly (string | number)[], emit: Emit): void {
  if (!Array.isArray(applies)) return;
  applies.forEach((a, i) => {
    const s = (a as { saveEnds?: { at?: unknown; bySource?: unknown } } | null)?.saveEnds;
    if (s?.bySource !== undefined && s.at !== "damaged")
      emit(
        [...at, i, "saveEnds", "bySource"],
        "not-allowed",
        '"bySource" says whose damage calls for the save: only with "at": "damaged"',
      );
  });
}

// The rule holds wherever `bySource` is written: a use's `applies` and an aura's save's.
const says = '"saveEnds.bySource" belongs to a save made when the holder is damaged';
export const format: FormatExtension = {
  // An aura's save (Sympathy's) applies its condition as an entry does, `bySource` and all.
  fields: appliedKeys({ "saveEnds.bySource": { schema: boolean } }),
  rules: [
    {
      section: "1.274",
      places: ["entry.mechanics", "item.use", "creature.action"],
      trigger: "applies",
      says,
      check: (node, emit) => checkApplies(node.applies, ["applies"], emit),
    },
    {
      section: "1.274",
      places: ["combat.condition"],
      trigger: "auras",
      says,
      check(node, emit) {
        if (!Array.isArray(node.auras)) return;
        node.auras.forEach((aura, i) => {
          const save = (aura as { save?: { applies?: unknown; failedBy?: { applies?: unknown } } } | null)?.save;
          checkApplies(save?.applies, ["auras", i, "save", "applies"], emit);
          checkApplies(save?.failedBy?.applies, ["auras", i, "save", "failedBy", "applies"], emit);
        });
      },
    },
  ],
};
