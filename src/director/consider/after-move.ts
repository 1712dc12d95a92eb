// Moving after the action (1.285): a signature action with `moveCells` (the dragon's Wing Attack) is weighed
// as itself alone and, when a move is worth it, together with its best cell. A cell is weighed as a legendary
// move's would be (consider/signature.ts): away out of every foe's reach when badly hurt with a foe beside it,
// or closer when no foe is within the reach of its best use; as the field stands before the action, except
// that a foe the action may leave at a disadvantage on its attacks (knocked prone) strikes the move that way.
import { cellDistance } from "../../combat/board/grid.js";
import { rules } from "../../combat/rules.js";
import { conditionDef, hasEffect } from "../../combat/stats.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { Candidate } from "../candidate.js";
import { expectUse } from "../expect.js";
import type { Scene } from "../scene.js";
import { fellChance } from "./damage.js";
import { field, selfWorth, straight } from "./position.js";
import { signatureMoveValue } from "./signature.js";

/** Whether a condition puts its holder's attacks at a disadvantage (prone). */
function hampers(scene: Scene, condition: string): boolean {
  return (conditionDef(scene.ruleset, condition)?.modifiers ?? []).some(
    (m) => m.to === "attacks" && m.mode === "disadvantage",
  );
}

/** What the opportunity attacks along the move lose when the action hampers those it catches first: a blow
 * at a disadvantage lands about as often as the square of its chance, so its cost shrinks by that chance. */
function hamperedRelief(scene: Scene, cand: Candidate, to: Cell): number {
  const me = scene.me;
  const use = cand.use;
  const move = use?.m.move;
  if (!use || !move || !me.at || move.noOpportunity || move.untouchable) return 0;
  if (hasEffect(scene.ruleset, me, "no-opportunity")) return 0;
  if (!(use.m.applies ?? []).some((a) => hampers(scene, a.condition))) return 0;
  const budget = rules(scene.ruleset).reaction;
  if (budget === undefined) return 0;
  const caught = new Set(cand.targets.map((t) => t.id));
  const path = straight(me.at, to);
  let relief = 0;
  for (const t of field(scene).threats) {
    const at = t.foe.at;
    const m = t.melee;
    if (!m || !at || !caught.has(t.foe.id) || (t.foe.budgets[budget] ?? 0) < 1) continue;
    let leaves = false;
    for (let i = 0; i + 1 < path.length && !leaves; i++)
      leaves = cellDistance(at, path[i]!) <= t.reach && cellDistance(at, path[i + 1]!) > t.reach;
    if (!leaves) continue;
    const blow = { land: m.land, half: 0, damage: m.dmg, hitMean: m.mean, hitSd: m.sd, heal: 0, temp: 0 };
    const cost = m.dmg + fellChance(me, blow) * selfWorth(scene);
    relief += cost * (1 - m.land) * expectUse(scene, me, use, t.foe).land;
  }
  return relief;
}

/** What the move after the action adds to a candidate that names one. */
export function afterMoveValue(scene: Scene, cand: Candidate): number {
  const to = cand.choice.moveTo;
  if (!to) return 0;
  const value = signatureMoveValue(scene, { ...cand, choice: { option: cand.choice.option, at: to } });
  // A move a legendary move would not make at all stays unmade.
  return value === 0 ? 0 : value + hamperedRelief(scene, cand, to);
}

/** Each candidate as it is, and with the best cell to move to after it when that is worth something. */
export function withMoveAfter(scene: Scene, cands: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const cand of cands) {
    out.push(cand);
    let best: { at: Cell; v: number } | undefined;
    for (const at of cand.option.moveCells ?? []) {
      const v = afterMoveValue(scene, { ...cand, choice: { ...cand.choice, moveTo: at } });
      if (v > 0 && (!best || v > best.v)) best = { at, v };
    }
    if (best) out.push({ ...cand, choice: { ...cand.choice, moveTo: [best.at[0], best.at[1]] } });
  }
  return out;
}
