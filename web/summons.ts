// The summons on the field (1.122), as the page shows them: the cell each one stands on, outlined in gold, with a
// key line naming its entry, its holder and the holder's turns it has left. Pure, so it runs without a browser.
import type { CombatState } from "../src/index.js";
import type { ZoneView } from "./zones.js";

const FILL = "hsla(48, 95%, 55%, 0.45)";
const OUTLINE = "hsla(48, 100%, 70%, 0.95)";

export function summonViews(state: CombatState): ZoneView[] {
  return (state.summons ?? []).flatMap((s) => {
    if (!s.at) return [];
    const turns = `${s.left} turn${s.left === 1 ? "" : "s"} left`;
    return [
      {
        kind: "summon" as const,
        label: `${s.name} (${state.combatants[s.by]?.name ?? s.by}, ${turns})`,
        name: s.name,
        by: s.by,
        left: s.left,
        cells: [s.at],
        fill: FILL,
        outline: OUTLINE,
      },
    ];
  });
}
