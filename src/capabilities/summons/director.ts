// The director's part for summons (1.122): a strike is worth what the entry's attack does to its target at the
// level the cast was paid at, from where the summon strikes (walls do not stop it); a cast that leaves a summon is
// worth, besides its own attack, the strikes still to come at the foe it would hurt most, for the rounds the fight
// is likely to last (up to three), unless it only replaces a summon already striking.
import { useOf } from "../../combat/resolve.js";
import type { Candidate } from "../../director/candidate.js";
import { onTarget } from "../../director/on-target.js";
import type { DirectorParts, EffectWorth } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import { roundsLeft } from "../../director/threat.js";
import { optionId } from "./summons.js";

/** At most this many later strikes are counted for a cast: the fight may end, the foes may fall. */
const ROUNDS = 3;

function summonOf(scene: Scene, id: string) {
  return (scene.state.summons ?? []).find((s) => s.by === scene.me.id && optionId(s.use) === id);
}

function strikeCandidates(scene: Scene, option: Candidate["option"]): Candidate[] {
  const summon = summonOf(scene, option.id);
  if (!summon || !option.targets) return [];
  const use = useOf(scene.ctx, summon.by, summon.use);
  return option.targets.candidates.map((id) => ({
    choice: { option: option.id, targets: [id] },
    option,
    use,
    targets: [scene.state.combatants[id]!],
    steps: summon.steps,
  }));
}

function strikeValue(scene: Scene, cand: Candidate): number {
  const summon = summonOf(scene, cand.option.id);
  if (!summon || !cand.use) return 0;
  const opts = { steps: summon.steps, cover: false, ...(summon.at ? { from: summon.at } : {}) };
  return cand.targets.reduce((v, t) => v + onTarget(scene, cand.use!, t, opts), 0);
}

/** The worth of the strikes a cast leaves behind (nothing for the strikes themselves, or a mere replacement). */
const castWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const def = use?.m.summons;
  if (!use || !def || cand.option.module === "summons") return 0;
  if ((scene.state.summons ?? []).some((s) => s.by === scene.me.id && s.use === use.id)) return 0;
  const best = Math.max(0, ...scene.foes.map((f) => onTarget(scene, use, f, { steps: cand.steps, cover: false })));
  const rounds = Math.min(def.rounds, ROUNDS, Math.max(1, roundsLeft(scene) - 1));
  return rounds * best;
};

export const effectWorth: EffectWorth = castWorth;

export const director: DirectorParts = {
  summons: {
    candidates: (scene, option) => strikeCandidates(scene, option),
    value: (scene, cand, after) => strikeValue(scene, cand) + after,
  },
};
