// 1.252: an entry's `restore` gives back a pool to those it reaches: a live pool by id (spell slots), or a counter
// row by name (Sorcery Points). Its cost, when it names a pool of a family (`slots_1`), may be paid with any pool of
// that family at that level or higher, and `perCostStep` adds to what it restores for each level above. With
// `overMax` it goes past the pool's maximum: the fight keeps the whole value in the pool (spent like any other),
// brings a sheet's excess in and writes what is left past the maximum back as the sheet's `overMax`, which a rest
// drops. An entry restoring, for its own user alone, a pool they do not have is kept off their menu.
import { addDice } from "../../combat/amount.js";
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { modulesWith } from "../../combat/registry.js";
import { creatureOf } from "../../combat/stats.js";
import type { ActFrame, Combatant, Payment } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { rollDice } from "../../dice/index.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import { counterByName, counterMax } from "../../sheet/counters.js";
import { poolMax } from "../../sheet/pools.js";
import type { RestoreDef } from "./def.js";

const key = (name: string) => name.trim().toLowerCase();

/** A live pool of the ruleset other than health, by id. */
function livePool(ruleset: RulesetDoc, id: string) {
  return (ruleset.sheet.live?.pools ?? []).find((p) => p.id === id && p.health !== true);
}

/** The maximum of `who`'s live pool: its sheet's, else what its stat block's spellcasting starts it with. */
export function liveMax(ctx: Ctx, who: Combatant, id: string): number {
  const sheet = ctx.state.sheets[who.id];
  if (sheet) return poolMax(ctx.ruleset, sheet, id);
  return (creatureOf(ctx.ruleset, who)?.spellcasting?.pools as Record<string, number> | undefined)?.[id] ?? 0;
}

/** Whether `who` has the pool `restore` names: a counter row of that name, or a live pool with a maximum (or,
 * past it, something in it). */
export function hasPool(ctx: Ctx, who: Combatant, pool: string): boolean {
  if (livePool(ctx.ruleset, pool)) return liveMax(ctx, who, pool) > 0 || (who.pools[pool] ?? 0) > 0;
  return who.counters?.[key(pool)] !== undefined;
}

/** What one use of `use` restores at `steps` cost steps above the cheapest, as dice. */
export function restoreDice(ctx: Ctx, use: UseDef, restore: RestoreDef, steps: number) {
  let expr = parsedDice(restore.amount ?? 1);
  if (use.m.perCostStep !== undefined && steps > 0) {
    // Extension point "steps that add" (1.300), as for an amount.
    let n = steps;
    for (const mod of modulesWith(ctx, "stepsAdding")) n = mod.stepsAdding!(use, n);
    if (n > 0) expr = addDice(expr, parsedDice(use.m.perCostStep), n);
  }
  return expr;
}

/** Where `who`'s pool stands and how far `amount` more takes it (never lowered; past the maximum only with
 * `overMax`, and never for a counter row); undefined when they do not have it. */
export function restoredTo(
  ctx: Ctx,
  who: Combatant,
  restore: RestoreDef,
  amount: number,
): { from: number; to: number; max: number } | undefined {
  if (livePool(ctx.ruleset, restore.pool)) {
    const max = liveMax(ctx, who, restore.pool);
    const from = who.pools[restore.pool] ?? 0;
    const to = restore.overMax ? from + amount : Math.max(from, Math.min(max, from + amount));
    return { from, to, max };
  }
  const from = who.counters?.[key(restore.pool)];
  if (from === undefined) return undefined;
  const sheet = ctx.state.sheets[who.id];
  const row = sheet ? counterByName(ctx.ruleset, sheet, restore.pool) : undefined;
  const max = sheet && row ? counterMax(ctx.ruleset, sheet, row) : from;
  return { from, to: Math.max(from, Math.min(max, from + amount)), max };
}

/** The pools of the family of the cost's named pool, at its level or higher, that can pay it. */
function familyPayments(ctx: Ctx, who: Combatant, use: UseDef): Payment[] | undefined {
  const cost = use.m.cost;
  const named = typeof cost === "string" ? cost : cost?.pool;
  const own = named === undefined ? undefined : livePool(ctx.ruleset, named);
  if (own?.group === undefined) return undefined;
  const amount = typeof cost === "object" ? (cost.amount ?? 1) : 1;
  return (ctx.ruleset.sheet.live?.pools ?? [])
    .filter((p) => p.group === own.group && (p.level ?? 0) >= (own.level ?? 0) && (who.pools[p.id] ?? 0) >= amount)
    .sort((a, b) => (a.level ?? 0) - (b.level ?? 0))
    .map((p) => ({ pool: p.id, level: p.level ?? 0, amount }));
}

function restoreOn(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): void {
  const restore = use.m.restore!;
  const amount = Math.max(0, rollDice(restoreDice(ctx, use, restore, act.steps), ctx.rng).total);
  const at = restoredTo(ctx, target, restore, amount);
  if (!at || at.to === at.from) return;
  if (livePool(ctx.ruleset, restore.pool)) target.pools[restore.pool] = at.to;
  else target.counters = { ...target.counters, [key(restore.pool)]: at.to };
  emit(ctx, {
    t: "restore",
    who: target.id,
    pool: restore.pool,
    from: at.from,
    to: at.to,
    ...(at.to > at.max ? { over: at.to - at.max } : {}),
  });
}

/** The sheet's pools as the fight left them: a live pool past its maximum is written at the maximum, the rest kept
 * apart as `overMax` (dropped once spent). */
function settleOver(ruleset: RulesetDoc, who: Combatant, sheet: SheetData): SheetData {
  const pools = { ...sheet.live?.pools };
  const overMax: Record<string, number> = { ...sheet.live?.overMax };
  let changed = false;
  for (const [id, value] of Object.entries(who.pools)) {
    if (!livePool(ruleset, id)) continue;
    const max = poolMax(ruleset, sheet, id);
    const over = Math.max(0, value - max);
    if ((overMax[id] ?? 0) === over && value <= max) continue;
    changed = true;
    if (over > 0) {
      pools[id] = max;
      overMax[id] = over;
    } else delete overMax[id];
  }
  if (!changed) return sheet;
  return { ...sheet, live: { ...sheet.live, pools, overMax } };
}

export const restores: CapabilityModule = {
  id: "restores",
  keys: ["restore"],
  // A sheet's points kept past a maximum are in the pool for the fight.
  setupCombatant(_ruleset, who, { sheet }) {
    for (const [id, over] of Object.entries(sheet?.live?.overMax ?? {}))
      if (over > 0 && who.pools[id] !== undefined) who.pools[id] += over;
  },
  offer(ctx, who, use, offer) {
    const restore = use.m.restore;
    if (!restore) return undefined;
    if ((use.m.targets ?? "self") === "self" && !hasPool(ctx, who, restore.pool)) return "cannot-use";
    const family = familyPayments(ctx, who, use);
    if (family) {
      if (family.length === 0) return "cannot-pay";
      offer.payments = family;
    }
    return undefined;
  },
  onHit(ctx, act, use, target, result) {
    if (!result.lands || !use.m.restore || target.status !== "standing") return;
    restoreOn(ctx, act, use, target);
  },
  settleSheet(ruleset, _state, who, sheet) {
    return settleOver(ruleset, who, sheet);
  },
};
