// The director and wind (1.286, 1.289): raising or turning a wind is worth the dispersible zones it would then newly
// reach: each a foe's zone that ends (and the concentration holding it up) is worth what that concentration is
// worth to the foe, at least one per creature of the other side inside it; a friend's is a loss of the same. A zone
// that takes rounds of wind in a row (1.289) is worth less, the longer it holds out.

import { areaMask } from "../../combat/board/area.js";
import { useOf } from "../../combat/resolve.js";
import type { Candidate } from "../../director/candidate.js";
import { heldValue } from "../../director/consider/concentration.js";
import type { EffectWorth } from "../../director/plugins.js";
import { memo, type Scene } from "../../director/scene.js";
import type { Cell } from "../../ruleset/encounter.js";
import { inside, zoneMask } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";
import { dispersedOf, roundsNeeded } from "./dispersal.js";

/** What ending `zone` is worth to the decider. */
export function dispersalWorth(scene: Scene, zone: ZoneState): number {
  const use = useOf(scene.ctx, zone.by, zone.use);
  const d = dispersedOf(use);
  const caster = scene.state.combatants[zone.by]!;
  if (!d || caster.status !== "standing") return 0;
  const held = caster.concentration?.use === zone.use ? heldValue(scene, caster) : 0;
  // Those of the other side it hides, hinders or hurts.
  let within = 0;
  for (const id of scene.state.order) {
    const t = scene.state.combatants[id]!;
    if (t.side !== caster.side && t.status === "standing" && inside(scene.ctx, zone, use, caster, t)) within++;
  }
  const worth = Math.max(held, 1 + within) / (1 + roundsNeeded(d));
  return caster.side === scene.me.side ? -worth : worth;
}

/** The wind's cells the candidate leaves: a cast aimed at its cell, or one of the decider's winds turned there. */
function windCells(scene: Scene, cand: Candidate): { after: Uint8Array; before?: Uint8Array } | undefined {
  const me = scene.me;
  const at = cand.choice.at as Cell | undefined;
  if (!me.at || !at || !scene.state.board) return undefined;
  if (cand.option.kind === "zone") {
    const zone = (scene.state.zones ?? []).find((z) => z.by === me.id && `turn:${z.use}` === cand.option.id);
    if (!zone?.layout?.facing) return undefined;
    const use = useOf(scene.ctx, zone.by, zone.use);
    const facing: Cell = [at[0] - me.at[0], at[1] - me.at[1]];
    return {
      before: zoneMask(scene.ctx, zone, use, me.at),
      after: zoneMask(scene.ctx, { ...zone, layout: { ...zone.layout, facing } }, use, me.at),
    };
  }
  const area = cand.use?.m.area;
  return area ? { after: areaMask(scene.state, area, me.at, at) } : undefined;
}

const touches = (a: Uint8Array, b: Uint8Array | undefined) => !!b && a.some((v, i) => !!v && !!b[i]);

export const effectWorth: EffectWorth = (scene, cand) => {
  if (!cand.use?.m.zone?.disperses || !scene.state.zones?.length) return 0;
  return memo(scene, `wind ${cand.option.id} ${JSON.stringify(cand.choice.at ?? null)}`, () => {
    const cells = windCells(scene, cand);
    if (!cells) return 0;
    let v = 0;
    for (const zone of scene.state.zones ?? []) {
      const use = useOf(scene.ctx, zone.by, zone.use);
      const caster = scene.state.combatants[zone.by]!;
      if (!dispersedOf(use) || !caster.at || (zone.anchor === "point" && !zone.at)) continue;
      const mask = zoneMask(scene.ctx, zone, use, caster.at);
      // Only what it newly reaches: a zone the wind reaches already goes its way whatever the turn.
      if (touches(mask, cells.after) && !touches(mask, cells.before)) v += dispersalWorth(scene, zone);
    }
    return v;
  });
};
