// Ending one's turn: always on the menu of the active combatant.
import type { CapabilityModule } from "../capability.js";

export const turn: CapabilityModule = {
  id: "turn",
  keys: [],
  menu(_ctx, who, out) {
    out.push({ id: "end", module: "turn", kind: "end", label: "End turn", who: who.id });
  },
  take(ctx) {
    ctx.state.ending = true;
  },
};
