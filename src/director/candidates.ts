// Turns the menu into concrete candidates: each payment of a use, the best set of targets for it (one by one
// by value, as many as are worth taking), each aim point worth weighing for an area, each cell of a walk.

import { costLevel, countedSteps } from "../combat/capabilities/costs.js";
import type { Choice, Combatant, Option, Payment } from "../combat/types.js";
import { type UseDef, usesOf } from "../combat/uses.js";
import type { Candidate } from "./candidate.js";
import { withMoveAfter } from "./consider/after-move.js";
import { aimCandidates, caughtAround, caughtAt } from "./consider/area.js";
import { fellChance } from "./consider/damage.js";
import { expectUse } from "./expect.js";
import { type EffectOpts, onTarget } from "./on-target.js";
import { aimChoicesOf, candidateVariantsOf } from "./plugins.js";
import type { Scene } from "./scene.js";

function paymentsOf(option: Option): (Payment | undefined)[] {
  if (!option.payments?.length) return [undefined];
  const seen = new Set<string>();
  return option.payments.filter((p) => !seen.has(p.pool) && !!seen.add(p.pool));
}

function stepsOf(scene: Scene, use: UseDef, p: Payment | undefined): number {
  return p?.level !== undefined
    ? countedSteps(scene.ctx.caps, use, Math.max(0, p.level - costLevel(use, scene.ctx.ruleset)))
    : 0;
}

/** The best targets for a use: by value one by one, at least `min`, and more only while each adds value. */
function bestTargets(scene: Scene, option: Option, use: UseDef, p: Payment | undefined, opts: EffectOpts): string[] {
  const t = option.targets!;
  const max = Math.min(t.max, p?.maxTargets ?? t.max);
  const ranked = t.candidates
    .map((id) => ({ id, v: onTarget(scene, use, scene.state.combatants[id]!, opts) }))
    .sort((a, b) => b.v - a.v);
  const chosen: string[] = [];
  for (const r of ranked) {
    if (chosen.length >= max || (chosen.length >= t.min && r.v <= 0)) break;
    chosen.push(r.id);
  }
  // 1.305: beams left over go at the target it chose first.
  if (t.repeat && chosen.length) while (chosen.length < max) chosen.push(chosen[0]!);
  return chosen;
}

/** A multiattack: each strike at the target it is worth most against as the strikes before it leave that
 * target: its health less their expected damage (so blows stay on one foe), and only while it still stands.
 * Its value is the sum of its strikes' (effect.ts). */
function sequenceCandidate(scene: Scene, option: Option, use: UseDef, opts: EffectOpts): Candidate {
  const uses = usesOf(scene.ruleset, scene.state, scene.me);
  const strikes: { use: UseDef; target: Combatant; standing: number }[] = [];
  const left = new Map<string, { target: Combatant; standing: number }>();
  const now = (id: string) => left.get(id) ?? { target: scene.state.combatants[id]!, standing: 1 };
  for (const step of option.steps!) {
    const strike = uses.find((u) => u.id === step.use);
    if (!strike) continue;
    let best: { id: string; v: number } | undefined;
    for (const id of step.candidates) {
      const { target, standing } = now(id);
      const v = standing * onTarget(scene, strike, target, opts);
      if (!best || v > best.v) best = { id, v };
    }
    if (!best) continue;
    const { target, standing } = now(best.id);
    strikes.push({ use: strike, target, standing });
    const e = expectUse(scene, scene.me, strike, target, opts);
    left.set(best.id, {
      target: { ...target, hp: Math.max(1, target.hp - e.damage) },
      standing: standing * (1 - fellChance(target, e)),
    });
  }
  const targets = [...new Set(strikes.map((s) => scene.state.combatants[s.target.id]!))];
  const ids = strikes.map((s) => s.target.id);
  return { choice: { option: option.id, targets: ids }, option, use, targets, steps: 0, strikes };
}

export function useCandidates(scene: Scene, option: Option, opts: EffectOpts = {}): Candidate[] {
  const use = usesOf(scene.ruleset, scene.state, scene.me).find((u) => u.id === option.use);
  if (!use) return [];
  if (option.steps) return [sequenceCandidate(scene, option, use, opts)];
  const out: Candidate[] = [];
  for (const p of paymentsOf(option)) {
    const steps = stepsOf(scene, use, p);
    const pay = p && option.payments!.length > 1 ? { pay: p.pool } : {};
    if (option.cells) {
      // Extension point "aim choices": a wall may also run toward a cell, or ring its aim.
      for (const aim of aimChoicesOf(scene, option, use, aimCandidates(scene, option, use))) {
        const choice: Choice = { option: option.id, ...aim.choice, ...pay };
        const targets = caughtAt(scene, use, aim.choice.at, aim.layout);
        out.push({ choice, option, use, targets, steps, ...(p ? { payment: p } : {}) });
      }
    } else if (option.targets) {
      const ids = bestTargets(scene, option, use, p, { ...opts, steps });
      const choice: Choice = { option: option.id, targets: ids, ...pay };
      const targets = ids.map((id) => scene.state.combatants[id]!);
      out.push({ choice, option, use, targets, steps, ...(p ? { payment: p } : {}) });
    } else
      out.push({
        choice: { option: option.id, ...pay },
        option,
        use,
        // 1.282: a burst around its user is weighed by whom it catches, as an aimed one.
        targets: caughtAround(scene, use),
        steps,
        ...(p ? { payment: p } : {}),
      });
  }
  // Extension point "candidate variants" (1.253: the Metamagic its option offers).
  const varied = candidateVariantsOf(scene, option, out) as Candidate[];
  // 1.285: a signature action that may move after it.
  return option.moveCells ? withMoveAfter(scene, varied) : varied;
}

/** A candidate for an option that takes no use: end, pass, a standard action, fleeing. */
export function plainCandidate(option: Option): Candidate {
  return { choice: { option: option.id }, option, targets: [], steps: 0 };
}
