// Lair actions (1.315) and their timing (1.327, 1.336). A creature fighting in its lair takes one lair action a
// round when the count passes its lair number (20 unless `lairInitiative` says otherwise), losing ties: between
// the turns its number falls between, after the round's last turn, or before its first. Its place is visited
// on the way from one turn to the next (`atPlace`), where a `lair` window asks whoever runs the creature
// to pick one and aim it; its budget is lent, so nothing of the creature's own turn is spent.

import { startAct, useOption } from "../../combat/capabilities/acting.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { endConditionsWhere } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import { openWindowTop } from "../../combat/menu.js";
import { incapacitated } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { openWindow } from "../../combat/windows.js";
import { ENGINE_LIMITS } from "../../registry/limits.js";

declare module "../../combat/setup.js" {
  interface CombatSetup {
    /** Creatures (by ref) fighting in their lair, as an encounter's `inLair` (1.315). */
    readonly inLair?: readonly string[];
  }
  interface CreatureSpec {
    readonly inLair?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** Also ends when its source next reaches its lair count (1.327). */
    untilLair?: true;
  }
  interface Combatant {
    /** Fighting in its lair (1.315): it takes lair actions at its lair count. */
    inLair?: true;
  }
  interface CombatState {
    /** Creatures fighting in their lair, by combatant id. */
    lair?: Record<string, LairMemory>;
  }
}

/** What a creature in its lair remembers between rounds (capabilities/lair.ts). */
export interface LairMemory {
  /** The last round whose lair count it reached. */
  reached?: number;
  /** The lair action it took last, and in which round. */
  last?: { use: string; round: number };
  /** Its concentration was broken: the next lair action is one of these (`brokenNextLair`, 1.327, 1.336). */
  next?: string[];
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.315: a lair action, taken between turns at its holder's lair count. */
    readonly lair?: boolean;
    /** 1.327: it can target only those who have started their turn this round. */
    readonly actedOnly?: boolean;
    /** 1.327 (a list from 1.336): the lair actions to take next once this use's concentration is broken. */
    readonly brokenNextLair?: string | readonly string[];
  }
}

/** The lair number when a creature does not state its own. */
export const LAIR_COUNT = 20;
/** Why a concentration ends that counts as broken: not by its holder ending it or starting another. */
const BROKEN = new Set(["failed save", "fell", "incapacitated"]);

export const lairUses = (ctx: Ctx, c: Combatant): UseDef[] =>
  usesOf(ctx.ruleset, ctx.state, c).filter((u) => u.offeredBy === lair.id);

/** A creature's lair number. */
export function lairNumber(ctx: Ctx, c: Combatant): number {
  const def = c.creature ? (findEntry(ctx.ruleset, c.creature) as { lairInitiative?: number } | undefined) : undefined;
  return def?.lairInitiative ?? LAIR_COUNT;
}

/** The place in the order its lair count falls at: before the first combatant below the number (ties lose). */
export function lairPlace(ctx: Ctx, c: Combatant): number {
  const n = lairNumber(ctx, c);
  return ctx.state.order.filter((id) => ctx.state.combatants[id]!.initiative >= n).length;
}

function memory(ctx: Ctx, id: string): LairMemory {
  ctx.state.lair ??= {};
  ctx.state.lair[id] ??= {};
  return ctx.state.lair[id];
}

/** Whether `id` has started its turn this round, whoever is taking theirs now included. */
function startedThisRound(ctx: Ctx, id: string): boolean {
  const s = ctx.state;
  const i = s.order.indexOf(id);
  return s.place ? i < s.place.at && s.place.round === s.round : i <= s.turn;
}

/** The lair actions `who` may take now: the ones its broken concentration names, or any but last round's. */
function allowed(ctx: Ctx, who: Combatant, round: number): UseDef[] {
  const mem = ctx.state.lair?.[who.id] ?? {};
  const uses = lairUses(ctx, who);
  if (mem.next) return uses.filter((u) => mem.next!.includes(u.id));
  return uses.filter((u) => !(mem.last?.use === u.id && mem.last.round === round - 1));
}

export const lair: CapabilityModule = {
  id: "lair",
  keys: ["lair", "lairInitiative", "inLair", "actedOnly", "untilLair", "brokenNextLair"],
  // A lair action is offered only between turns, at its holder's lair count.
  offersUse: (m) => (m.lair ? "between-turns" : undefined),
  // 1.327: a condition lasting rounds may also end at its source's next lair count.
  onConditionApplied(_ctx, _who, cond, applied) {
    if (typeof applied?.duration === "object" && applied.duration.untilLair) cond.untilLair = true;
  },
  setupWords: {
    fight: {
      inLair(value) {
        const max = ENGINE_LIMITS.combatants;
        if (!Array.isArray(value) || value.length > max)
          return { path: [], code: "wrong-type", message: `inLair is a list of at most ${max} creature refs` };
        const i = value.findIndex((ref) => typeof ref !== "string");
        return i < 0 ? undefined : { path: [i], code: "wrong-type", message: "a creature ref is `<catalog>/<entry>`" };
      },
    },
    member: {
      inLair: (value) =>
        typeof value === "boolean" ? undefined : { path: [], code: "wrong-type", message: "inLair is true or false" },
    },
  },
  // Fighting in its lair: the set-up's creature says so, or the set-up lists it.
  setupCombatant(_ruleset, who, { creature, spec, setup }) {
    if (!creature || !spec) return;
    const listed = setup.inLair as readonly string[] | undefined;
    if (spec.inLair === true || listed?.includes(spec.creature as string)) who.inLair = true;
  },
  atPlace(ctx, round, at) {
    const s = ctx.state;
    const due = s.order
      .map((id) => s.combatants[id]!)
      .filter((c) => c.inLair && (s.lair?.[c.id]?.reached ?? 0) < round && lairPlace(ctx, c) === at)
      .filter((c) => lairUses(ctx, c).length > 0)
      .sort((a, b) => lairNumber(ctx, b) - lairNumber(ctx, a));
    for (const c of due) {
      memory(ctx, c.id).reached = round;
      emit(ctx, { t: "lair", who: c.id, round });
      // "Until the next lair action": what it applied so comes off before the lair action is chosen.
      endConditionsWhere(ctx, (cond) => !!cond.untilLair && cond.source === c.id, "lair count");
      if (c.status !== "standing" || incapacitated(ctx.ruleset, c)) continue;
      if (openWindow(ctx, "lair", c.id, undefined, [c.id])) return true;
    }
    return false;
  },
  reactionMenu(ctx, who, window, out) {
    if (window.moment !== "lair" || window.subject !== who.id) return;
    if (who.status !== "standing" || incapacitated(ctx.ruleset, who)) return;
    const round = ctx.state.place?.round ?? ctx.state.round;
    for (const use of allowed(ctx, who, round)) {
      const o = useOption(ctx, who, use, `lair:${use.id}`, { lent: true, module: "lair", moment: "lair" });
      if (o) out.push(o);
    }
  },
  take(ctx, who, option, choice) {
    const window = openWindowTop(ctx)!;
    window.ask.shift();
    const mem = memory(ctx, who.id);
    mem.last = { use: option.use!, round: ctx.state.place?.round ?? ctx.state.round };
    delete mem.next;
    emit(ctx, { t: "lair-action", who: who.id, use: option.use!, name: option.label });
    startAct(ctx, who, option, choice);
  },
  narrow(ctx, _who, use, candidates) {
    return use.m.actedOnly ? candidates.filter((id) => startedThisRound(ctx, id)) : candidates;
  },
  onConcentrationEnded(ctx, who, held, why) {
    if (!BROKEN.has(why)) return;
    const use = usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === held.use);
    const named = use?.m.brokenNextLair;
    if (named === undefined) return;
    const ids = [named].flat().map((id) => `action:${id}`);
    memory(ctx, who.id).next = ids;
  },
};
