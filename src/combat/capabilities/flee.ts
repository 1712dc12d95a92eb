// Fleeing: a party member leaves the fight (from a board's edge, or at any time without a board). A party with
// no one standing and someone fled has fled.
import type { CapabilityModule } from "../capability.js";
import { emit } from "../context.js";
import { incapacitated } from "../stats.js";
import { endConcentration } from "./concentration.js";

export const flee: CapabilityModule = {
  id: "flee",
  keys: [],
  menu(ctx, who, out) {
    if (who.side !== "party" || incapacitated(ctx.ruleset, who)) return;
    const b = ctx.state.board;
    if (b && who.at) {
      const [x, y] = who.at;
      if (x > 0 && y > 0 && x < b.width - 1 && y < b.height - 1) return;
    }
    out.push({ id: "flee", module: "flee", kind: "flee", label: "Flee the fight", who: who.id });
  },
  take(ctx, who) {
    endConcentration(ctx, who, "left the fight");
    who.status = "fled";
    emit(ctx, { t: "fled", who: who.id });
    ctx.state.ending = true;
  },
};
