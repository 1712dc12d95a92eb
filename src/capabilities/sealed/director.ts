// The director's weighing of the seal (1.314). A seal cuts its holder off both ways: on a foe it is worth the
// foe's threat that no longer reaches the decider's side, less the pressure the side no longer puts on it; on an
// ally the reverse. A use applying one is worth that for the rounds it is likely to last, by its chance to take
// hold; a use that breaks a seal is worth the reverse for the rounds the seal had left, in place of its usual
// effect on that target. Rolling is weighed as a walk is (the position it reaches); lifting someone sealed is worth
// a quarter of what carrying them moves (a foe's threat carried off, an ally's pressure carried away), and putting
// them down loses it.
import { conditionDef } from "../../combat/stats.js";
import type { Combatant, Option } from "../../combat/types.js";
import type { Candidate } from "../../director/candidate.js";
import { expectedRounds, pressureOn } from "../../director/consider/conditions.js";
import { positionValue } from "../../director/consider/position.js";
import { expectUse } from "../../director/expect.js";
import { onTarget } from "../../director/on-target.js";
import type { DirectorParts, EffectWorth } from "../../director/plugins.js";
import { isFoe, type Scene } from "../../director/scene.js";
import { roundsLeft, threat } from "../../director/threat.js";
import { brokenSeals } from "./broken.js";

/** A carry is worth this share of what the holder's place in the fight is worth per round. */
const CARRY = 0.25;

/** What one round of `t` sealed is worth to the decider's side. */
export function sealPerRound(scene: Scene, t: Combatant): number {
  const v = threat(scene, t) - pressureOn(scene, t);
  return isFoe(scene, t) ? v : -v;
}

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use) return 0;
  let v = 0;
  for (const t of cand.targets) {
    if (t.status !== "standing") continue;
    if (brokenSeals(scene.ruleset, t, use.id).length) {
      // The usual effect is not what lands: the seal breaks instead.
      v += -onTarget(scene, use, t) - sealPerRound(scene, t) * 0.8 * roundsLeft(scene);
      continue;
    }
    for (const a of use.m.applies ?? []) {
      if (!conditionDef(scene.ruleset, a.condition)?.sealed) continue;
      const land = expectUse(scene, scene.me, use, t).land;
      v += land * sealPerRound(scene, t) * expectedRounds(a, land, scene);
    }
  }
  return v;
};

function carryWorth(scene: Scene, t: Combatant): number {
  return CARRY * (isFoe(scene, t) ? threat(scene, t) : pressureOn(scene, t));
}

function targetCandidates(option: Option, scene: Scene): Candidate[] {
  return (option.targets?.candidates ?? []).map((id) => ({
    choice: { option: option.id, targets: [id] },
    option,
    targets: [scene.state.combatants[id]!],
    steps: 0,
  }));
}

export const director: DirectorParts = {
  "sealed-moves": {
    candidates(scene, option) {
      if (option.kind === "roll")
        return option.cells.map((at) => ({ choice: { option: option.id, at }, option, targets: [], steps: 0 }));
      return option.kind === "standard" ? targetCandidates(option, scene) : undefined;
    },
    value(scene, cand, after) {
      const o = cand.option;
      if (o.kind === "roll") {
        const here = scene.me.at;
        return here && cand.choice.at
          ? positionValue(scene, cand.choice.at) - positionValue(scene, here) + after
          : after;
      }
      const t = cand.targets[0];
      if (o.kind !== "standard" || !t) return undefined;
      return (o.action === "lift" ? carryWorth(scene, t) : -carryWorth(scene, t)) + after;
    },
  },
};
