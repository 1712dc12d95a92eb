// 1.269: an item's use cast with its holder's numbers: the save difficulty and attack bonus read from the holder's
// sheet (a staff's spells with the wielder's spell save DC and spell attack), instead of the item catalog's.
import type { CapabilityModule } from "../../combat/capability.js";
import { readValue } from "../../combat/source.js";
import { sourceOf } from "../../combat/stats.js";
import type { SheetToHit } from "./def.js";

export const sheetNumbers: CapabilityModule = {
  id: "sheet-numbers",
  keys: ["sheetDifficulty", "toHit.sheetBonus"],
  useNumbers(ruleset, state, who, use) {
    if (use.origin !== "item-use") return undefined;
    const difficulty = use.m.sheetDifficulty;
    const bonus = (use.m as { toHit?: SheetToHit }).toHit?.sheetBonus;
    if (difficulty === undefined && bonus === undefined) return undefined;
    const src = sourceOf(ruleset, state, who);
    return {
      ...(difficulty !== undefined ? { difficulty: readValue(src, difficulty) } : {}),
      ...(bonus !== undefined ? { toHit: readValue(src, bonus) } : {}),
    };
  },
};
