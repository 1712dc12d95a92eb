// Changes to pools on a draft sheet: spending, restoring (optionally past the maximum), and healing.
import type { RulesetDoc } from "../ruleset/index.js";
import { hasEffect } from "./conditions.js";
import { healthPoolId } from "./doc.js";
import { type DraftSheet, liveRecord } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { poolAvailable, poolMax, poolValue, requirePool } from "./pools.js";

/** Spends `amount` from a pool, points past the maximum first; rejects when there are not enough. */
export function spendPool(
  doc: RulesetDoc,
  draft: DraftSheet,
  pool: string,
  amount: number,
  path: string,
  reason: string,
): SheetEvent[] {
  requirePool(doc, pool, path);
  const available = poolAvailable(doc, draft, pool);
  if (available < amount) {
    reject("not-enough", `${pool} has ${available}, ${amount} needed`, path);
  }
  const over = draft.live?.overMax?.[pool] ?? 0;
  const fromOver = Math.min(over, amount);
  if (fromOver > 0) liveRecord(draft, "overMax")[pool] = over - fromOver;
  const from = poolValue(doc, draft, pool);
  const to = from - (amount - fromOver);
  liveRecord(draft, "pools")[pool] = to;
  return [{ type: "pool", pool, from: from + over, to: to + over - fromOver, reason }];
}

/** Restores up to the maximum; with `overMax` the excess is kept apart (1.252). */
export function restorePool(
  doc: RulesetDoc,
  draft: DraftSheet,
  pool: string,
  amount: number,
  opts: { overMax?: boolean; reason: string; path: string },
): SheetEvent[] {
  requirePool(doc, pool, opts.path);
  const max = poolMax(doc, draft, pool);
  const from = poolValue(doc, draft, pool);
  const to = Math.min(max, from + amount);
  const excess = from + amount - to;
  liveRecord(draft, "pools")[pool] = to;
  const events: SheetEvent[] = [];
  if (to !== from) events.push({ type: "pool", pool, from, to, reason: opts.reason });
  if (opts.overMax && excess > 0) {
    const over = liveRecord(draft, "overMax");
    over[pool] = (over[pool] ?? 0) + excess;
    events.push({ type: "pool", pool, from: to, to: to + over[pool], reason: `${opts.reason} (over maximum)` });
  }
  return events;
}

/** Refills a pool to its maximum and drops points kept past it (1.252). */
export function refillPool(doc: RulesetDoc, draft: DraftSheet, pool: string, reason: string): SheetEvent[] {
  const events = restorePool(doc, draft, pool, poolMax(doc, draft, pool), { reason, path: `live.pools.${pool}` });
  const over = draft.live?.overMax?.[pool] ?? 0;
  if (over > 0) {
    delete liveRecord(draft, "overMax")[pool];
    events.push({ type: "over-max-dropped", pool, amount: over });
  }
  return events;
}

/**
 * Heals a pool (health by default). `cannot-heal` blocks all healing, `cannot-heal-nonmagical` all but magical
 * healing (1.261); a blocked heal writes `cannot-heal` and changes nothing.
 */
export function heal(
  doc: RulesetDoc,
  draft: DraftSheet,
  amount: number,
  opts: { pool?: string; magical: boolean; reason: string; path: string },
): SheetEvent[] {
  const pool = opts.pool ?? healthPoolId(doc) ?? reject("no-health", "the sheet has no health pool", opts.path);
  if (pool === healthPoolId(doc)) {
    if (hasEffect(doc, draft, "cannot-heal")) return [{ type: "cannot-heal", pool, reason: "cannot-heal" }];
    if (!opts.magical && hasEffect(doc, draft, "cannot-heal-nonmagical")) {
      return [{ type: "cannot-heal", pool, reason: "cannot-heal-nonmagical" }];
    }
  }
  const from = poolValue(doc, draft, pool);
  const events = restorePool(doc, draft, pool, Math.max(0, amount), { reason: opts.reason, path: opts.path });
  return [{ type: "heal", pool, amount: poolValue(doc, draft, pool) - from, magical: opts.magical }, ...events];
}
