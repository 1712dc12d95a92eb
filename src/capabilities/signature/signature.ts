// Signature (legendary) actions: a creature action with `signature: { cost }` is bought between turns with
// points, never taken on the creature's own turn. A creature with any has 3 points, refilled at the start of
// its own turn. When a turn has ended, a `between-turns` window asks each other standing creature able to act
// that still has enough points; each buys at most one action there (or lets it pass), on a budget lent for
// the purpose, so its own turn keeps everything it had. Moves (`move`, 1.283) are in signature-move.ts; what other
// packages give a signature action (a `casting` action's spells, 1.284) comes through `signatureOptions`.

import { startLentAct, useOption } from "../../combat/capabilities/acting.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { openWindowTop } from "../../combat/menu.js";
import { incapacitated } from "../../combat/stats.js";
import type { Combatant, Option } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { openWindow } from "../../combat/windows.js";
import { movesOnly, withMoveAfter } from "./after-move.js";
import { type MoveDef, moveOption, startMove } from "./signature-move.js";

declare module "../../combat/capability.js" {
  interface CapabilityModule {
    /**
     * The package's own extension point "signature options" (first answer): the between-turns options of a
     * signature action whose meaning another package gives (casting's spells), bought with the action's points.
     */
    signatureOptions?(ctx: Ctx, who: Combatant, use: UseDef): Option[] | undefined;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.284 (first seen in 1.282's example): bought between turns for `cost` points. */
    readonly signature?: { readonly cost: number };
    /** 1.283: a signature action that only walks. */
    readonly move?: MoveDef;
  }
}

/** The points a creature with signature actions has each round (5e's three legendary actions). */
export const SIGNATURE_POINTS = 3;

export const signatureOf = (use: UseDef): number | undefined => use.m.signature?.cost;

export function signatureUses(ctx: Ctx, who: Combatant): UseDef[] {
  return usesOf(ctx.ruleset, ctx.state, who).filter((u) => u.m.signature !== undefined);
}

/** Points left to spend now. */
export function pointsOf(ctx: Ctx, who: Combatant): number {
  return who.points ?? (signatureUses(ctx, who).length ? SIGNATURE_POINTS : 0);
}

/** The options another package gives a signature action, if one does. */
function givenOptions(ctx: Ctx, who: Combatant, use: UseDef): Option[] | undefined {
  for (const m of ctx.caps.modulesWith("signatureOptions")) {
    const given = m.signatureOptions!(ctx, who, use);
    if (given) return given;
  }
  return undefined;
}

export const signature: CapabilityModule = {
  id: "signature",
  keys: ["signature", "move"],
  offer(ctx, who, use, offer) {
    const cost = signatureOf(use);
    if (cost === undefined) return undefined;
    // Only ever bought between turns: not on its own turn, in a multiattack, or as an opportunity attack.
    if (!offer.lent) return "signature";
    return pointsOf(ctx, who) < cost ? "no-points" : undefined;
  },
  onTurnStart(_ctx, who) {
    if (who.points !== undefined) who.points = SIGNATURE_POINTS;
  },
  onBetweenTurns(ctx, ended) {
    const askers: string[] = [];
    for (const id of ctx.state.order) {
      const c = ctx.state.combatants[id]!;
      if (c.id !== ended.id && c.status === "standing" && signatureUses(ctx, c).length) askers.push(c.id);
    }
    if (askers.length) openWindow(ctx, "between-turns", ended.id, undefined, askers);
  },
  reactionMenu(ctx, who, window, out) {
    if (window.moment !== "between-turns" || incapacitated(ctx.ruleset, who)) return;
    const points = pointsOf(ctx, who);
    for (const use of signatureUses(ctx, who)) {
      const given = givenOptions(ctx, who, use);
      if (given) {
        // What it offers is not the action itself, so the action's points are checked here.
        if (points >= signatureOf(use)!) out.push(...given);
        continue;
      }
      const id = `signature:${use.id}`;
      // 1.285: an action that does something may also move after it.
      const option = movesOnly(use)
        ? moveOption(ctx, who, use, id)
        : withMoveAfter(
            ctx,
            who,
            use,
            useOption(ctx, who, use, id, { module: "signature", moment: window.moment, lent: true }),
          );
      if (option) out.push(option);
    }
  },
  take(ctx, who, option, choice) {
    const window = openWindowTop(ctx)!;
    window.ask.shift();
    const c = combatant(ctx, who.id);
    const uses = usesOf(ctx.ruleset, ctx.state, c);
    // A spell cast through a `casting` action (1.284) is paid for with that action's points.
    const use = uses.find((u) => u.id === (option.via ?? option.use))!;
    const spell = option.via ? uses.find((u) => u.id === option.use)!.name : undefined;
    const cost = signatureOf(use)!;
    c.points = pointsOf(ctx, c) - cost;
    emit(ctx, {
      t: "signature",
      who: c.id,
      use: use.id,
      name: use.name,
      cost,
      left: c.points,
      ...(spell ? { spell } : {}),
    });
    if (movesOnly(use)) startMove(ctx, c, use, choice.at!);
    // A use another package shapes (a teleport) is started by that package.
    else startLentAct(ctx, c, option, choice);
  },
};
