// Moving tracks and unsealing health in a fight (1.201). A landed use with `tracks` moves each named live track of
// its target by `by` levels, within the track's range (with a save, only for those who fail it: Sickening Radiance);
// a level that halves maximum health takes effect at once, and one that `defeats` kills. `unseals` gives back to the
// maximum what only a rest or nothing would: the sheet's sealed parts, and what this fight sealed or lowered
// (1.193, 1.203), not the health itself. A use that does nothing but cure, counting these, is aimed only at those it
// helps. The fight keeps moved levels in the combatant's `tracks` (settled back to the sheet by the core) and an
// unsealing in `unsealed`, which clears the sheet's sealed part when the fight settles.

import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { die } from "../../combat/damage.js";
import { rules } from "../../combat/rules.js";
import { outlasts } from "../../combat/settle.js";
import { averageHealth } from "../../combat/setup.js";
import { conditionDef, ownCreatureOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { TrackDef } from "../../ruleset/sheet.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import { draftOf } from "../../sheet/draft.js";
import { baseMax } from "../../sheet/pools.js";
import { moveTrack as moveSheetTrack } from "../../sheet/tracks.js";
import { helps as cureHelps, FRAMING } from "../cures/cures.js";
import "../max-health/lower.js";
import "./def.js";

const trackDef = (ctx: Pick<Ctx, "ruleset">, id: string): TrackDef | undefined =>
  ctx.ruleset.sheet.live?.tracks?.find((t) => t.id === id);

/** The level a combatant's track is at: as the fight moved it, else as its sheet has it, else where it starts. */
export function levelOf(ctx: Pick<Ctx, "ruleset" | "state">, who: Combatant, id: string): number {
  return who.tracks?.[id] ?? ctx.state.sheets[who.id]?.live?.tracks?.[id] ?? trackDef(ctx, id)?.start ?? 0;
}

/** Whether a track level at or below the combatant's halves its maximum health. */
function halved(ctx: Pick<Ctx, "ruleset" | "state">, who: Combatant): boolean {
  return (ctx.ruleset.sheet.live?.tracks ?? []).some((t) =>
    t.levels.slice(0, levelOf(ctx, who, t.id) + 1).some((l) => l.halvesMaxHealth),
  );
}

/** The sheet's own sealed part of its health (what it brought into the fight), unless this fight unsealed it. */
function sheetSealed(ctx: Pick<Ctx, "ruleset" | "state">, who: Combatant): number {
  const pool = rules(ctx.ruleset).healthPool;
  if (who.unsealed || pool === undefined) return 0;
  const part = ctx.state.sheets[who.id]?.live?.sealed?.[pool];
  return (part?.rest ?? 0) + (part?.lasting ?? 0);
}

/** What this fight sealed or lowered off the maximum (1.193, 1.203). */
const foughtOff = (who: Combatant) => (who.lowered?.rest ?? 0) + (who.lowered?.lasting ?? 0);

/** The maximum before tracks and seals: a sheet's pool as written, a creature's average health. */
function fullMax(ctx: Pick<Ctx, "ruleset" | "state">, who: Combatant): number | undefined {
  const sheet = ctx.state.sheets[who.id];
  const pool = rules(ctx.ruleset).healthPool;
  if (sheet && pool !== undefined) return baseMax(ctx.ruleset, sheet, pool);
  // Its own: a form taken on (1.392) has health of its own, apart from the maximum tracks and seals lower.
  const creature = ownCreatureOf(ctx.ruleset, who);
  return creature ? averageHealth(creature.health) : undefined;
}

/** The health maximum in force: the full one, halved by the tracks that say so, less every sealed part. */
function maxInForce(ctx: Ctx, who: Combatant): number | undefined {
  const full = fullMax(ctx, who);
  if (full === undefined) return undefined;
  const max = halved(ctx, who) ? Math.floor(full / 2) : full;
  return Math.max(0, max - sheetSealed(ctx, who) - foughtOff(who));
}

/** Sets the maximum to the one in force, the health no higher than it; the new maximum when it changed. */
function refreshMax(ctx: Ctx, who: Combatant): number | undefined {
  const max = maxInForce(ctx, who);
  if (max === undefined || max === who.maxHp) return undefined;
  who.maxHp = max;
  who.hp = Math.min(who.hp, max);
  return max;
}

/** Moves `who`'s track `id` by `by` levels within its range; reaching a level that `defeats` kills. */
export function moveTrack(ctx: Ctx, who: Combatant, id: string, by: number, name: string): void {
  const def = trackDef(ctx, id);
  if (!def || who.status === "dead") return;
  const from = levelOf(ctx, who, id);
  const to = Math.min(Math.max(from + by, 0), def.levels.length - 1);
  if (to === from) return;
  const wasHalved = halved(ctx, who);
  who.tracks = { ...who.tracks, [id]: to };
  // Only a level that halves or stops halving changes the maximum (what else moved it stays as it is).
  const max = halved(ctx, who) === wasHalved ? undefined : refreshMax(ctx, who);
  emit(ctx, {
    t: "track-moved",
    who: who.id,
    track: id,
    trackLabel: def.label,
    from,
    to,
    label: def.levels[to]!.label,
    name,
    ...(max !== undefined ? { max } : {}),
  });
  if (to > from && def.levels[to]!.defeats) die(ctx, who);
}

/** What unsealing would give back to `who`'s maximum. */
export function sealedAmount(ctx: Pick<Ctx, "ruleset" | "state">, who: Combatant): number {
  return sheetSealed(ctx, who) + foughtOff(who);
}

export function unseal(ctx: Ctx, who: Combatant, name: string): void {
  const amount = sealedAmount(ctx, who);
  if (amount <= 0 || who.status === "dead") return;
  who.unsealed = true;
  delete who.lowered;
  const before = who.maxHp;
  refreshMax(ctx, who);
  // A combatant with no full maximum to read (none in this ruleset) gets the parts back as they were taken.
  if (who.maxHp === before) who.maxHp += amount;
  emit(ctx, { t: "unsealed", who: who.id, name, amount, max: who.maxHp });
}

/** Whether a track move of `use` does something for `target`, and in which direction it would. */
export function trackHelps(ctx: Pick<Ctx, "ruleset" | "state">, use: UseDef, target: Combatant): boolean {
  return (use.m.tracks ?? []).some((t) => {
    const def = trackDef(ctx, t.track);
    const level = levelOf(ctx, target, t.track);
    return t.by < 0 && !!def && level > 0;
  });
}

/** Whether `use` would do some good to `target`: a track lowered, health unsealed, or (1.176) a cure. */
export function helpsTarget(ctx: Ctx, use: UseDef, target: Combatant): boolean {
  if (target.status === "dead" || target.status === "fled") return false;
  if (trackHelps(ctx, use, target)) return true;
  if (use.m.unseals && sealedAmount(ctx, target) > 0) return true;
  return (use.m.ends !== undefined || use.m.stabilizes === true) && cureHelps(ctx, use, target);
}

const MOVES = new Set(["tracks", "unseals"]);

/** A use that does nothing but cure, its track moves lowering only (1.201: "an entry that cures only in this way"). */
export function curesOnly(use: UseDef): boolean {
  if (use.m.tracks === undefined && !use.m.unseals) return false;
  if ((use.m.tracks ?? []).some((t) => t.by > 0) || use.m.revives !== undefined) return false;
  return Object.keys(use.m).every((k) => FRAMING.has(k) || MOVES.has(k));
}

/** The track moves of `id`'s `onEnd` (1.239), if it has any. */
const endMoves = (ruleset: RulesetDoc, id: string) => conditionDef(ruleset, id)?.onEnd?.tracks;

/** The sheet after the track moves of the conditions the fight's end drops (they end then, 1.239), moved as the
 * sheet moves its tracks: within their range, a level that defeats marking the sheet defeated. */
function endedWithFight(ruleset: RulesetDoc, who: Combatant, sheet: SheetData): SheetData {
  const dropped = who.conditions.filter((c) => !outlasts(c) && endMoves(ruleset, c.id));
  if (dropped.length === 0 || who.status === "dead") return sheet;
  const draft = draftOf(sheet);
  for (const cond of dropped)
    for (const t of endMoves(ruleset, cond.id)!) moveSheetTrack(ruleset, draft, t.track, t.by, "onEnd.tracks");
  return draft;
}

export const tracksModule: CapabilityModule = {
  id: "tracks",
  keys: ["tracks", "unseals", "onEnd.tracks"],
  narrow(ctx, _who, use, candidates) {
    if (!curesOnly(use)) return candidates;
    return candidates.filter((id) => helpsTarget(ctx, use, ctx.state.combatants[id]!));
  },
  onHit(ctx, _act, use, target, result) {
    // With a save, only those who failed it (a success halves or spares).
    if (!result.lands || result.halved || result.spared) return;
    for (const t of use.m.tracks ?? []) moveTrack(ctx, target, t.track, t.by, use.name);
    if (use.m.unseals) unseal(ctx, target, use.name);
  },
  // 1.239: a condition that ends, however it ends, moves its holder's tracks (Frenzy's exhaustion).
  onConditionEnded(ctx, holder, cond) {
    const moves = endMoves(ctx.ruleset, cond.id);
    if (!moves) return;
    const name = conditionDef(ctx.ruleset, cond.id)!.label;
    for (const t of moves) moveTrack(ctx, holder, t.track, t.by, name);
  },
  // Unsealed in the fight: the sheet's sealed part is gone (before max-health adds what the fight lowered since).
  // A condition the fight's end drops (a timer still running) ends then: its track moves land on the sheet.
  settleSheet(ruleset, _state, who, settled): SheetData {
    const sheet = endedWithFight(ruleset, who, settled);
    const pool = rules(ruleset).healthPool;
    if (!who.unsealed || pool === undefined || !sheet.live?.sealed?.[pool]) return sheet;
    const { [pool]: _gone, ...sealed } = sheet.live.sealed;
    return { ...sheet, live: { ...sheet.live, sealed } };
  },
};
