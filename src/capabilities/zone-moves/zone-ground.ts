// Zone ground (1.173 `terrain`): difficult cells are read by walking (movement.ts asks the extension point "difficult ground", answered by `difficultFor`); here, the
// damage dealt for distance moved inside.
import type { CapabilityModule } from "../../combat/capability.js";
import { groundFor, walkedInside } from "./ground.js";
import { groundSlots } from "./zone-state.js";

export const zoneGround: CapabilityModule = {
  id: "zone-ground",
  // The keys it adds to a saved zone (the zones package's extension point "zone state").
  zoneSlots: groundSlots,
  keys: [
    "zone.terrain",
    "zone.terrain.difficult",
    "zone.terrain.costTimes",
    "zone.terrain.halvesSpeed",
    "zone.terrain.towardCaster",
    "zone.terrain.perDistance",
    "zone.terrain.perDistance.every",
    "zone.terrain.perDistance.amount",
    "zone.terrain.perDistance.damageType",
  ],
  groundCells: groundFor,
  onMoveStep(ctx, mover, from, to) {
    const b = ctx.state.board;
    const frame = ctx.state.stack.at(-1);
    if (!b || !ctx.state.zones || frame?.kind !== "move") return;
    // The step's distance as the walk counted it: under "5-10-5" every second diagonal is two cells.
    const diagonal = from[0] !== to[0] && from[1] !== to[1];
    const cells = diagonal && b.diagonals === "5-10-5" && (frame.diagonals ?? 0) % 2 === 0 ? 2 : 1;
    walkedInside(ctx, mover, cells * b.perCell);
  },
};
