// The director's weighing of an entry that gives a budget its own `grantsStrike` spends (1.242: Flurry of Blows).
// On a board the core weighs what a given budget buys by the best blow this turn with it back; without a board
// there is no walk to weigh, so it is worth, for each strike given, the best strike the grant allows on a foe now
// (everyone is within reach), as before-attack weighs a blow to follow.
import { blowKind } from "../../combat/blow.js";
import { usesOf } from "../../combat/uses.js";
import { onTarget } from "../../director/on-target.js";
import type { EffectWorth } from "../../director/plugins.js";
import { named } from "../attack-rows/held.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const grant = use?.m.grantsStrike;
  if (!grant || scene.me.at) return 0;
  const given = (use.m.gives ?? []).filter((g) => g.budget === grant.budget).reduce((n, g) => n + (g.count ?? 1), 0);
  if (!given) return 0;
  let best = 0;
  for (const strike of usesOf(scene.ruleset, scene.state, scene.me)) {
    if (!blowKind(strike) || (grant.names && !named(grant.names, strike.name))) continue;
    for (const foe of scene.foes) if (foe.status === "standing") best = Math.max(best, onTarget(scene, strike, foe));
  }
  return given * best;
};
