// 1.250: an entry's `lowersRoll`, taken on a `hit` reaction without `by`, subtracts its dice (or one die sized by its
// user's sheet) from the roll of the attack that hit, which is then compared again once the window closes: a natural
// hit never opens the window, so it still hits. `for: "ally"` asks its holder when anyone on its side is struck,
// `any` when anyone is (never the attacker itself), within `within` of it on a board; the reaction is aimed at the
// attacker. A `hit` reaction without `for` (or with `self`) is asked only of the one struck.
import { beamKey } from "../../combat/act-target.js";
import { distance } from "../../combat/board/grid.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import type { ActFrame, Combatant, WindowFrame } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import type { ReactionDef } from "../../ruleset/mechanics.js";
import { lowerDamage, opposeCheck } from "./also.js";
import { rollLowering } from "./dice.js";
import "./def.js";

/** A hit window about someone struck by someone else's attack (not the attacker's own window). */
const struckWindow = (w: WindowFrame) => w.moment === "hit" && !w.self && w.about !== undefined;

/** Whether `other` stands within `within` of `who` (always without a board). */
function withinOf(ctx: Ctx, who: Combatant, other: Combatant | undefined, within: number | undefined): boolean {
  const board = ctx.state.board;
  if (within === undefined || !board || !who.at) return true;
  return !!other?.at && distance(board, who.at, other.at) <= within;
}

/** The moments 1.422 narrows by the distance of the one who caused them (`within` without `for`). */
export const SOURCED: ReadonlySet<string> = new Set(["harmed", "attacked"]);

/** Whether `who` may answer for `struck` as `r` says: whom it answers for, and within reach of it on a board. */
function answersFor(ctx: Ctx, who: Combatant, struck: Combatant, r: ReactionDef): boolean {
  if (r.for === "self" || r.for === undefined) return who.id === struck.id;
  if ((r.for === "ally" && who.side !== struck.side) || who.status !== "standing") return false;
  return !struck.at || withinOf(ctx, who, struck, r.within);
}

/** The attack act whose roll a window beneath `act` is about. */
function attackBeneath(ctx: Ctx, act: ActFrame): { attack: ActFrame; window: WindowFrame } | undefined {
  const stack = ctx.state.stack;
  const at = stack.indexOf(act);
  const window = stack[at - 1];
  const attack = stack[at - 2];
  if (window?.kind !== "window" || !struckWindow(window) || attack?.kind !== "act") return undefined;
  return { attack, window };
}

export const lowersRoll: CapabilityModule = {
  id: "lowers-roll",
  keys: ["lowersRoll", "reaction.for", "reaction.within"],
  opposeD20: opposeCheck,
  rerollDamage: lowerDamage,
  moreAskers(ctx, window) {
    if (!struckWindow(window)) return [];
    const struck = ctx.state.combatants[window.about!];
    if (!struck) return [];
    return Object.values(ctx.state.combatants)
      .filter(
        (c) =>
          c.id !== struck.id &&
          c.id !== window.subject &&
          usesOf(ctx.ruleset, ctx.state, c).some(
            (u) =>
              u.m.reaction?.on === "hit" &&
              (u.m.reaction.for === "any" || (u.m.reaction.for === "ally" && c.side === struck.side)),
          ),
      )
      .map((c) => c.id);
  },
  keepsReaction(ctx, who, use, window) {
    const r = use.m.reaction;
    // 1.422 writes `within` without `for` on the moments someone causes to its holder: that one must be that near.
    if (r?.within !== undefined && r.for === undefined && SOURCED.has(r.on))
      return withinOf(ctx, who, ctx.state.combatants[window.subject], r.within);
    if (r?.on !== "hit" || r.by !== undefined || !struckWindow(window)) return true;
    // Without `for`, only the one struck answers its hit (Shield).
    return answersFor(ctx, who, ctx.state.combatants[window.about!]!, r);
  },
  reactionTargets(_ctx, _who, use, window) {
    return use.m.lowersRoll && struckWindow(window) ? [window.subject] : undefined;
  },
  onHit(ctx, act, use, target, result) {
    const lowers = use.m.lowersRoll;
    if (!lowers || !result.lands) return;
    const found = attackBeneath(ctx, act);
    if (!found || found.window.subject !== target.id) return;
    const roll = found.attack.rolls[beamKey(found.attack, found.window.about!)];
    if (!roll) return;
    const who = ctx.state.combatants[act.actor]!;
    const dice = rollLowering(ctx, who, lowers);
    const from = roll.total;
    roll.total -= dice.total;
    emit(ctx, {
      t: "lowered",
      who: who.id,
      roller: target.id,
      use: use.id,
      name: use.name,
      kind: "attacks",
      dice,
      from,
      to: roll.total,
    });
  },
};
