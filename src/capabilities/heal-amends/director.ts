// The director's weighing of amended healing (1.421): what `healAdd` adds to each one healed, and what
// `healsSelf` gives the healer, valued as any healing is; and (1.415) what healing for the maximum gives above the
// expected roll.
import { amountOf } from "../../combat/amount.js";
import type { ActFrame } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { average, maximum } from "../../dice/index.js";
import { healingValue } from "../../director/consider/healing.js";
import { expectUse } from "../../director/expect.js";
import type { EffectWorth } from "../../director/plugins.js";
import { extraHealing, paidLevel } from "./heal-add.js";
import { healsMost } from "./max-heal.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use: UseDef | undefined = cand.use;
  if (!use?.amendedBy || use.m.kind !== "heal") return 0;
  const level = paidLevel({ level: cand.payment?.level }, use);
  const add = extraHealing(scene.ctx, scene.me, use, level, "healAdd") ?? 0;
  let v = 0;
  // 1.415 `maxHeal`: the maximum, where the expectation counts the average.
  const expr = healsMost(use) ? amountOf(scene.ctx, { steps: cand.steps } as ActFrame, use, scene.me) : undefined;
  const more = expr ? Math.max(0, maximum(expr) - average(expr)) : 0;
  for (const target of more > 0 ? cand.targets : []) {
    const e = expectUse(scene, scene.me, use, target, { steps: cand.steps });
    if (e.heal <= 0) continue;
    v += healingValue(scene, target, { ...e, heal: e.heal + more * e.land }) - healingValue(scene, target, e);
  }
  for (const target of cand.targets) {
    if (add <= 0) break;
    const e = expectUse(scene, scene.me, use, target, { steps: cand.steps });
    if (e.heal <= 0) continue;
    v += healingValue(scene, target, { ...e, heal: e.heal + add * e.land }) - healingValue(scene, target, e);
  }
  const self = extraHealing(scene.ctx, scene.me, use, level, "healsSelf") ?? 0;
  if (self > 0 && cand.targets.some((t) => t.id !== scene.me.id)) {
    const e = expectUse(scene, scene.me, use, scene.me, { steps: cand.steps });
    v += healingValue(scene, scene.me, { ...e, land: 1, heal: self, temp: 0 });
  }
  return v;
};
