// Moving and drifting zones (1.173): "Move <zone>" on the zone's budget, picked on the board like a walk, and a
// drift away from the caster at the start of each of the caster's turns.
import type { CapabilityModule } from "../../combat/capability.js";
import { useOf } from "../../combat/resolve.js";
import { incapacitated } from "../../combat/stats.js";
import { catchOne, prune } from "../zones/zones.js";
import { driftZones, movableZones, moveCells, ramZone, shiftZone } from "./moving.js";
import { movesSlots } from "./zone-state.js";

export const zoneMoves: CapabilityModule = {
  id: "zone-moves",
  // The keys it adds to a saved zone (the zones package's extension point "zone state").
  zoneSlots: movesSlots,
  keys: [
    "zone.move",
    "zone.move.budget",
    "zone.move.distance",
    "zone.move.ram",
    "zone.drift",
    "zone.drift.distance",
    "Move <zone>",
  ],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    for (const zone of movableZones(ctx, who)) {
      const cells = moveCells(ctx, zone);
      if (!cells.length) continue;
      const budget = useOf(ctx, zone.by, zone.use).m.zone!.move!.budget;
      out.push({
        id: `zone:${zone.use}`,
        module: "zone-moves",
        kind: "zone",
        label: `Move ${zone.name}`,
        who: who.id,
        budget,
        cells,
        zone: zone.use,
      });
    }
  },
  take(ctx, who, option, choice) {
    const zone = movableZones(ctx, who).find((z) => option.kind === "zone" && z.use === option.zone)!;
    who.budgets[option.budget!] = (who.budgets[option.budget!] ?? 0) - 1;
    if (useOf(ctx, zone.by, zone.use).m.zone!.move!.ram) ramZone(ctx, zone, choice.at!, catchOne);
    else shiftZone(ctx, zone, choice.at!, "move", catchOne);
  },
  onTurnStart(ctx, who) {
    prune(ctx);
    driftZones(ctx, who, catchOne);
  },
};
