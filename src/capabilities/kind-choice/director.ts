// The director's weighing of a kind named at casting (1.270). A use option naming a kind stands for one candidate per
// target and per kind some creature in the fight is of (only the first kind when none is): naming a kind nobody is
// changes nothing. Each is worth what the auras of the conditions it applies do, with that kind, to those they reach
// from the target now (within their distance, or seeing the target with `orSeen`): for each, the chance it fails
// the aura's save (against the user's save difficulty with `appliedDifficulty`) times, for the rounds the condition
// is likely to last, the harm the condition does it, plus a turn of its own for one that compels its holder (as the
// compelled package weighs being free of one): a gain on a foe of the user, a loss on a friend.
import { conditionDef, saveDifficulty } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Candidate } from "../../director/candidate.js";
import { expectedRounds, harmPerRound } from "../../director/consider/conditions.js";
import { failChance } from "../../director/expect.js";
import type { CandidateVariants, EffectWorth, RandomFill } from "../../director/plugins.js";
import { isFoe, type Scene } from "../../director/scene.js";
import type { AppliedCondition } from "../../ruleset/mechanics.js";
import type { AuraDef } from "../auras/defs.js";
import { reaches } from "../auras/reach.js";
import { OWN_TURN } from "../compelled/director.js";
import { KIND_PREFIX, namesKind } from "./kinds.js";

const ofKind = (scene: Scene, c: Combatant, kind: string) =>
  passesTest(scene.ruleset, c, { types: [kind] }) || passesTest(scene.ruleset, c, { tags: [kind] });

/** The option's kinds some standing creature is of; the first kind when none is, so a legal choice remains. */
function kindsPresent(scene: Scene, modes: readonly { id: string }[]): string[] {
  const standing = scene.state.order.map((id) => scene.state.combatants[id]!).filter((c) => c.status === "standing");
  const present = modes
    .map((m) => m.id)
    .filter((id) => standing.some((c) => ofKind(scene, c, id.slice(KIND_PREFIX.length))));
  return present.length ? present : modes.slice(0, 1).map((m) => m.id);
}

export const candidateVariants: CandidateVariants = (scene, option, cands) => {
  if (!namesKind(option)) return cands;
  const modes = kindsPresent(scene, option.modes!);
  // Where the aura sits decides whom it reaches: each target it may be cast on, when it names one.
  const aimed = option.targets?.max === 1 ? option.targets.candidates : undefined;
  const out: Candidate[] = [];
  for (const c of cands) {
    const bases = aimed
      ? aimed.map((id) => ({ ...c, targets: [scene.state.combatants[id]!], choice: { ...c.choice, targets: [id] } }))
      : [c];
    for (const b of bases) for (const mode of modes) out.push({ ...b, choice: { ...b.choice, mode } });
  }
  return out;
};

/** What one applied condition does to `c` per round, with a turn of its own for one that compels. */
function harmOn(scene: Scene, applied: AppliedCondition, c: Combatant): number {
  const compels = !!conditionDef(scene.ruleset, applied.condition)?.behavior?.moves;
  return Math.max(0, harmPerRound(scene, applied.condition, c)) + (compels ? OWN_TURN : 0);
}

/** An aura's worth, with `kind`, held by `holder` for a use of the decider's. */
function auraWorth(scene: Scene, use: UseDef, holder: Combatant, id: string, i: number, def: AuraDef, kind: string) {
  const aura = { holder, cond: { id, kind }, def, key: `${id}#${i}` };
  const s = def.save;
  const difficulty =
    s && (s.appliedDifficulty ? saveDifficulty(scene.ruleset, scene.state, scene.me, use) : s.difficulty);
  let v = 0;
  for (const cid of scene.state.order) {
    const c = scene.state.combatants[cid]!;
    if (c.status !== "standing" || c.id === holder.id || !reaches(scene.ctx, aura, c)) continue;
    const fail = s ? failChance(scene, c, s.save, difficulty!, { source: holder }) : 1;
    const applies = s ? s.applies : (def.conditions ?? []).map((condition) => ({ condition }));
    let w = 0;
    for (const a of applies) {
      if (c.conditions.some((x) => x.id === a.condition)) continue;
      w += harmOn(scene, a, c) * expectedRounds(a, 0, scene);
    }
    v += (isFoe(scene, c) ? 1 : -1) * fail * w;
  }
  return v;
}

export const effectWorth: EffectWorth = (scene, cand) => {
  const mode = cand.choice.mode;
  const use = cand.use;
  if (!use?.m.kindChoice || !mode?.startsWith(KIND_PREFIX)) return 0;
  const kind = mode.slice(KIND_PREFIX.length);
  let v = 0;
  for (const a of use.m.applies ?? []) {
    conditionDef(scene.ruleset, a.condition)?.auras?.forEach((def, i) => {
      if (!def.chosenKind) return;
      for (const holder of cand.targets) v += auraWorth(scene, use, holder, a.condition, i, def, kind);
    });
  }
  return v;
};

/** The random policy names one of the option's kinds. */
export const randomFill: RandomFill = (option, pick) =>
  namesKind(option) ? { mode: option.modes![pick(option.modes!.length)]!.id } : {};
