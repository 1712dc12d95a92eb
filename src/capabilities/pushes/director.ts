// The director and pushes (1.182, 1.184): a push is worth something when it moves a foe out of reach of the
// decider's side (its next blows must first walk back) or into a lasting zone of that side that catches it there,
// as likely as the push is to happen (a hit, a failed save). Friends pushed count against it the same way.

import { cellDistance } from "../../combat/board/grid.js";
import { reachCells } from "../../combat/capabilities/movement.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { Candidate } from "../../director/candidate.js";
import { expectUse } from "../../director/expect.js";
import { onTarget } from "../../director/on-target.js";
import type { EffectWorth } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import { threat } from "../../director/threat.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchUse } from "../zones/catch-use.js";
import { catchable, covers, zoneMask } from "../zones/inside.js";
import { shovePath } from "./shove.js";

/** A foe kept out of reach loses part of a round's blows (it may still walk back, or strike from afar). */
const OUT_OF_REACH = 0.5;

/** Whether `t`, standing on `at`, reaches anyone of the other side. */
function reachesSomeone(scene: Scene, t: Combatant, at: Cell): boolean {
  const reach = reachCells(scene.ctx, t);
  const others = t.side === scene.me.side ? scene.foes : scene.friends;
  return others.some((o) => o !== t && o.at && cellDistance(at, o.at) <= reach);
}

/** What the zones of `t`'s foes do to `t` when the push carries it along `path` into them. */
function zonesValue(scene: Scene, t: Combatant, path: readonly Cell[]): number {
  let v = 0;
  for (const zone of scene.state.zones ?? []) {
    const caster = scene.state.combatants[zone.by]!;
    if (caster.side === t.side || !caster.at) continue;
    const use = useOf(scene.ctx, zone.by, zone.use);
    const triggers = use.m.zone?.triggers ?? [];
    if (!catchable(zone, use, caster, t)) continue;
    const mask = zoneMask(scene.ctx, zone, use, caster.at);
    if (covers(scene.ctx, mask, path[0])) continue;
    const entered = path.slice(1).some((c) => covers(scene.ctx, mask, c));
    const stays = covers(scene.ctx, mask, path.at(-1));
    if ((entered && triggers.includes("enter")) || (stays && triggers.includes("turn-start")))
      v += onTarget({ ...scene, me: caster }, catchUse(use), t, { steps: zone.steps, cover: false });
  }
  return v;
}

/** What pushing `t` does for the decider's side: positive for a foe, negative for a friend. */
function pushValue(scene: Scene, use: UseDef, t: Combatant, distance: number): number {
  const path = shovePath(scene.state, scene.me, t, distance);
  if (path.length < 2) return 0;
  const to = path.at(-1)!;
  let v = zonesValue(scene, t, path);
  if (reachesSomeone(scene, t, path[0]!) && !reachesSomeone(scene, t, to)) v += OUT_OF_REACH * threat(scene, t);
  const chance = expectUse(scene, scene.me, use, t, { cover: false }).land;
  return (t.side === scene.me.side ? -1 : 1) * chance * v;
}

export const effectWorth: EffectWorth = (scene, cand: Candidate) => {
  const distance = cand.use?.m.push;
  if (!distance || !scene.state.board || !scene.me.at) return 0;
  let v = 0;
  for (const t of cand.targets) if (t.status === "standing" && t.at) v += pushValue(scene, cand.use!, t, distance);
  return v;
};
