// The director's weighing of 1.413: a reaction that gives its holder a change taking damage off (`minus`) is worth
// the damage it takes off what is about to land: in a `hit` window, the blow that hit it (no more than the blow
// is expected to deal), in a `falls` window the fall's damage. A condition that stays on is weighed as any other.
import { beamKey } from "../../combat/act-target.js";
import { blowKind } from "../../combat/blow.js";
import { parsedDice } from "../../combat/dice.js";
import { readValue } from "../../combat/source.js";
import { conditionDef, sourceOf } from "../../combat/stats.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import { average, parseDice } from "../../dice/index.js";
import type { Candidate } from "../../director/candidate.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import type { ModifierDef } from "../../ruleset/combat.js";
import "./def.js";

/** What a `minus` change to damage taken takes off, on average, for its holder `me`. */
function takesOff(scene: Scene, me: Combatant, m: ModifierDef): number {
  const dice = m.dice !== undefined ? average(parsedDice(m.dice)) : 0;
  const added = m.add !== undefined ? readValue(sourceOf(scene.ruleset, scene.state, me), m.add) : 0;
  return Math.max(0, dice + (m.flat ?? 0) + added);
}

/** The reductions a candidate's conditions give its user (`minus` changes to damage taken). */
function reductionsOf(scene: Scene, cand: Candidate): ModifierDef[] {
  const out: ModifierDef[] = [];
  if (!cand.targets.some((t) => t.id === scene.me.id)) return out;
  for (const a of cand.use?.m.applies ?? [])
    for (const m of conditionDef(scene.ruleset, a.condition)?.modifiers ?? [])
      if (m.to === "damage-taken" && m.minus) out.push(m);
  return out;
}

/** The blow now waiting on the `hit` window about `me`: its expected damage, and what kind of blow it is. */
function blowOnMe(scene: Scene): { mean: number; ranged: boolean; melee: boolean } | undefined {
  const stack = scene.state.stack;
  const window = stack.at(-1);
  if (window?.kind !== "window" || window.moment !== "hit" || window.about !== scene.me.id) return undefined;
  const act = [...stack].reverse().find((f): f is ActFrame => f.kind === "act" && f.actor === window.subject);
  if (!act?.rolls[beamKey(act, scene.me.id)]) return undefined;
  const attacker = scene.state.combatants[act.actor]!;
  const use = usesOf(scene.ruleset, scene.state, attacker).find((u) => u.id === act.use);
  const kind = use ? blowKind(use) : undefined;
  if (!use || !kind) return undefined;
  const e = expectUse(scene, attacker, use, scene.me, { steps: act.steps, decided: { critical: false } });
  return { mean: e.hitMean, ranged: !kind.melee, melee: kind.melee };
}

export const effectWorth: EffectWorth = (scene, cand) => {
  const cuts = reductionsOf(scene, cand);
  if (!cuts.length) return 0;
  const window = scene.state.stack.at(-1);
  if (window?.kind === "window" && window.moment === "falls" && window.subject === scene.me.id) {
    const pending = scene.me.falling;
    const dice = pending ? parseDice(pending.dice) : undefined;
    const fall = dice?.ok ? average(dice.expr) : 0;
    const off = cuts.filter((m) => m.falls).reduce((sum, m) => sum + takesOff(scene, scene.me, m), 0);
    return Math.min(fall, off);
  }
  const blow = blowOnMe(scene);
  if (!blow) return 0;
  const fits = (m: ModifierDef) =>
    !m.falls && (m.blow === undefined || (m.blow === "melee" ? blow.melee : blow.ranged));
  const off = cuts.filter(fits).reduce((sum, m) => sum + takesOff(scene, scene.me, m), 0);
  return Math.min(blow.mean, off);
};
