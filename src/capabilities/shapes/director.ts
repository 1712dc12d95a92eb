// The director's part for shapeshifting (1.392). A form's mode is worth what the form changes for whoever takes it
// on, as likely as it lands: the difference between the form's best blow and the target's own over the rounds a
// fight has left (`HORIZON`), and, with `health: "form"`, the form's health over the holder's own, weighed as
// temporary points are (half a point each; the health of a form it replaces is lost). On a foe the same counts
// against: a dangerous foe turned into a harmless beast is worth its lost blows, less the health the form lends it.
// A revert is worth the holder's own blows over the form's, less the form's health it gives up.

import { averageHealth } from "../../combat/setup.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";
import type { Candidate } from "../../director/candidate.js";
import { expectUse } from "../../director/expect.js";
import type { CandidateVariants, DirectorParts, EffectWorth } from "../../director/plugins.js";
import { isFoe, type Scene } from "../../director/scene.js";
import { bestBlow, HORIZON } from "../../director/threat.js";
import { creatureAt } from "./forms.js";
import { shapeHeld, shapeOf } from "./shape.js";

/** Health weighed as temporary points are. */
const CUSHION = 0.5;

/** The condition of `use`'s `applies` that has a shape. */
function shapeCondition(scene: Scene, cand: Candidate): string | undefined {
  const ids = (cand.use?.m.applies ?? []).map((a) => a.condition);
  return ids.find((id) => shapeOf(scene.ruleset, { id }));
}

/** What `t` taking on `form` (by condition `id`) is worth to `t`'s side. */
function formGain(scene: Scene, t: Combatant, id: string, form: string): number {
  const creature = creatureAt(scene.ruleset, form);
  if (!creature || t.status !== "standing") return 0;
  const held = shapeHeld(t);
  const shaped: ActiveCondition = { id, form };
  const copy: Combatant = { ...t, conditions: [...t.conditions.filter((c) => c !== held), shaped] };
  let gain = HORIZON * (bestBlow(scene, copy) - bestBlow(scene, t));
  if ((shapeOf(scene.ruleset, shaped)?.health ?? "form") === "form") {
    gain += CUSHION * averageHealth(creature.health);
    if (held?.own) gain -= CUSHION * t.hp;
  }
  return gain;
}

/** Extension point "effect worth": a form's mode, on each target it may land on. */
export const effectWorth: EffectWorth = (scene, cand) => {
  const form = cand.use?.form;
  const id = form && shapeCondition(scene, cand);
  if (!id) return 0;
  let v = 0;
  for (const t of cand.targets) {
    const land = expectUse(scene, scene.me, cand.use!, t, { steps: cand.steps }).land;
    const gain = land * formGain(scene, t, id, form);
    v += isFoe(scene, t) ? -gain : gain;
  }
  return v;
};

/** A revert: the holder's own blows back for the form's, less the form's health given up. */
export function revertValue(scene: Scene): number {
  const me = scene.me;
  const held = shapeHeld(me);
  if (!held) return 0;
  const own: Combatant = {
    ...me,
    conditions: me.conditions.filter((c) => c !== held),
    ...(held.own ? { hp: held.own.hp, maxHp: held.own.maxHp } : {}),
  };
  let v = HORIZON * (bestBlow(scene, own) - bestBlow(scene, me));
  if (held.own) v -= CUSHION * me.hp;
  return v;
}

/** Extension point "candidate variants": a form's mode aimed at each one it may land on, not only the one the
 * director's own ranking of targets (blind to what a form does) put first: whom a form suits is its whole worth. */
export const candidateVariants: CandidateVariants = (scene, option, cands) => {
  const t = option.targets;
  if (t?.max !== 1 || t.candidates.length < 2) return cands;
  return cands.flatMap((c) =>
    c.use?.form
      ? t.candidates.map(
          (id): Candidate => ({
            ...c,
            choice: { ...c.choice, targets: [id] },
            targets: [scene.state.combatants[id]!],
          }),
        )
      : [c],
  );
};

export const director: DirectorParts = {
  shapes: { value: (scene, _cand, after) => revertValue(scene) + after },
};
