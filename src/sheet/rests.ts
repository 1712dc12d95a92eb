// Rests, for one sheet or a whole party: spend rest dice first, then lift seals, clear conditions, move tracks,
// refill pools, charges and counters, and last let conditions act on the rest (diseases).
import type { Rng } from "../random/rng.js";
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import { rechargeItems } from "./charges.js";
import { contextOf } from "./context.js";
import { rechargeCounters } from "./counters.js";
import { cureCondition, diseasesOnRest } from "./diseases.js";
import { healthPoolId, poolDefs, restDef } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { heal, refillPool, restorePool } from "./pool-ops.js";
import { poolMax, poolValue } from "./pools.js";
import { spendRestDice } from "./rest-dice.js";
import { liftRestSeals } from "./seal.js";
import { draftFor } from "./settle.js";
import { moveTrack } from "./tracks.js";
import { clearUsedOn } from "./used-on.js";
import { evaluate } from "./value.js";

export interface RestOptions {
  readonly rest: string;
  /** How many rest dice each sheet spends (1.335). */
  readonly dice?: number;
  /** Spend only from this pool (1.337). */
  readonly pool?: string;
}

function restorePoolAtRest(
  doc: RulesetDoc,
  draft: DraftSheet,
  pool: string,
  amount: number | undefined,
  rest: string,
  path: string,
): SheetEvent[] {
  const reason = `rest:${rest}`;
  if (pool === healthPoolId(doc)) {
    const gain = amount ?? poolMax(doc, draft, pool) - poolValue(doc, draft, pool);
    return gain > 0 ? heal(doc, draft, gain, { pool, magical: false, reason, path }) : [];
  }
  if (amount === undefined) return refillPool(doc, draft, pool, reason);
  return restorePool(doc, draft, pool, amount, { reason, path });
}

function restOne(doc: RulesetDoc, draft: DraftSheet, restId: string, rng: Rng): SheetEvent[] {
  const rest = restDef(doc, restId)!;
  const events: SheetEvent[] = [];
  events.push(...liftRestSeals(doc, draft, `rest:${restId}`));
  // Tracks move before pools refill, so health refills to the maximum the new track level allows.
  for (const c of rest.clear?.conditions ?? []) events.push(...cureCondition(doc, draft, c, `rest:${restId}`));
  (rest.tracks ?? []).forEach((t, i) => {
    events.push(...moveTrack(doc, draft, t.track, t.by, `rests.${restId}.tracks[${i}]`));
  });
  poolDefs(doc).forEach((def, i) => {
    if (!def.recharge?.rests.includes(restId)) return;
    const path = `sheet.live.pools[${i}].recharge.amount`;
    const amount =
      def.recharge.amount === undefined ? undefined : evaluate(contextOf(doc, draft), def.recharge.amount, path);
    events.push(...restorePoolAtRest(doc, draft, def.id, amount, restId, path));
  });
  (rest.restores ?? []).forEach((r, i) => {
    const path = `rests.${restId}.restores[${i}]`;
    const amount = r.amount === undefined ? undefined : evaluate(contextOf(doc, draft), r.amount, `${path}.amount`);
    events.push(...restorePoolAtRest(doc, draft, r.pool, amount, restId, path));
  });
  events.push(...rechargeItems(doc, draft, restId, rng));
  events.push(...rechargeCounters(doc, draft, restId));
  events.push(...clearUsedOn(doc, draft, restId));
  events.push(...diseasesOnRest(doc, draft, restId, rng));
  return events;
}

/** Rests every sheet of a party together (they share the extra die). Inputs are never changed. */
export function restParty(
  doc: RulesetDoc,
  sheets: readonly SheetData[],
  opts: RestOptions,
  rng: Rng,
): { sheets: SheetData[]; events: SheetEvent[] } {
  if (!restDef(doc, opts.rest)) reject("unknown-rest", `no rest ${JSON.stringify(opts.rest)}`, "rest");
  const dice = opts.dice ?? 0;
  if (!Number.isInteger(dice) || dice < 0)
    reject("bad-dice", `dice must be a whole number of 0 or more, got ${dice}`, "dice");
  if (opts.pool !== undefined && dice === 0)
    reject("bad-pool", "pool names where rest dice come from; give dice too", "pool");
  const drafts = sheets.map((s) => draftFor(doc, s));
  const perSheet: SheetEvent[][] =
    dice > 0
      ? spendRestDice(doc, drafts, restDef(doc, opts.rest)!, { dice, pool: opts.pool }, rng)
      : drafts.map(() => []);
  const events: SheetEvent[] = [];
  drafts.forEach((draft, i) => {
    events.push({ type: "rest", rest: opts.rest, sheet: draft.name }, ...perSheet[i]);
    events.push(...restOne(doc, draft, opts.rest, rng));
  });
  return { sheets: drafts as SheetData[], events };
}

export function restSheet(
  doc: RulesetDoc,
  sheet: SheetData,
  opts: RestOptions,
  rng: Rng,
): { sheet: SheetData; events: SheetEvent[] } {
  const { sheets, events } = restParty(doc, [sheet], opts, rng);
  return { sheet: sheets[0], events };
}
