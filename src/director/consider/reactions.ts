// Reactions that answer a known roll: a Shield-style use, whose conditions raise the decider's defense, is
// worth the blow it stops only when the attack's total already rolled falls short of the raised defense.
import { beamKey } from "../../combat/act-target.js";
import { conditionDef, conditionIds, defense } from "../../combat/stats.js";
import type { ActFrame, WindowFrame } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import type { Candidate } from "../candidate.js";
import { expectUse } from "../expect.js";
import type { Scene } from "../scene.js";
import { worth } from "../threat.js";
import { fellChance } from "./damage.js";

function defenseGain(scene: Scene, cand: Candidate): number {
  let gain = 0;
  for (const a of cand.use?.m.applies ?? []) {
    const ids = conditionIds(scene.ruleset, { ...scene.me, conditions: [{ id: a.condition }] });
    for (const id of ids)
      for (const m of conditionDef(scene.ruleset, id)?.modifiers ?? []) if (m.to === "defense") gain += m.flat ?? 0;
  }
  return gain;
}

/** The blow a reaction turns from a hit into a miss, in health points (and the chance it would have felled). */
export function blockValue(scene: Scene, cand: Candidate): number {
  const stack = scene.state.stack;
  const window = stack.at(-1) as WindowFrame | undefined;
  if (window?.kind !== "window" || window.moment !== "hit" || window.about !== scene.me.id) return 0;
  const gain = defenseGain(scene, cand);
  if (gain <= 0) return 0;
  const act = [...stack].reverse().find((f): f is ActFrame => f.kind === "act" && f.actor === window.subject);
  const roll = act ? act.rolls[beamKey(act, scene.me.id)] : undefined;
  if (!act || !roll || roll.natural >= scene.critOn) return 0;
  if (roll.total >= defense(scene.ruleset, scene.state, scene.me) + gain) return 0;
  const attacker = scene.state.combatants[act.actor]!;
  const use = usesOf(scene.ruleset, scene.state, attacker).find((u) => u.id === act.use);
  if (!use) return 0;
  const e = expectUse(scene, attacker, use, scene.me, { steps: act.steps, decided: { critical: false } });
  return Math.min(e.hitMean, scene.me.hp + scene.me.temp) + fellChance(scene.me, e) * worth(scene, scene.me);
}
