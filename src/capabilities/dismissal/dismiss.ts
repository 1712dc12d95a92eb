// 1.236: dismissals. Someone a `dismisses` entry reaches and who fails its save leaves the fight, still alive:
// off the board and out of the turn order (status `fled`, with `dismissed` saying how they come back). For good
// (`true`, Dismissal), or while they hold the condition the entry applied (`while`, Banishment): its timer then
// runs on the caster's turns, since they have none, and when it ends (its time, a save, the caster's concentration)
// they return where they stood, or to the nearest free cell. Those passing `gone` whose condition lasted its full
// time stay gone for good. One away for a while still counts for their side (extension point "still in the
// fight"), so a fight does not end while they are bound to come back.

import { boardOf, onBoard } from "../../combat/board/geometry.js";
import { cellsApart } from "../../combat/board/grid.js";
import { endConcentration } from "../../combat/capabilities/concentration.js";
import { savedAgainst } from "../../combat/capabilities/save.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { passesTest } from "../../combat/target-test.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { Cell } from "../../ruleset/encounter.js";
import "./def.js";

/** Whether the use's own save spares `target`, when an attack roll decided that it reached them (Dismissal's
 * melee spell attack, then its save); a use without an attack roll already made its save to land. */
function sparedAfterHit(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): boolean {
  const rolled = use.m.attackRoll !== undefined || use.toHit !== undefined;
  return rolled && !!use.m.save && savedAgainst(ctx, act, use, target);
}

function sendAway(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): void {
  const d = use.m.dismisses!;
  const away = typeof d === "object" ? d.while : undefined;
  if (away) {
    const cond = target.conditions.find((c) => c.id === away && c.source === act.actor && c.by === use.id);
    // Kept from the condition (an immunity, a blocker): nothing holds them away.
    if (!cond) return;
    if (cond.remaining !== undefined && cond.of !== "source") {
      cond.of = "source";
      // As when applied on the source's turns: the turn it is applied in does not count.
      const s = ctx.state;
      if (s.order[s.turn] === act.actor && cond.at === "turn-end") cond.remaining++;
    }
  }
  endConcentration(ctx, target, "left the fight");
  target.dismissed = {
    by: act.actor,
    use: use.id,
    ...(target.at ? { at: [target.at[0], target.at[1]] as Cell } : {}),
    ...(away ? { while: away } : {}),
    ...(away && use.m.gone ? { gone: use.m.gone } : {}),
    ...(away && typeof d === "object" && d.turns ? { turns: true as const } : {}),
  };
  target.status = "fled";
  emit(ctx, { t: "dismissed", who: target.id, by: act.actor, name: use.name, ...(away ? { while: away } : {}) });
}

/** The free cell nearest `at` (itself when free); between equally near cells, the first in reading order. */
function nearestFree(ctx: Ctx, who: Combatant, at: Cell): Cell | undefined {
  const b = ctx.state.board!;
  const board = boardOf(ctx.state);
  const taken = new Set<number>();
  for (const id of ctx.state.order) {
    const c = ctx.state.combatants[id]!;
    if (c !== who && onBoard(c)) taken.add(c.at![1] * b.width + c.at![0]);
  }
  let best: Cell | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) {
      if (taken.has(y * b.width + x) || board.cell(x, y).blocks?.includes("move")) continue;
      const d = cellsApart(b, at, [x, y]);
      if (d < bestD) {
        bestD = d;
        best = [x, y];
      }
    }
  return best;
}

function comeBack(ctx: Ctx, who: Combatant): void {
  const from = who.dismissed!.at;
  delete who.dismissed;
  const at = ctx.state.board && from ? nearestFree(ctx, who, from) : undefined;
  if (at) who.at = at;
  who.status = "standing";
  emit(ctx, { t: "returned", who: who.id, ...(at ? { at } : {}) });
}

export const dismissal: CapabilityModule = {
  id: "dismissal",
  keys: ["dismisses", "gone"],
  onHit(ctx, act, use, target, result) {
    if (!use.m.dismisses || !result.lands || result.halved || result.spared) return;
    if (target.status !== "standing" || sparedAfterHit(ctx, act, use, target)) return;
    sendAway(ctx, act, use, target);
  },
  onConditionEnded(ctx, holder, cond, why) {
    const d = holder.dismissed;
    if (!d?.while || cond.id !== d.while || cond.source !== d.by || cond.by !== d.use) return;
    if (why === "duration" && d.gone && passesTest(ctx.ruleset, holder, d.gone)) {
      delete d.while;
      delete d.gone;
      emit(ctx, { t: "gone", who: holder.id });
      return;
    }
    comeBack(ctx, holder);
  },
  keepsInFight: (_ctx, c) => c.status === "fled" && !!c.dismissed?.while,
  // 1.313 `turns`: away, but still taking its turns.
  takesTurnAway: (_ctx, c) => !!c.dismissed?.while && !!c.dismissed.turns,
  // On those turns, only what can end the condition keeping it away (an option about it), or ending the turn.
  limitOption(_ctx, who, option) {
    const d = who.dismissed;
    if (who.status !== "fled" || !d?.while || !d.turns || option.kind === "end") return undefined;
    if ((option as { about?: string }).about === d.while) return undefined;
    return {
      why: {
        code: "away",
        message: `${who.name} is out of the fight (${d.while}): only what can end it, or ending the turn`,
        path: "option",
      },
    };
  },
};
