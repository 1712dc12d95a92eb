// 1.270: a use with `kindChoice` is offered with one mode per kind of `combat.creatureTypes` (`kind-<id>`); the
// choice names one, and every condition the use applies remembers it (an aura's `chosenKind` reads it). A save that
// ends a condition with `beyond` is held back while its holder stands within that distance of its applier (without
// a board nothing is measured and the save is made).
import { cellsApart } from "../../combat/board/grid.js";
import type { CapabilityModule } from "../../combat/capability.js";
import type { Rejection } from "../../combat/types.js";
import type { AppliedCondition } from "../../ruleset/mechanics.js";
import type { KindMode } from "./def.js";

const PREFIX = "kind-";

const refuse = (message: string): Rejection => ({ code: "bad-choice", message, path: "mode" });

export const kinds: CapabilityModule = {
  id: "kind-choice",
  keys: ["kindChoice", "applies[].saveEnds.beyond"],
  offer(ctx, _who, use, offer) {
    if (!use.m.kindChoice) return undefined;
    const kinds = (ctx.ruleset.combat as { creatureTypes?: readonly KindMode[] } | undefined)?.creatureTypes ?? [];
    const modes: KindMode[] = kinds.map((k) => ({
      id: `${PREFIX}${k.id}`,
      label: k.label,
    }));
    offer.shape = { ...offer.shape, modes };
    return undefined;
  },
  checkChoice(option, choice) {
    if (!option.modes) return choice.mode === undefined ? undefined : refuse("this option names no kind: no `mode`");
    if (typeof choice.mode !== "string") return refuse("name a kind: `mode` is one of the option's `modes`");
    if (!option.modes.some((m) => m.id === choice.mode))
      return refuse(`${JSON.stringify(choice.mode).slice(0, 80)} is not one of the option's modes`);
    return undefined;
  },
  fromChoice(_ctx, act, _use, option, choice) {
    if (option.modes && choice.mode) act.named = choice.mode.slice(PREFIX.length);
  },
  // After `durations` (320) applied what the use applies: each condition of this use from its user remembers the kind.
  onHit(ctx, act, use, target) {
    if (!act.named) return;
    for (const c of target.conditions) if (c.by === use.id && c.source === act.actor && !c.aura) c.kind = act.named;
  },
  shapeCondition(_ctx, _target, cond, applied) {
    const beyond = (applied.saveEnds as (AppliedCondition["saveEnds"] & { beyond?: number }) | undefined)?.beyond;
    if (beyond !== undefined) cond.saveBeyond = beyond;
  },
  holdsSaveBack(ctx, holder, cond) {
    if (cond.saveBeyond === undefined) return false;
    const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
    const board = ctx.state.board;
    if (!board || !holder.at || !source?.at || source.status === "fled") return false;
    return cellsApart(board, holder.at, source.at) * board.perCell <= cond.saveBeyond;
  },
};
