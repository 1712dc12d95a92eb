// Walls (1.177): an area `wall` left as a zone; with `zone.blocks` its cells close to walking, to sight or to both
// while it stands (the board paints them, board/geometry.ts), and whoever stands where it rises is put aside.
import type { CapabilityModule } from "../../combat/capability.js";
import { zoneMask } from "../zones/inside.js";
import { putAside, raise } from "./walls.js";

export const zoneWalls: CapabilityModule = {
  id: "zone-walls",
  keys: ['area.shape: "wall"', "area.width", "zone.blocks"],
  onUse(ctx, act, use) {
    const blocks = use.m.zone?.blocks;
    if (!blocks?.length || !use.m.area || !ctx.state.board) return;
    const zone = ctx.state.zones?.find((z) => z.by === act.actor && z.use === use.id);
    const caster = ctx.state.combatants[act.actor]!;
    if (!zone?.at || !caster.at) return;
    raise(zone, zoneMask(ctx, zone, use, caster.at), blocks);
    if (blocks.includes("move")) putAside(ctx, zone, caster);
  },
};
