// 1.411 `refillsAtInitiative`: as the fight rolls initiative, each party sheet holding such an entry (a row of any of
// its lists) whose pool is used up regains `amount` (1 when omitted), never above the maximum. The pool is a live pool
// by id or a counter row by name (matched case-insensitively, as the sheet does); a counter row is the counters
// package's state in the fight, written back to the sheet when it settles.
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { findEntry } from "../../combat/entries.js";
import { rules } from "../../combat/rules.js";
import { readValue } from "../../combat/source.js";
import { sourceOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { rollDice } from "../../dice/index.js";
import type { EntryDef } from "../../ruleset/index.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import { counterByName, counterMax } from "../../sheet/counters.js";
import type { RefillsAtInitiativeDef } from "./def.js";
import "./def.js";

/** The sheet's held entries that refill at initiative, each once, in list order. */
function refillers(ctx: Ctx, sheet: SheetData): { name: string; refill: RefillsAtInitiativeDef }[] {
  const out: { name: string; refill: RefillsAtInitiativeDef }[] = [];
  const seen = new Set<string>();
  for (const rows of Object.values(sheet.lists ?? {}))
    for (const row of rows) {
      if (!row.entry || seen.has(row.entry)) continue;
      seen.add(row.entry);
      const entry = findEntry(ctx.ruleset, row.entry) as EntryDef | undefined;
      const refill = entry?.mechanics?.refillsAtInitiative;
      if (entry && refill) out.push({ name: entry.name, refill });
    }
  return out;
}

/** What the pool holds and can hold, and how to set it; undefined for no such pool (or health, kept as points). */
function poolOf(ctx: Ctx, who: Combatant, sheet: SheetData, pool: string) {
  const live = ctx.ruleset.sheet.live?.pools?.find((p) => p.id === pool);
  if (live) {
    if (live.id === rules(ctx.ruleset).healthPool) return undefined;
    const max = Math.max(0, readValue(sourceOf(ctx.ruleset, ctx.state, who), live.max));
    return { now: who.pools[pool] ?? 0, max, set: (n: number) => (who.pools[pool] = n) };
  }
  const row = counterByName(ctx.ruleset, sheet, pool);
  if (!row) return undefined;
  const key = pool.trim().toLowerCase();
  return {
    now: who.counters?.[key] ?? 0,
    max: counterMax(ctx.ruleset, sheet, row),
    set: (n: number) => (who.counters = { ...who.counters, [key]: n }),
  };
}

export const refills: CapabilityModule = {
  id: "initiative-refills",
  keys: ["refillsAtInitiative"],
  // An entry that refills with no budget of its own to be used on (Superior Inspiration) is held, never used.
  offer(_ctx, _who, use) {
    const m = use.m;
    return m.refillsAtInitiative && !m.budget && !m.free && !m.reaction ? "held-only" : undefined;
  },
  onInitiative(ctx) {
    for (const id of ctx.state.order) {
      const who = ctx.state.combatants[id]!;
      const sheet = ctx.state.sheets[id];
      if (!sheet || who.status === "dead") continue;
      for (const { name, refill } of refillers(ctx, sheet)) {
        const pool = poolOf(ctx, who, sheet, refill.pool);
        if (!pool || pool.now > 0 || pool.max <= 0) continue;
        const rolled = refill.amount === undefined ? 1 : rollDice(parsedDice(refill.amount), ctx.rng).total;
        const now = Math.min(pool.max, Math.max(0, rolled));
        if (now <= 0) continue;
        pool.set(now);
        emit(ctx, { t: "initiative-refill", who: id, pool: refill.pool, amount: now, now, by: name });
      }
    }
  },
};
