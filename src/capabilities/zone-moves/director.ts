// Moving a lasting zone (1.173 "Move <zone>"): a cell for its centre is worth what the zone does now to those it
// newly covers (foes adding, friends subtracting, as an area's aim is weighed), with no one caught twice in a turn,
// plus, more lightly, what its new place does at the coming turn starts compared with where it stands.

import type { Ctx } from "../../combat/context.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant, Option } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Candidate } from "../../director/candidate.js";
import { key, withMidpoints } from "../../director/consider/area.js";
import { onTarget } from "../../director/on-target.js";
import type { DirectorParts } from "../../director/plugins.js";
import { foesInView, memo, type Scene } from "../../director/scene.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchUse } from "../zones/catch-use.js";
import { catchable, covers, zoneMask } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";
import { ramStop } from "./moving.js";

/** Those inside at their next turn start may walk out first, and the fight may end sooner: a lighter weight. */
const COMING = 0.5;

interface Moving {
  readonly zone: ZoneState;
  readonly use: UseDef;
}

/** The decider's zone an option moves, with its use. */
function movingOf(scene: Scene, option: Option): Moving | undefined {
  const zone = (scene.state.zones ?? []).find((z) => z.by === scene.me.id && `zone:${z.use}` === option.id);
  return zone && { zone, use: useOf(scene.ctx, zone.by, zone.use) };
}

/** Cells worth weighing for the zone's centre, of those offered: each foe's cell, the points between two foes,
 * and the cells the zone's reach away from each foe in the four straight directions (a foe at its edge, friends
 * beside the foe left out). At most five per foe and one per pair of foes, whatever the board. */
function cellsFor(scene: Scene, option: Option, use: UseDef): Cell[] {
  const offered = new Set((option.cells ?? []).map(key));
  const reach = Math.max(1, Math.floor((use.m.area?.size ?? 0) / (scene.state.board?.perCell ?? 5)));
  const foes = foesInView(scene)
    .filter((f) => f.at)
    .map((f) => f.at!);
  const points: Cell[] = [];
  for (const f of foes) {
    points.push(f);
    for (const [dx, dy] of [
      [reach, 0],
      [-reach, 0],
      [0, reach],
      [0, -reach],
    ] as const)
      points.push([f[0] + dx, f[1] + dy]);
  }
  return withMidpoints(points, foes, reach, offered);
}

/** One candidate per cell worth weighing; the scorer values each with `zoneMoveValue`. */
export function zoneMoveCandidates(scene: Scene, option: Option): Candidate[] {
  const moving = movingOf(scene, option);
  if (!moving) return [];
  return cellsFor(scene, option, moving.use).map((at) => ({
    choice: { option: option.id, at },
    option,
    use: moving.use,
    targets: [],
    steps: moving.zone.steps,
  }));
}

/** Standing creatures the zone may catch, each with its cell: friends, and the foes the decider knows where. */
function exposed(scene: Scene, m: Moving, caster: Combatant): Combatant[] {
  return [...scene.friends, ...foesInView(scene)].filter((t) => t.at && catchable(m.zone, m.use, caster, t));
}

/** What the zone does, at the coming turn starts, to those inside a mask (foes adding, friends subtracting). */
function comingValue(
  scene: Scene,
  m: Moving,
  mask: Uint8Array,
  who: readonly Combatant[],
  value: (t: Combatant) => number,
): number {
  if (!m.use.m.zone?.triggers?.some((t) => t === "turn-start" || t === "turn-end")) return 0;
  let v = 0;
  for (const t of who) if (covers(scene.ctx, mask, t.at)) v += value(t);
  return v;
}

/** The value of moving the zone's centre to the candidate's cell, in health points. */
export function zoneMoveValue(scene: Scene, cand: Candidate): number {
  const at = cand.choice.at as Cell | undefined;
  if (!at) return 0;
  return memo(scene, `zone-move ${cand.option.id} ${key(at)}`, () => {
    const m = movingOf(scene, cand.option);
    const caster = scene.me;
    if (!m || !caster.at) return 0;
    const ctx: Ctx = scene.ctx;
    const before = zoneMask(ctx, m.zone, m.use, caster.at);
    // 1.175: a ramming zone stops on the first cell where it touches someone new, and catches them whatever its
    // triggers.
    const ram = m.use.m.zone?.move?.ram ? ramStop(ctx, m.zone, at) : undefined;
    const after = zoneMask(ctx, { ...m.zone, at: ram?.at ?? at }, m.use, caster.at);
    const who = exposed(scene, m, caster);
    const value = (t: Combatant) => onTarget(scene, catchUse(m.use), t, { steps: m.zone.steps, cover: false });
    // Caught once per turn at most: those this zone already caught in this turn are not caught again.
    const thisTurn = `${scene.state.round}:${scene.state.turn}`;
    const done = m.zone.caughtIn === thisTurn ? m.zone.caught : [];
    let now = 0;
    if (ram) {
      for (const t of ram.touched) if (who.includes(t) && !done.includes(t.id)) now += value(t);
    } else if (m.use.m.zone?.triggers?.includes("enter")) {
      for (const t of who)
        if (covers(ctx, after, t.at) && !covers(ctx, before, t.at) && !done.includes(t.id)) now += value(t);
    }
    const coming = comingValue(scene, m, after, who, value) - comingValue(scene, m, before, who, value);
    return now + COMING * coming;
  });
}

/** The zone-moves package's part in the director: 1.173, moving a lasting zone, plus the best walk after it. */
export const director: DirectorParts = {
  "zone-moves": {
    candidates: (scene, option) => (option.kind === "zone" ? zoneMoveCandidates(scene, option) : undefined),
    value: (scene, cand, after) => (cand.option.kind === "zone" ? zoneMoveValue(scene, cand) + after : undefined),
  },
};
