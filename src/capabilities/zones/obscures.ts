// A zone that `obscures` (1.178): everything in it and everything seen through it is hidden, but for the senses
// its `pierced` names. The zones package answers the core's extension point "obscurers" with it; the sight
// package reads it where it works out who sees whom.

import { remembered } from "../../combat/board/geometry.js";
import type { Hides } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import { covers, zoneMask } from "./inside.js";
import type { ZoneState } from "./state.js";

function obscuring(ctx: Ctx, zone: ZoneState): Hides | undefined {
  return useOf(ctx, zone.by, zone.use).m.zone?.obscures;
}

/** Whether a zone stands in the way: around either of them, or on the line between them. */
function inTheWay(ctx: Ctx, zone: ZoneState, a: Combatant, b: Combatant, from: Cell | undefined): boolean {
  // Without a board (or a place it was put), those its cast caught are in it.
  if (!ctx.state.board || (zone.anchor === "point" && !zone.at))
    return zone.members.includes(a.id) || zone.members.includes(b.id);
  const caster = ctx.state.combatants[zone.by]!;
  if (!caster.at || !from || !b.at) return false;
  const place = zone.anchor === "caster" ? caster.at : [...zone.origin!, ...zone.at!];
  const mask = remembered(ctx.state, `zone ${zone.by} ${zone.use} ${place.join(",")}`, () =>
    zoneMask(ctx, zone, useOf(ctx, zone.by, zone.use), caster.at!),
  );
  if (covers(ctx, mask, from) || covers(ctx, mask, b.at)) return true;
  const [p, q] = [from, b.at];
  const line = remembered(ctx.state, `between ${p.join(",")} ${q.join(",")}`, (board) =>
    board.between({ x: p[0], y: p[1] }, { x: q[0], y: q[1] }),
  );
  return line.some((c) => covers(ctx, mask, [c.x, c.y]));
}

/** The obscuring zones in the way between `a` at `from` and `b`. */
export function obscuringZones(ctx: Ctx, a: Combatant, b: Combatant, from: Cell | undefined): Hides[] {
  const out: Hides[] = [];
  for (const zone of ctx.state.zones ?? []) {
    const hides = obscuring(ctx, zone);
    if (hides && inTheWay(ctx, zone, a, b, from)) out.push(hides);
  }
  return out;
}
