// The director's weighing of track moves and unsealing (1.201): a level that halves or restores the maximum is worth
// the health it takes or gives back; a level that defeats, the target's standing; any other level a point of health
// a round for the rounds left (its effects are the ruleset's words, not numbers the engine reads). Health given back
// to the maximum is worth half a point each (room to heal, not health). A foe helped is the same loss to the
// decider's side.
import type { EffectWorth } from "../../director/plugins.js";
import { isFoe } from "../../director/scene.js";
import { HORIZON, roundsLeft, worth } from "../../director/threat.js";
import { levelOf, sealedAmount } from "./tracks.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const m = cand.use?.m;
  if (!m || (m.tracks === undefined && !m.unseals)) return 0;
  const rounds = Math.min(HORIZON, roundsLeft(scene));
  let v = 0;
  for (const t of cand.targets) {
    if (t.status === "dead" || t.status === "fled") continue;
    let harm = 0;
    for (const move of m.tracks ?? []) {
      const def = scene.ruleset.sheet.live?.tracks?.find((d) => d.id === move.track);
      if (!def) continue;
      const from = levelOf(scene.ctx, t, move.track);
      const to = Math.min(Math.max(from + move.by, 0), def.levels.length - 1);
      const halves = (n: number) => def.levels.slice(0, n + 1).some((l) => l.halvesMaxHealth);
      harm += (to - from) * rounds;
      if (halves(to) !== halves(from)) harm += (halves(to) ? 1 : -1) * Math.ceil(t.maxHp / 2);
      if (to > from && def.levels[to]!.defeats) harm += worth(scene, t) + t.hp;
    }
    let help = -harm;
    if (m.unseals) help += 0.5 * sealedAmount(scene.ctx, t);
    v += isFoe(scene, t) ? -help : help;
  }
  return v;
};
