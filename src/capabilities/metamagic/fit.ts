// 1.253: which alterations fit a use (each only where it has something to change), the use as they alter it, and
// what they cost. An altering entry is paid from its own `cost` pool, or its `usesOf` counter; `usesSpentByLevel`
// makes the price the level the altered use is paid at, at least one.
import { budgetFor } from "../../combat/capabilities/budgets.js";
import type { Ctx } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import { facetIs } from "../../combat/facets.js";
import { sideOf } from "../../combat/sides.js";
import type { Combatant } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import type { Mechanics } from "../../ruleset/mechanics.js";
import { usesLeft } from "../counters/counters.js";
import { ALTERATIONS, type AltersDef } from "./def.js";

/** A minute, and a day, in rounds. */
const MINUTE = 10;
const DAY = 14_400;

/** The altering entries `who` holds. */
export function alterersOf(ctx: Ctx, who: Combatant): UseDef[] {
  return usesOf(ctx.ruleset, ctx.state, who).filter((u) => u.m.alters !== undefined);
}

/** Whether an `applies` duration or a zone lasts a minute or more. */
function lastsAMinute(rounds: number | undefined): boolean {
  return rounds !== undefined && rounds >= MINUTE;
}

function longDurations(use: UseDef): boolean {
  const applies = use.m.applies ?? [];
  if (applies.some((a) => typeof a.duration === "object" && lastsAMinute(a.duration.rounds))) return true;
  return lastsAMinute(use.m.zone?.rounds);
}

function damageDice(use: UseDef): boolean {
  if (use.m.kind === "heal") return false;
  const dice = (spec: unknown) =>
    spec !== undefined && /d/i.test(typeof spec === "string" ? spec : JSON.stringify(spec));
  return (use.m.amount !== undefined && dice(use.m.amount)) || (use.m.plus ?? []).some((p) => p.dice !== undefined);
}

/** Whether a use deals damage: an amount or a `plus` clause, not healing. */
export function dealsDamage(use: UseDef): boolean {
  if (use.m.kind === "heal") return false;
  return use.m.amount !== undefined || use.m.scales !== undefined || (use.m.plus ?? []).length > 0;
}

/** What of `a` has something to change in `use` (an empty list: it does not fit). */
export function changes(ctx: Ctx, use: UseDef, a: AltersDef): string[] {
  const m = use.m;
  const out: string[] = [];
  const side = sideOf(use);
  if (a.spares !== undefined && m.save && ((m.area && m.friendlyFire !== false) || side === "any" || side === "ally"))
    out.push("spares");
  if (a.range) {
    if (typeof m.range === "number" && m.range > 0 && a.range.times !== undefined) out.push("range");
    else if (m.range === "touch" && a.range.touch !== undefined) out.push("range");
  }
  if (a.rerolls !== undefined && damageDice(use)) out.push("rerolls");
  // 1.415: only entries that deal damage (its paid level is checked as it is chosen, `bad-alter`).
  if (a.maximizes && dealsDamage(use)) out.push("maximizes");
  if (a.lasts !== undefined && longDurations(use)) out.push("lasts");
  if (a.heightens && m.save) out.push("heightens");
  if (a.budget && budgetFor(ctx, use) === a.budget.from) out.push("budget");
  if (a.drops && (m.components ?? []).some((c) => a.drops!.includes(c))) out.push("drops");
  if (
    a.twins &&
    !m.area &&
    (m.targetCount ?? 1) === 1 &&
    side !== "self" &&
    m.range !== "self" &&
    m.perCostStep === undefined &&
    m.targetsPerCostStep === undefined &&
    !m.targetsRepeat
  )
    out.push("twins");
  // A backlash alone harms its user whatever it alters; beside other alterations, only where they fit.
  if (a.backlash && (out.length || !ALTERATIONS.some((k) => k !== "backlash" && a[k] !== undefined)))
    out.push("backlash");
  return out;
}

/** Whether the altering entry `by` fits `use`: one of its catalogs, a use that is a casting, something to change. */
export function fits(ctx: Ctx, use: UseDef, by: UseDef): boolean {
  const a = by.m.alters!;
  if (use.origin !== "entry" || use.notCast || !use.catalog || !a.catalogs.includes(use.catalog)) return false;
  if (use.m.alters || use.m.reaction || use.m.kind === "rider") return false;
  // 1.414: only the entries whose declared filter matches (Sculpt Spells: evocation).
  if (a.where && !facetIs(findEntry(ctx.ruleset, use.id), a.where.filter, a.where.equals)) return false;
  return changes(ctx, use, a).length > 0;
}

/** Whether choosing these alterations changes the use's aim or budget (so its option is shaped again). */
export function reshapes(a: AltersDef): boolean {
  return !!(a.range || a.twins || a.budget || a.drops);
}

/** `use` as the alterations `by` change it: range, durations, budget, components, targets. */
export function alteredUse(ctx: Ctx, use: UseDef, by: readonly UseDef[]): UseDef {
  let m: Partial<Mechanics> = use.m;
  let out: UseDef = use;
  for (const b of by) {
    const a = b.m.alters!;
    const what = changes(ctx, { ...out, m }, a);
    if (what.includes("range")) {
      // Distant extends a long range too (1.420: "alterations such as Distant extend both"); a touch has none.
      const times = typeof m.range === "number" ? (a.range!.times ?? 1) : undefined;
      const r = times !== undefined ? (m.range as number) * times : a.range!.touch!;
      const long = times !== undefined && out.range?.long !== undefined ? out.range.long * times : undefined;
      m = { ...m, range: r };
      out = { ...out, melee: false, range: { normal: r, ...(long !== undefined ? { long } : {}) } };
    }
    if (what.includes("lasts")) {
      const times = a.lasts!;
      const longer = (rounds: number) => (rounds >= MINUTE ? Math.min(DAY, rounds * times) : rounds);
      if (m.applies)
        m = {
          ...m,
          applies: m.applies.map((x) =>
            typeof x.duration === "object" && x.duration.rounds >= MINUTE
              ? { ...x, duration: { ...x.duration, rounds: longer(x.duration.rounds) } }
              : x,
          ),
        };
      if (m.zone?.rounds !== undefined) m = { ...m, zone: { ...m.zone, rounds: longer(m.zone.rounds) } };
    }
    if (what.includes("budget")) m = { ...m, budget: a.budget!.to };
    if (what.includes("drops")) m = { ...m, components: (m.components ?? []).filter((c) => !a.drops!.includes(c)) };
    if (what.includes("twins")) m = { ...m, targetCount: 2 };
  }
  return m === use.m ? out : { ...out, m };
}

/** Where an altering entry's price is paid from: its cost's pool, else its counter. */
export function priceFrom(by: UseDef): { pool?: string; counter?: string } | undefined {
  const cost = by.m.cost;
  const pool = typeof cost === "string" ? cost : cost?.pool;
  if (pool !== undefined) return { pool };
  if (by.m.usesOf !== undefined) return { counter: by.m.usesOf };
  return undefined;
}

/** What `by` costs when the use it alters is paid at `level`: nothing when it has no pool or counter to pay from
 * (Sculpt Spells). */
export function priceOf(by: UseDef, level: number): number {
  if (!priceFrom(by)) return 0;
  if (by.m.usesSpentByLevel) return Math.max(1, level);
  const cost = by.m.cost;
  // From its counter: `usesSpent` of its uses (1.245).
  if (cost === undefined) return by.m.usesSpent ?? 1;
  return typeof cost === "object" ? (cost.amount ?? 1) : 1;
}

/** What `who` has left to pay `by`'s price with. */
export function leftFor(who: Combatant, by: UseDef): number {
  const from = priceFrom(by);
  if (!from) return Number.POSITIVE_INFINITY;
  return from.pool !== undefined ? (who.pools[from.pool] ?? 0) : usesLeft(who, from.counter!);
}

/** How many of its user's side the spares alteration `a` spares when the use is paid at `level`: its `spares`, and
 * 1.414 `sparesByLevel` that level more. */
export function sparesCount(
  read: (v: NonNullable<AltersDef["spares"]>) => number,
  a: AltersDef,
  level: number,
): number {
  return Math.max(0, read(a.spares!) + (a.sparesByLevel ? Math.max(0, level) : 0));
}

/** Whether `who` can pay for all of `by` together when the use is paid at `level`. */
export function affordable(who: Combatant, by: readonly UseDef[], level: number): boolean {
  const need = new Map<string, { left: number; sum: number }>();
  for (const b of by) {
    const from = priceFrom(b);
    if (!from) continue;
    const key = from.pool !== undefined ? `pool:${from.pool}` : `counter:${from.counter!.toLowerCase()}`;
    const n = need.get(key) ?? { left: leftFor(who, b), sum: 0 };
    n.sum += priceOf(b, level);
    need.set(key, n);
  }
  return [...need.values()].every((n) => n.sum <= n.left);
}
