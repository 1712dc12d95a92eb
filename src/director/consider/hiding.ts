// Hiding and searching (1.287): a Search is worth, for each hidden foe the decider sees, the chance its
// Perception check finds it times what that foe's hiding is worth (advantage on its next blow, disadvantage on
// ours against it). Hiding is worth the chance the Stealth check beats the best passive Perception among foes
// who see the decider, times what being hidden gives it: advantage on its next blow (when a foe will be within
// reach next turn), and foes' blows at disadvantage until then.

import { cellDistance } from "../../combat/board/grid.js";
import { canSee, hiddenOf, passivePerception } from "../../combat/capabilities/hiding.js";
import { checkBonus, incapacitated, speed } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { saveFailChance } from "../odds.js";
import type { Scene } from "../scene.js";
import { threat } from "../threat.js";
import { field, incoming } from "./position.js";

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

export function searchValue(scene: Scene): number {
  const me = scene.me;
  const perception = checkBonus(scene.ruleset, scene.state, me, "perception");
  let v = 0;
  for (const foe of scene.foes) {
    const hidden = hiddenOf(foe);
    if (!hidden || !canSee(scene.ctx, me, foe)) continue;
    // Found, it loses its advantage, and our side's blows against it lose their disadvantage.
    v += checkChance(perception, hidden.score ?? 0) * (hiddenWorth(scene, foe) + ADVANTAGE * threat(scene, me));
  }
  return v;
}

export function hideValue(scene: Scene): number {
  const me = scene.me;
  if (hiddenOf(me)) return 0;
  let difficulty = 0;
  for (const foe of scene.foes)
    if (!incapacitated(scene.ruleset, foe) && canSee(scene.ctx, foe, me))
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
