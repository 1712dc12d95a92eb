// Falling on Held Ground (1.323): felled instead of dying or going down, or reaped by a blow that reaps. Foes
// (those without a sheet) drop out of the fight; characters lie stable, making no death saves (dying.ts stands
// aside while the ground holds), until healed back up.
import { applyCondition, endCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import type { Combatant } from "../../combat/types.js";
import type { HeldGroundMark } from "./def.js";

/** A character: one the fight has a sheet for (the party's, or a sheet on the other side). */
export function isCharacter(ctx: Ctx, c: Combatant): boolean {
  return ctx.state.sheets[c.id] !== undefined;
}

/** A foe felled or reaped on Held Ground is out of the fight: no one can heal it back into it. */
export function droppedOut(ctx: Ctx, c: Combatant): boolean {
  return (c.felled === true || c.reaped === true) && !isCharacter(ctx, c);
}

/** Drops `target` (just at zero health) on Held Ground: felled, or reaped when the blow reaps. */
export function fell(ctx: Ctx, target: Combatant, reaps: boolean): void {
  const held = ctx.state.heldGround!;
  target.temp = 0;
  target.death = { successes: 0, failures: 0 };
  if (reaps) {
    target.reaped = true;
    emit(ctx, { t: "reaped", who: target.id, ground: held.label });
    // Reaped: they stay down with no condition and no mark, and a reaped character is dead.
    if (isCharacter(ctx, target)) {
      target.status = "dead";
      emit(ctx, { t: "dead", who: target.id });
    } else target.status = "stable";
    return;
  }
  target.felled = true;
  target.status = "stable";
  emit(ctx, { t: "felled", who: target.id, ground: held.label });
  if (applyCondition(ctx, target, { condition: held.condition }, { why: held.label })) {
    const cond = target.conditions.at(-1)!;
    cond.heldGround = true;
  }
  if (isCharacter(ctx, target)) for (const mark of held.marks) moveMark(ctx, target, mark);
}

/** A felled character healed back on their feet is no longer felled; Held Ground's condition comes off. */
export function rise(ctx: Ctx, who: Combatant): void {
  delete who.felled;
  endHeldCondition(ctx, who, "healed");
}

export function endHeldCondition(ctx: Ctx, who: Combatant, why: string): void {
  for (const cond of who.conditions.filter((c) => c.heldGround)) endCondition(ctx, who, cond, why);
}

/** The level a character's live track stands at in the fight: as the fight moved it, else as the sheet has it. */
export function trackNow(ctx: Ctx, who: Combatant, track: string): number {
  const def = ctx.ruleset.sheet.live?.tracks?.find((t) => t.id === track);
  return who.tracks?.[track] ?? ctx.state.sheets[who.id]?.live?.tracks?.[track] ?? def?.start ?? 0;
}

/** Sets a character's track in the fight, within its levels; logged when it moves. */
export function setTrack(ctx: Ctx, who: Combatant, track: string, level: number): void {
  const def = ctx.ruleset.sheet.live?.tracks?.find((t) => t.id === track);
  if (!def) return;
  const from = trackNow(ctx, who, track);
  const to = Math.min(Math.max(level, 0), def.levels.length - 1);
  if (to === from) return;
  who.tracks = { ...who.tracks, [track]: to };
  emit(ctx, { t: "mark", who: who.id, track, from, to });
}

function moveMark(ctx: Ctx, who: Combatant, mark: HeldGroundMark): void {
  setTrack(ctx, who, mark.track, trackNow(ctx, who, mark.track) + mark.by);
}
