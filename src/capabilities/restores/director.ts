// The director's weighing of a `restore` (1.252). What it gives back is worth what spending it costs the director
// (a slot by its level, a point as a use), but only half of that: a resource restored is not yet a thing done, so
// turning a slot into points, or points into a slot, is not worth a turn while some are left. A pool of a family
// (spell slots) restored when the whole family is spent is worth four times as much: it lets its user cast again.
// The points of a counter the use spends (`usesOf`, never a payment the director prices) count at half a use each.
import { average } from "../../dice/index.js";
import { PER_LEVEL, PER_USE } from "../../director/consider/resources.js";
import type { EffectWorth } from "../../director/plugins.js";
import { restoreDice, restoredTo } from "./restore.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const restore = use?.m.restore;
  if (!use || !restore) return 0;
  const amount = average(restoreDice(scene.ctx, use, restore, cand.steps ?? 0));
  const live = scene.ruleset.sheet.live?.pools?.find((p) => p.id === restore.pool);
  const family = (scene.ruleset.sheet.live?.pools ?? []).filter(
    (p) => live?.group !== undefined && p.group === live.group,
  );
  let v = 0;
  for (const t of cand.targets) {
    const at = restoredTo(scene.ctx, t, restore, amount);
    if (!at || at.to <= at.from) continue;
    const each = live ? Math.max(1, live.level ?? 1) * PER_LEVEL : PER_USE;
    const spentOut = family.length > 0 && family.every((p) => (t.pools[p.id] ?? 0) === 0);
    v += (at.to - at.from) * each * (spentOut ? 4 : 0.5);
  }
  const spent = use.m.usesOf !== undefined ? (cand.choice.amount ?? 1) : 0;
  return v - spent * PER_USE * 0.5;
};
