// "Turn <zone>" (1.182): a carried line or cone turned on its `turn.budget`, picked like a direction to aim.
import type { CapabilityModule } from "../../combat/capability.js";
import { useOf } from "../../combat/resolve.js";
import { incapacitated } from "../../combat/stats.js";
import { turnableZones, turnCells, turnZone } from "./turning.js";

export const zoneTurns: CapabilityModule = {
  id: "zone-turns",
  keys: ["zone.turn", "zone.turn.budget"],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    for (const zone of turnableZones(ctx, who)) {
      const cells = turnCells(ctx, zone, who.at!);
      if (!cells.length) continue;
      out.push({
        id: `turn:${zone.use}`,
        module: "zone-turns",
        kind: "zone",
        label: `Turn ${zone.name}`,
        who: who.id,
        budget: useOf(ctx, zone.by, zone.use).m.zone!.turn!.budget,
        cells,
        zone: zone.use,
      });
    }
  },
  take(ctx, who, option, choice) {
    const zone = turnableZones(ctx, who).find((z) => option.kind === "zone" && z.use === option.zone)!;
    who.budgets[option.budget!] = (who.budgets[option.budget!] ?? 0) - 1;
    turnZone(ctx, zone, choice.at!);
  },
};
