// The director's part for hiding and searching (1.287): a Search is worth, for each foe hidden from the decider,
// the chance its Perception check finds it times what that foe's hiding is worth (advantage on its next blow, and ours against
// it back: with `combat.hiding` a foe hidden from us cannot be aimed at at all). Hiding is worth the chance the
// Stealth check beats the passive Perception of the foes it can work against, times what being hidden gives: foes'
// blows at disadvantage (or, with `combat.hiding`, not aimed at us by the foes we hide from that see us now, only
// lightly: one that cannot see us at all cannot aim at us anyway), and advantage on
// the next blow when a foe will be within reach next turn (with `combat.hiding`, only through sight rules).

import { cellDistance } from "../../combat/board/grid.js";
import { hiddenFrom, hiddenOf, hidingOf, sightOf } from "../../combat/seeing.js";
import { checkBonus, incapacitated, speed } from "../../combat/stats.js";
import type { Combatant, StandardOption } from "../../combat/types.js";
import type { Candidate } from "../../director/candidate.js";
import { field, incoming } from "../../director/consider/position.js";
import { saveFailChance } from "../../director/odds.js";
import type { DirectorParts, EffectWorth } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import { threat } from "../../director/threat.js";
import { passiveAgainst, passivePerception } from "./hiding.js";

/** A round of advantage on one's blows is worth about this share of one's threat (a hit chance p becomes
 * 1 − (1 − p)², near +0.2 to +0.25 absolute for usual p); the same holds for disadvantage on blows taken. */
const ADVANTAGE = 0.3;

/** Chance that d20 + bonus reaches the difficulty. */
function checkChance(bonus: number, difficulty: number): number {
  return 1 - saveFailChance(bonus, difficulty);
}

/** What a hidden combatant gains from staying hidden for a round. */
function hiddenWorth(scene: Scene, c: Combatant): number {
  return ADVANTAGE * threat(scene, c);
}

function searchValue(scene: Scene): number {
  const rules = scene.ruleset.combat?.hiding;
  const me = scene.me;
  if (rules) {
    const perception = checkBonus(scene.ruleset, scene.state, me, rules.perception);
    let v = 0;
    // A foe hidden from us is out of our reach: finding it gives back a round of blows at it.
    for (const foe of scene.foes)
      if (hiddenFrom(foe, me))
        v += checkChance(perception, hidingOf(foe)!.score ?? 0) * (hiddenWorth(scene, foe) + threat(scene, me));
    return v;
  }
  const perception = checkBonus(scene.ruleset, scene.state, me, "perception");
  let v = 0;
  for (const foe of scene.foes) {
    const hidden = hiddenOf(foe);
    if (!hidden || sightOf(scene.ctx, me, foe) === "none") continue;
    // Found, it loses its advantage, and our side's blows against it lose their disadvantage.
    v += checkChance(perception, hidden.score ?? 0) * (hiddenWorth(scene, foe) + ADVANTAGE * threat(scene, me));
  }
  return v;
}

function hideValue(scene: Scene): number {
  const me = scene.me;
  if (hiddenOf(me)) return 0;
  const rules = scene.ruleset.combat?.hiding;
  if (rules) {
    // Hidden from a foe that sees it only lightly (in dim light, through light obscurement), it keeps that foe's
    // share of the blows it would take here away, when the roll meets that foe's passive. A foe that cannot see
    // it at all (behind a wall, in fog) cannot aim at it already: hiding from it gains nothing.
    const seeing = scene.foes.filter((f) => sightOf(scene.ctx, f, me) === "light");
    if (!seeing.length) return 0;
    const bonus = checkBonus(scene.ruleset, scene.state, me, rules.stealth);
    const share = incoming(scene, me.at).dmg / scene.foes.length;
    let v = 0;
    for (const f of seeing) v += checkChance(bonus, passiveAgainst(scene.ctx, rules, f, me)) * share;
    return v;
  }
  let difficulty = 0;
  for (const foe of scene.foes)
    if (!incapacitated(scene.ruleset, foe) && sightOf(scene.ctx, foe, me) !== "none")
      difficulty = Math.max(difficulty, passivePerception(scene.ctx, foe));
  const chance = checkChance(checkBonus(scene.ruleset, scene.state, me, "stealth"), difficulty);
  // The advantage counts only when a foe will be within a walk and a blow next turn.
  const blow = foeNextTurn(scene) ? hiddenWorth(scene, me) : 0;
  return chance * (blow + ADVANTAGE * incoming(scene, me.at).dmg);
}

function foeNextTurn(scene: Scene): boolean {
  const me = scene.me;
  const per = scene.state.board?.perCell ?? 5;
  if (!me.at) return scene.foes.length > 0;
  const within = Math.floor(speed(scene.ruleset, scene.state, me) / per) + field(scene).myRange;
  return scene.foes.some((f) => f.at && cellDistance(f.at, me.at!) <= within);
}

/** The Hide and Search options this package's module lists: what they are worth, with the best walk after. */
export const director: DirectorParts = {
  hiding: {
    value(scene: Scene, cand: Candidate, after: number): number | undefined {
      const action = (cand.option as StandardOption).action;
      if (action === "hide") return hideValue(scene) + after;
      if (action === "search") return searchValue(scene) + after;
      return undefined;
    },
  },
};

/** A use that searches (Detect) is worth what the search may find. */
export const effectWorth: EffectWorth = (scene, cand) => (cand.use?.m.search ? searchValue(scene) : 0);
