// The smoke a teleport leaves (1.279), as the page shows it: the cells of each cloud in grey, with a key line naming
// who left it and whether it hides or only lightly obscures (1.286). Pure, so it runs without a browser.
import type { CombatState } from "../src/index.js";
import type { ZoneView } from "./zones.js";

const FILL = "hsla(0, 0%, 70%, 0.45)";
const LIGHT_FILL = "hsla(0, 0%, 80%, 0.25)";
const OUTLINE = "hsla(0, 0%, 85%, 0.8)";

export function smokeViews(state: CombatState): ZoneView[] {
  return (state.smoke ?? []).map((cloud) => ({
    kind: "smoke" as const,
    label: `${cloud.light ? "Light smoke, lightly obscures" : "Smoke, hides"} (${state.combatants[cloud.by]?.name ?? cloud.by})`,
    name: "Smoke",
    by: cloud.by,
    left: 0,
    cells: cloud.cells,
    fill: cloud.light ? LIGHT_FILL : FILL,
    outline: OUTLINE,
  }));
}
