// 1.328: a condition's `{ "to": "save-difficulty", "flat" }` moves, while its holder has it, the difficulty of every
// save the holder calls for: its uses' own saves, and (since they are fixed from it) the difficulty of the saves
// that end what those uses applied. Checks, concentration saves (set by the damage) and creatures its uses call
// into the fight keep theirs: none of them asks for the holder's save difficulty.
import type { CapabilityModule } from "../../combat/capability.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";
import { SAVE_DIFFICULTY } from "./def.js";

export const saveDifficultyMoved: CapabilityModule = {
  id: "save-difficulty",
  keys: [SAVE_DIFFICULTY],
  adjustSaveDifficulty(ruleset, _state, who, difficulty) {
    let dc = difficulty;
    for (const id of conditionIds(ruleset, who))
      for (const m of conditionDef(ruleset, id)?.modifiers ?? [])
        if ((m.to as string) === SAVE_DIFFICULTY) dc += m.flat ?? 0;
    return dc;
  },
};
