// The director's weighing of a push (1.182): on a board, a foe pushed away must spend its movement coming back
// before it strikes in melee, a share of a round's threat for each cell, as likely as the push lands; without a
// board nothing moves, so it is worth nothing there.
import { pushPath } from "../../combat/capabilities/push.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { threat } from "../../director/threat.js";

/** The share of a round's threat one cell of distance costs a foe pushed away. */
const PER_CELL = 0.05;

export const effectWorth: EffectWorth = (scene, cand) => {
  const push = cand.use?.m.push;
  if (!push || !scene.state.board) return 0;
  let v = 0;
  for (const t of cand.targets) {
    if (t.side === scene.me.side || t.status !== "standing") continue;
    const cells = pushPath(scene.state, scene.me, t, push).length - 1;
    if (cells <= 0) continue;
    const land = expectUse(scene, scene.me, cand.use!, t).land;
    v += land * cells * PER_CELL * threat(scene, t);
  }
  return v;
};
