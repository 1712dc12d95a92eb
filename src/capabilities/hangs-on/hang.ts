// Hanging on with 1 health (1.320, 1.400): when a drop to 0 is about to happen, whatever its holder holds with
// `hangsOn` (its stat block, a condition, a combat level) may keep it up at 1 instead. Each is tried in turn, those
// that spend a pool last (a free one is used first); a failed save moves on to the next. Counts are per fight
// (`hungOn`, by what held), or with `tally` read from how much of a sheet pool has been spent.
import type { Blow, CapabilityModule, Ctx } from "../../combat/capability.js";
import { active, emit } from "../../combat/context.js";
import { fall } from "../../combat/damage.js";
import { rollSave } from "../../combat/saves.js";
import { readValue, sheetSource } from "../../combat/source.js";
import { conditionDef, conditionIds, creatureOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { counterByName, counterMax } from "../../sheet/counters.js";
import { usesLeft } from "../counters/counters.js";
import type { HangsOnDef } from "./def.js";

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.400: times each `hangsOn` held this fight, by what holds it ("creature", or a condition or level id). */
    hungOn?: Record<string, number>;
    /** 1.320 `extraTurn`: it falls at the end of its next turn ("next"), or of this one ("this"). */
    hangsUntil?: "next" | "this";
  }
}

export interface Holder {
  /** "creature", or the condition or level id it is held by. */
  readonly key: string;
  readonly def: HangsOnDef;
  readonly name: string;
  /** Times it held this fight. */
  readonly count: number;
  /** Earlier successes its save is raised for: what was spent of its `tally` pool, else `count`. */
  readonly earlier: number;
}

/** A sheet pool's value in the fight and its maximum: a declared pool by id, or (1.404) a list-row pool by name
 * (the counters package keeps what its row has left); none for a creature or a pool the sheet lacks. */
function poolOf(ctx: Ctx, c: Combatant, id: string): { now: number; max: number } | undefined {
  const sheet = ctx.state.sheets[c.id];
  if (!sheet) return undefined;
  const def = ctx.ruleset.sheet.live?.pools?.find((p) => p.id === id);
  if (!def) {
    const row = counterByName(ctx.ruleset, sheet, id);
    return row ? { now: usesLeft(c, id), max: counterMax(ctx.ruleset, sheet, row) } : undefined;
  }
  const max = Math.max(0, readValue(sheetSource(ctx.ruleset, sheet), def.max));
  return { now: c.pools[id] ?? max, max };
}

function holder(ctx: Ctx, c: Combatant, key: string, def: HangsOnDef, name: string): Holder {
  const count = c.hungOn?.[key] ?? 0;
  const tally = def.save?.tally ? poolOf(ctx, c, def.save.tally) : undefined;
  return { key, def, name, count, earlier: tally ? tally.max - tally.now : count };
}

/** Everything `c` holds that may hang on, pool-spending ones last. */
export function holdersOf(ctx: Ctx, c: Combatant): Holder[] {
  const out: Holder[] = [];
  const creature = creatureOf(ctx.ruleset, c);
  if (creature?.hangsOn) out.push(holder(ctx, c, "creature", creature.hangsOn, creature.hangsOn.label ?? c.name));
  for (const id of conditionIds(ctx.ruleset, c)) {
    const def = conditionDef(ctx.ruleset, id);
    if (def?.hangsOn) out.push(holder(ctx, c, id, def.hangsOn, def.hangsOn.label ?? def.label ?? id));
  }
  return out.sort((a, b) => Number(!!a.def.spends) - Number(!!b.def.spends));
}

/** Whether `h` has anything left to hold with: uses this fight, a point in the pool it spends, its tally pool. */
export function usable(ctx: Ctx, c: Combatant, h: Holder): boolean {
  const d = h.def;
  // 1.404: only while the holder holds one of these (Relentless Rage while raging).
  if (d.whileHolding && !d.whileHolding.some((id) => conditionIds(ctx.ruleset, c).has(id))) return false;
  if (d.uses !== undefined && h.count >= d.uses) return false;
  if (d.spends && (poolOf(ctx, c, d.spends)?.now ?? 0) < 1) return false;
  return !d.save?.tally || poolOf(ctx, c, d.save.tally) !== undefined;
}

function activeId(ctx: Ctx): string | undefined {
  return ctx.state.order.length ? active(ctx.state).id : undefined;
}

/** Pays 1 from a sheet pool in the fight (never below 0), or from a list-row pool's uses; what is left. */
function spend(ctx: Ctx, c: Combatant, id: string): number {
  const now = poolOf(ctx, c, id)?.now ?? 0;
  if (!ctx.ruleset.sheet.live?.pools?.some((p) => p.id === id)) {
    c.counters = { ...c.counters, [id.trim().toLowerCase()]: Math.max(0, now - 1) };
    return Math.max(0, now - 1);
  }
  c.pools[id] = Math.max(0, now - 1);
  return c.pools[id];
}

/** Whether `h` keeps `c` up against `blow` (none: a drop damage did not cause); pays and counts when it does. */
function holds(ctx: Ctx, c: Combatant, h: Holder, blow: Blow | undefined): boolean {
  const d = h.def;
  // A drop damage did not cause: only plain `uses` or `spends`.
  if (!blow && d.save) return false;
  if (blow && d.notFrom?.includes(blow.type)) return false;
  if (blow?.critical && d.notCritical) return false;
  if (blow && d.dealtAtMost !== undefined && blow.amount > d.dealtAtMost) return false;
  if (!usable(ctx, c, h)) return false;
  if (d.save) {
    const difficulty =
      d.save.difficulty + (d.save.plusDamage ? (blow?.amount ?? 0) : 0) + (d.save.raisedBy ?? 0) * h.earlier;
    if (!rollSave(ctx, c, d.save.save, difficulty, h.name)) return false;
    if (d.save.tally) spend(ctx, c, d.save.tally);
  }
  c.hungOn = { ...c.hungOn, [h.key]: h.count + 1 };
  c.hp = 1;
  if (d.extraTurn) c.hangsUntil = activeId(ctx) === c.id ? "this" : "next";
  const spent = d.spends ? { pool: d.spends, left: spend(ctx, c, d.spends) } : undefined;
  emit(ctx, {
    t: "hangs-on",
    who: c.id,
    by: h.name,
    ...(spent ? { spent } : {}),
    ...(d.extraTurn ? { untilTurnEnd: true } : {}),
  });
  return true;
}

export const hangsOn: CapabilityModule = {
  id: "hangs-on",
  keys: ["hangsOn"],
  holdsOn(ctx, target, blow) {
    for (const h of holdersOf(ctx, target)) if (holds(ctx, target, h, blow)) return true;
    return false;
  },
  onTurnStart(_ctx, who) {
    if (who.hangsUntil === "next") who.hangsUntil = "this";
  },
  // `extraTurn`: its turn over, it falls (asking nothing that hangs on again).
  onTurnEnd(ctx, who) {
    if (who.hangsUntil !== "this") return;
    delete who.hangsUntil;
    if (who.status !== "standing") return;
    emit(ctx, { t: "hung-on-ends", who: who.id });
    who.hp = 0;
    fall(ctx, who);
  },
};
