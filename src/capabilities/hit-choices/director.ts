// The director's weighing of a condition that keeps its holder from reacting (1.248: Open Hand Technique): the
// holder's reaction is worth a share of a round's threat (an opportunity attack, a reaction entry) for each round
// it is likely to last, as likely as the use lands.
import { conditionDef } from "../../combat/stats.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { threat } from "../../director/threat.js";
import { CANNOT_REACT } from "./def.js";

/** A reaction's share of a round's threat. */
const REACTION_SHARE = 0.15;

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const denies = use?.m.applies?.some((a) => conditionDef(scene.ruleset, a.condition)?.effects?.includes(CANNOT_REACT));
  if (!denies) return 0;
  let v = 0;
  for (const t of cand.targets)
    if (t.side !== scene.me.side && t.status === "standing")
      v += expectUse(scene, scene.me, use!, t).land * REACTION_SHARE * threat(scene, t);
  return v;
};
