// 1.270: a use with `kindChoice` is offered with one mode per kind of `combat.creatureTypes` (`kind-<id>`); the
// choice must name one, and every condition the use applies remembers it (an aura's `chosenKind` reads it). A save
// that ends a condition with `beyond` is held back while its holder stands within that distance of its applier:
// without a board everyone is within, as for an aura or `orSourceWithin` (1.275), so the save waits.
import { cellsApart } from "../../combat/board/grid.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import type { Option, OptionMode, Rejection } from "../../combat/types.js";
import type { AppliedCondition } from "../../ruleset/mechanics.js";

export const KIND_PREFIX = "kind-";

const refuse = (message: string): Rejection => ({ code: "bad-choice", message, path: "mode" });

/** The kinds a `kindChoice` use may name, as modes: `combat.creatureTypes`, in its order. */
export function kindModes(ctx: Pick<Ctx, "ruleset">): OptionMode[] {
  return (ctx.ruleset.combat?.creatureTypes ?? []).map((k) => ({ id: `${KIND_PREFIX}${k.id}`, label: k.label }));
}

/** Whether the option names a kind: its modes are kinds (`kind-<id>`). */
export const namesKind = (option: Option): boolean => !!option.modes?.some((m) => m.id.startsWith(KIND_PREFIX));

export const kinds: CapabilityModule = {
  id: "kind-choice",
  keys: ["kindChoice", "applies[].saveEnds.beyond"],
  offer(ctx, _who, use, offer) {
    if (use.m.kindChoice) offer.shape = { ...offer.shape, modes: kindModes(ctx) };
    return undefined;
  },
  checkChoice(option, choice) {
    if (!option.modes) return choice.mode === undefined ? undefined : refuse("this option names no kind: no `mode`");
    if (typeof choice.mode !== "string") return refuse("name a kind: `mode` is one of the option's `modes`");
    if (!option.modes.some((m) => m.id === choice.mode))
      return refuse(`${JSON.stringify(choice.mode).slice(0, 80)} is not one of the option's modes`);
    return undefined;
  },
  fromChoice(_ctx, act, use, option, choice) {
    if (use.m.kindChoice && namesKind(option) && choice.mode?.startsWith(KIND_PREFIX))
      act.named = choice.mode.slice(KIND_PREFIX.length);
  },
  onUse(ctx, act, use) {
    if (!act.named) return;
    const label = ctx.ruleset.combat?.creatureTypes?.find((k) => k.id === act.named)?.label ?? act.named;
    emit(ctx, { t: "kind-named", who: act.actor, use: use.id, kind: act.named, label });
  },
  // After `durations` (320) applied what the use applies: each condition of this use from its user remembers the kind.
  onHit(_ctx, act, use, target) {
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
    // Whoever applied it gone from the fight (or never named): nothing is near.
    if (!source || source.status === "fled" || source.status === "dead") return false;
    const board = ctx.state.board;
    if (!board) return true;
    if (!holder.at || !source.at) return false;
    return cellsApart(board, holder.at, source.at) * board.perCell <= cond.saveBeyond;
  },
};
