// The director's weighing of Metamagic (1.253). Each use option offering alterations stands also for itself with
// each of them (and with those that join it), and, where it needs one, only for those ways: Distant's and Twinned's
// targets and cells are chosen again from the shape the offer gives, and the candidate carries the use as altered, so
// the director's own estimate sees the farther reach, the second target, the longer durations. What the estimate
// cannot see is weighed here: the allies Careful spares, the worse save Heightened forces (its extra chance of a
// failure times what a failure adds), the dice Empowered rerolls, an action kept by Quickened; and the price, a point
// at half a use. Subtle changes nothing the director counts: it is chosen only when the use needs it. Where the
// offer lets it name whom (1.254 `spares`, 1.255 `heightens`), it names those worth the most: the allies the use
// would hurt most, the foe whose worse save adds most. Overchannel (1.415) adds what its maximum brings above the
// average on each foe, less the harm its backlash would do its user, weighed as any harm to one's own side; it is never
// tried at a paid level it does not maximize.
import { budgetFor } from "../../combat/capabilities/budgets.js";
import { parsedDice } from "../../combat/dice.js";
import { readValue } from "../../combat/source.js";
import { sourceOf } from "../../combat/stats.js";
import type { Choice, Combatant, Option } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import { average, maximum } from "../../dice/index.js";
import type { Candidate } from "../../director/candidate.js";
import { useCandidates } from "../../director/candidates.js";
import { damageValue } from "../../director/consider/damage.js";
import { PER_USE } from "../../director/consider/resources.js";
import { expectUse } from "../../director/expect.js";
import { onTarget } from "../../director/on-target.js";
import type { CandidateVariants, EffectWorth } from "../../director/plugins.js";
import type { Scene } from "../../director/scene.js";
import type { AlterOffer } from "./def.js";
import { alteredUse, alterersOf, sparesCount } from "./fit.js";
import { backlashDice, maximizesAt, usesSinceRecovery } from "./maximize.js";

/** The ways to choose an option's offers: each alone, and each with those that join it; only those holding every
 * needed one. */
function ways(option: Option): AlterOffer[][] {
  const offers = option.alters ?? [];
  const joining = offers.filter((o) => o.joins);
  const out: AlterOffer[][] = [];
  for (const o of offers) {
    out.push([o]);
    const more = joining.filter((j) => j !== o);
    if (more.length) out.push([o, ...more]);
  }
  const needed = option.alterNeeded ?? [];
  return out.filter((w) => needed.every((n) => w.some((o) => o.id === n)));
}

export const candidateVariants: CandidateVariants = (scene, option, cands) => {
  if (!option.alters?.length) return cands;
  const held = alterersOf(scene.ctx, scene.me);
  const out: Candidate[] = option.alterNeeded?.length ? [] : [...cands];
  for (const way of ways(option)) {
    const by = way.flatMap((o) => held.filter((u) => u.id === o.id));
    if (by.length !== way.length) continue;
    const ids = way.map((o) => o.id);
    const shaped = way.find((o) => o.targets || o.cells || o.budget);
    let base: readonly Candidate[] = cands;
    if (shaped) {
      const reshaped = { ...option, targets: shaped.targets ?? option.targets, cells: shaped.cells ?? option.cells };
      delete (reshaped as { alters?: unknown }).alters;
      delete (reshaped as { alterNeeded?: unknown }).alterNeeded;
      base = useCandidates(scene, reshaped as Option).map((c) => ({ ...c, option }));
    }
    for (const c of base) {
      if (!c.use) continue;
      const level = c.payment?.level ?? c.use.level ?? 0;
      if (by.some((b) => b.m.alters!.maximizes && !maximizesAt(b.m.alters!, level))) continue;
      const use = alteredUse(scene.ctx, c.use, by);
      const whom = whomFor(scene, way, by, use, c);
      out.push({ ...c, use, choice: { ...c.choice, alters: ids, ...whom } });
    }
  }
  return out;
};

/** What sparing `t` keeps from the use: what it would have done to them (half of it for a half-damage save, unless
 * it is spared whole, 1.414). */
function spareWorth(scene: Scene, use: UseDef, t: Combatant, steps: number, whole = false): number {
  const kept = use.m.save?.onSuccess === "half" && !whole ? 0.5 : 1;
  return -onTarget(scene, use, t, { steps }) * kept;
}

/** What a first save at disadvantage adds on `first`: disadvantage turns a success into a failure as often as the
 * save succeeds twice in a row fails to, p(1-p); a failure is worth what the save would have spared (half of it for a
 * half-damage save). */
function heightenWorth(scene: Scene, use: UseDef, first: Combatant, steps: number): number {
  if (first.side === scene.me.side) return 0;
  const fail = expectUse(scene, scene.me, use, first, { steps }).land;
  const half = use.m.save?.onSuccess === "half";
  const worth = onTarget(scene, use, first, { steps });
  const full = worth / Math.max(0.05, half ? fail + (1 - fail) / 2 : fail);
  return (1 - fail) * fail * (half ? full / 2 : full);
}

/** Whom a way of choosing names, where its offers let it: the allies worth sparing most, when more are caught than it
 * can spare (1.254), and the foe whose worse save is worth most, when several are caught (1.255). */
function whomFor(
  scene: Scene,
  way: readonly AlterOffer[],
  by: readonly UseDef[],
  use: UseDef,
  c: Candidate,
): Partial<Choice> {
  const out: { spares?: string[]; heightens?: string } = {};
  const sparing = way.find((o) => o.spares !== undefined);
  if (sparing) {
    const mine = c.targets.filter((t) => t.side === scene.me.side);
    if (mine.length > sparing.spares!)
      out.spares = mine
        .map((t) => ({
          t,
          v: spareWorth(
            scene,
            use,
            t,
            c.steps,
            by.some((b) => !!b.m.alters!.sparesWhole),
          ),
        }))
        .sort((a, b) => b.v - a.v)
        .slice(0, sparing.spares!)
        .map((x) => x.t.id);
  }
  if (way.some((o) => o.heightens)) {
    const foes = c.targets.filter((t) => t.side !== scene.me.side && t.id !== scene.me.id);
    let best: { id: string; v: number } | undefined;
    for (const t of foes) {
      const v = heightenWorth(scene, use, t, c.steps);
      if (!best || v > best.v) best = { id: t.id, v };
    }
    if (foes.length > 1 && best && best.id !== c.targets[0]?.id) out.heightens = best.id;
  }
  return out;
}

/** The rough worth of the part of a blow's damage Empowered's rerolls add: each die rerolled below average gains
 * about a quarter of its sides, on at most half the dice, counted over its own dice and its clauses' (1.254). */
function rerolledShare(use: UseDef, count: number): number {
  const exprs = [
    ...(use.m.amount !== undefined ? [parsedDice(use.m.amount)] : []),
    ...(use.m.plus ?? []).flatMap((p) => (p.dice ? [parsedDice(p.dice)] : [])),
  ];
  const terms = exprs.flatMap((e) => e.terms);
  const dice = terms.reduce((n, t) => n + t.count, 0);
  const avg = exprs.reduce((n, e) => n + average(e), 0);
  if (!dice || avg <= 0) return 0;
  const sides = terms.reduce((n, t) => n + t.count * t.sides, 0) / dice;
  return (Math.min(count, dice / 2) * sides) / 4 / avg;
}

/** The share of a blow's expected damage that maximizing its dice adds (1.415), over its own dice and its
 * clauses'. */
function maximizedShare(use: UseDef): number {
  const exprs = [
    ...(use.m.amount !== undefined ? [parsedDice(use.m.amount)] : []),
    ...(use.m.plus ?? []).flatMap((p) => (p.dice ? [parsedDice(p.dice)] : [])),
  ];
  const avg = exprs.reduce((n, e) => n + average(e), 0);
  const max = exprs.reduce((n, e) => n + maximum(e), 0);
  return avg > 0 ? (max - avg) / avg : 0;
}

export const effectWorth: EffectWorth = (scene, cand) => {
  const ids = cand.choice.alters;
  const use = cand.use;
  if (!ids?.length || !use) return 0;
  const held = alterersOf(scene.ctx, scene.me).filter((u) => ids.includes(u.id));
  const src = sourceOf(scene.ruleset, scene.state, scene.me);
  let v = 0;
  for (const b of held) {
    const a = b.m.alters!;
    const offer = cand.option.alters?.find((o) => o.id === b.id);
    v -= (offer?.price ?? 1) * PER_USE * 0.5;
    if (a.spares !== undefined) {
      const named = cand.choice.spares;
      const n = sparesCount((x) => readValue(src, x), a, cand.payment?.level ?? use.level ?? 0);
      const caught = cand.targets.filter((t) => t.side === scene.me.side);
      const mine = named ? caught.filter((t) => named.includes(t.id)) : caught.slice(0, n);
      for (const t of mine) v += spareWorth(scene, use, t, cand.steps, !!a.sparesWhole);
    }
    if (a.heightens) {
      const named = cand.choice.heightens;
      const first = named === undefined ? cand.targets[0] : cand.targets.find((t) => t.id === named);
      if (first) v += heightenWorth(scene, use, first, cand.steps);
    }
    if (a.rerolls !== undefined) {
      const share = rerolledShare(use, Math.max(0, readValue(src, a.rerolls)));
      for (const t of cand.targets)
        if (t.side !== scene.me.side) v += share * onTarget(scene, use, t, { steps: cand.steps });
    }
    const level = cand.payment?.level ?? use.level ?? 0;
    if (a.maximizes && maximizesAt(a, level)) {
      const share = maximizedShare(use);
      for (const t of cand.targets)
        if (t.side !== scene.me.side) v += share * onTarget(scene, use, t, { steps: cand.steps });
    }
    if (a.backlash) {
      // The use paid now is counted: the counter spends its price as the use begins.
      const uses = usesSinceRecovery(scene.ctx, scene.me, b) + (offer?.price ?? 1);
      const expr = backlashDice(a, uses, level);
      const mean = expr ? average(expr) : 0;
      if (mean > 0)
        v += damageValue(scene, scene.me, {
          land: 1,
          half: 0,
          damage: mean,
          hitMean: mean,
          hitSd: 0,
          heal: 0,
          temp: 0,
        });
    }
    if (a.budget && !cand.option.alterNeeded?.includes(b.id)) {
      // Quickened while the action is still there keeps it for something else this turn.
      const main = budgetFor(scene.ctx, { ...use, m: { ...use.m, budget: a.budget.from } });
      if (main !== undefined && (scene.me.budgets[main] ?? 0) > 0) v += 1;
    }
  }
  return v;
};
