// Sealed health (1.193, 1.203, 1.260): parts of the health maximum held back until a rest, or (`lasting`)
// until something unseals them; `byCondition` remembers what each disease took so a cure can give it back.
import type { RulesetDoc, SealedPart } from "../ruleset/index.js";
import type { DraftSheet, Mutable } from "./draft.js";
import { liveOf, liveRecord } from "./draft.js";
import type { SheetEvent } from "./events.js";
import { poolMax, poolValue } from "./pools.js";

function partOf(draft: DraftSheet, pool: string): Mutable<SealedPart> {
  const live = liveOf(draft);
  live.sealed ??= {};
  live.sealed[pool] ??= {};
  return live.sealed[pool];
}

/** Keeps the stored value within the maximum after the maximum fell; a maximum of 0 defeats. */
function clampToMax(doc: RulesetDoc, draft: DraftSheet, pool: string, reason: string): SheetEvent[] {
  const max = poolMax(doc, draft, pool);
  liveRecord(draft, "pools")[pool] = poolValue(doc, draft, pool);
  if (max > 0) return [];
  liveOf(draft).defeated = true;
  return [{ type: "defeated", reason }];
}

export function lowerMax(
  doc: RulesetDoc,
  draft: DraftSheet,
  pool: string,
  by: number,
  opts: { lasting: boolean; condition: string },
): SheetEvent[] {
  if (by <= 0) return [];
  const part = partOf(draft, pool);
  if (opts.lasting) {
    part.lasting = (part.lasting ?? 0) + by;
    part.byCondition ??= {};
    part.byCondition[opts.condition] = (part.byCondition[opts.condition] ?? 0) + by;
  } else {
    part.rest = (part.rest ?? 0) + by;
  }
  return [
    { type: "max-lowered", pool, by, lasting: opts.lasting, condition: opts.condition },
    ...clampToMax(doc, draft, pool, `max:${opts.condition}`),
  ];
}

/** A rest lifts every seal that is not lasting and gives those points back. */
export function liftRestSeals(doc: RulesetDoc, draft: DraftSheet, reason: string): SheetEvent[] {
  const events: SheetEvent[] = [];
  for (const [pool, part] of Object.entries(draft.live?.sealed ?? {})) {
    const amount = part.rest ?? 0;
    if (amount <= 0) continue;
    const before = poolValue(doc, draft, pool);
    delete part.rest;
    liveRecord(draft, "pools")[pool] = Math.min(poolMax(doc, draft, pool), before + amount);
    events.push({ type: "max-restored", pool, amount, reason });
  }
  return events;
}

/** 1.201 `unseals`: every sealed part, lasting or not, comes back to the maximum (not to the current value). */
export function unsealAll(draft: DraftSheet, reason: string): SheetEvent[] {
  const events: SheetEvent[] = [];
  for (const [pool, part] of Object.entries(draft.live?.sealed ?? {})) {
    const amount = (part.rest ?? 0) + (part.lasting ?? 0);
    if (amount > 0) events.push({ type: "max-restored", pool, amount, reason });
    delete draft.live!.sealed![pool];
  }
  return events;
}

/** 1.261 `restoredWhenCured`: gives back what one condition's rests took from the maximum. */
export function giveBackCondition(draft: DraftSheet, condition: string): SheetEvent[] {
  const events: SheetEvent[] = [];
  for (const [pool, part] of Object.entries(draft.live?.sealed ?? {})) {
    const amount = part.byCondition?.[condition] ?? 0;
    if (amount <= 0) continue;
    part.lasting = Math.max(0, (part.lasting ?? 0) - amount);
    delete part.byCondition![condition];
    events.push({ type: "max-restored", pool, amount, reason: `cured:${condition}` });
  }
  return events;
}
