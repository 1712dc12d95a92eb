// The Ready standard action (when `combat.standard` lists `ready`): the readier spends the action now naming an
// attack, and the trigger "an enemy comes within reach". When it happens before the readier's next turn, a
// reaction window offers the readied attack, spending the reaction; it lapses at the start of their next turn.
// On a board the trigger is the `within-reach` moment of a walk; without one every enemy is already within
// reach, so it is an enemy beginning an attack on the readier's side (felled by the readied blow, it strikes no one).
import type { CapabilityModule } from "../capability.js";
import { applyCondition, endCondition } from "../conditions.js";
import { combatant, emit } from "../context.js";
import { openWindowTop } from "../menu.js";
import { rules } from "../rules.js";
import { incapacitated } from "../stats.js";
import type { Combatant } from "../types.js";
import { type UseDef, usesOf } from "../uses.js";
import { openWindow } from "../windows.js";
import { startAct, useOption } from "./acting.js";

export const READIED = "std:readied";
export const TRIGGER = "an enemy comes within reach";

/** Uses that can be readied: single-target attacks with a roll. */
function readiable(use: UseDef): boolean {
  if (use.m.reaction || use.m.kind === "rider" || use.m.area || use.betweenTurns) return false;
  return (use.m.kind ?? "attack") === "attack" && (use.toHit !== undefined || use.m.attackRoll !== undefined);
}

function readiedUse(who: Combatant): string | undefined {
  return who.conditions.find((c) => c.id === READIED)?.by;
}

function isAttack(use: UseDef): boolean {
  return !use.m.autoHit && (use.m.attackRoll !== undefined || use.toHit !== undefined);
}

export const readying: CapabilityModule = {
  id: "readying",
  keys: [],
  menu(ctx, who, out) {
    const def = ctx.ruleset.combat?.standard?.find((d) => d.id === "ready");
    if (!def || (who.budgets[def.budget] ?? 0) < 1 || incapacitated(ctx.ruleset, who)) return;
    if (rules(ctx.ruleset).reaction === undefined) return;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      if (!readiable(use)) continue;
      out.push({
        id: `std:ready@${def.budget}:${use.id}`,
        module: "readying",
        kind: "standard",
        label: `${def.label}: ${use.name} when ${TRIGGER}`,
        who: who.id,
        budget: def.budget,
        use: use.id,
        action: "ready",
      });
    }
  },
  reactionMenu(ctx, who, window, out) {
    if (window.moment !== "within-reach" || incapacitated(ctx.ruleset, who)) return;
    const id = readiedUse(who);
    const budget = rules(ctx.ruleset).reaction;
    const use = id && usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === id);
    if (!use || budget === undefined) return;
    const o = useOption(ctx, who, use, `readied:${use.id}`, {
      budget,
      targetsOnly: [window.subject],
      module: "readying",
      moment: window.moment,
    });
    if (o) out.push(o);
  },
  take(ctx, who, option, choice) {
    if (option.kind === "standard") {
      const budget = option.budget!;
      who.budgets[budget] = (who.budgets[budget] ?? 0) - 1;
      emit(ctx, { t: "standard", who: who.id, action: "ready", budget });
      applyCondition(
        ctx,
        who,
        { condition: READIED, duration: { rounds: 1, at: "turn-start" } },
        { source: who, by: option.use!, why: `ready ${option.use} when ${TRIGGER}` },
      );
      return;
    }
    const window = openWindowTop(ctx)!;
    window.ask.shift();
    emit(ctx, { t: "reaction", who: who.id, use: option.use!, moment: window.moment });
    const held = who.conditions.find((c) => c.id === READIED);
    if (held) endCondition(ctx, who, held, "triggered");
    startAct(ctx, who, option, choice);
  },
  decide(ctx, act, use, target) {
    if (ctx.state.board || act.onto || !isAttack(use)) return undefined;
    const attacker = combatant(ctx, act.actor);
    const key = "ready:trigger";
    if (act.asked.includes(key)) return attacker.status === "standing" ? undefined : { lands: false };
    act.asked.push(key);
    const readiers = ctx.state.order.filter((id) => {
      const c = ctx.state.combatants[id]!;
      return c.side !== attacker.side && c.side === target.side && readiedUse(c) !== undefined;
    });
    return readiers.length && openWindow(ctx, "within-reach", attacker.id, undefined, readiers) ? "paused" : undefined;
  },
};
