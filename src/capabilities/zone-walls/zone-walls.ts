// Walls (1.177): an area `wall` left as a zone; with `zone.blocks` its cells close to walking, to sight or to both
// while it stands (the board paints them, board/geometry.ts), and whoever stands where it rises is put aside. The
// choice lays it out: across the line from its user, `toward` a cell, or as a `ring` (`area.ring`); with
// `zone.side`, the cells within a distance of the chosen `side` catch by their own triggers too.
import { untouchableNow } from "../../combat/capabilities/movement.js";
import type { CapabilityModule } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import { caught } from "../../combat/targeting.js";
import type { Combatant, Option } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchable, zoneMask } from "../zones/inside.js";
import type { ZoneTrigger } from "../zones/state.js";
import { catchOne } from "../zones/zones.js";
import type { WallSide } from "./def.js";
import { checkWallChoice, layoutOf, wallShape } from "./layout.js";
import { sideCells, sideSign, wanted } from "./sides.js";
import { putAside, raise } from "./walls.js";
import { zoneSlots } from "./zone-state.js";

/** Each wall whose side has `trigger` and holds `who` now catches them. */
function catchBeside(ctx: Ctx, who: Combatant, trigger: ZoneTrigger): void {
  const b = ctx.state.board;
  if (!b || !who.at) return;
  const here = who.at[1] * b.width + who.at[0];
  for (const zone of ctx.state.zones ?? []) {
    if (!zone.sideCells?.includes(here)) continue;
    const use = useOf(ctx, zone.by, zone.use);
    if (!use.m.zone?.side?.triggers.includes(trigger)) continue;
    if (catchable(zone, use, ctx.state.combatants[zone.by]!, who)) catchOne(ctx, zone, who, trigger);
  }
}

declare module "../zones/query.js" {
  interface ZoneAnswer {
    /** 1.177: the side of a wall with `zone.side` its cast chose, and the cells beside it there that catch. */
    readonly side?: WallSide;
    readonly sideCells?: readonly Cell[];
  }
}

export const zoneWalls: CapabilityModule = {
  id: "zone-walls",
  // The keys it adds to a saved zone (the zones package's extension point "zone state").
  zoneSlots,
  keys: ['area.shape: "wall"', "area.width", "area.ring", "zone.blocks", "zone.side"],
  offer(_ctx, _who, use, offer) {
    const shape = wallShape(use);
    if (shape) offer.shape = { ...offer.shape, ...shape } as Partial<Option>;
    return undefined;
  },
  checkChoice: checkWallChoice,
  fromChoice(ctx, act, use, option, choice) {
    if (!option.toward) return;
    const layout = layoutOf(use, choice);
    if (choice.side) act.side = choice.side;
    if (!layout) return;
    act.layout = layout;
    // Whom the cast catches as laid out (the core aimed it the plain way).
    const who = ctx.state.combatants[act.actor]!;
    if (act.at && who.at && ctx.state.board) act.targets = caught(ctx, who, use, act.at, layout);
  },
  onUse(ctx, act, use) {
    if (use.m.area?.shape !== "wall" || !use.m.zone || !ctx.state.board) return;
    const zone = ctx.state.zones?.find((z) => z.by === act.actor && z.use === use.id);
    const caster = ctx.state.combatants[act.actor]!;
    if (!zone?.at || !zone.origin || !caster.at) return;
    const b = ctx.state.board;
    const mask = zoneMask(ctx, zone, use, caster.at);
    const laid = { area: use.m.area, origin: zone.origin, at: zone.at, layout: zone.layout };
    const side = use.m.zone.side;
    if (side) {
      zone.side = act.side ?? "far";
      zone.sideCells = sideCells(b, laid, mask, zone.side, side.distance);
    }
    const blocks = use.m.zone.blocks;
    if (!blocks?.length) return;
    raise(zone, mask, blocks);
    const want = wanted(act.side);
    if (blocks.includes("move")) putAside(ctx, zone, caster, (c: Cell) => (sideSign(b, laid, c) === want ? 1 : 0));
  },
  onMoveStep(ctx, mover, from, to) {
    const b = ctx.state.board;
    if (!b || untouchableNow(ctx, mover)) return;
    const was = from[1] * b.width + from[0];
    const now = to[1] * b.width + to[0];
    for (const zone of ctx.state.zones ?? []) {
      if (!zone.sideCells?.includes(now) || zone.sideCells.includes(was)) continue;
      const use = useOf(ctx, zone.by, zone.use);
      if (!use.m.zone?.side?.triggers.includes("enter")) continue;
      if (catchable(zone, use, ctx.state.combatants[zone.by]!, mover)) catchOne(ctx, zone, mover, "enter");
    }
  },
  zoneAnswer(ctx, zone) {
    const b = ctx.state.board;
    if (!zone.side || !zone.sideCells || !b) return undefined;
    return { side: zone.side, sideCells: zone.sideCells.map((i): Cell => [i % b.width, Math.floor(i / b.width)]) };
  },
  onTurnStart(ctx, who) {
    catchBeside(ctx, who, "turn-start");
  },
  onTurnEnd(ctx, who) {
    catchBeside(ctx, who, "turn-end");
  },
};
