// Teleportation (1.276): an entry's, item use's or creature action's `teleport` moves its user to a free cell within
// `distance` at once (no step in between, so no one strikes it as it leaves; a zone it lands in catches it as if
// walked into), with companions (`carries`). 1.279: `leaves` takes them out of the fight, `carriesSeen` takes only
// those seen, `smoke` leaves a cloud. 1.280: a creature's teleport pairs with a `strike`, in either order.

import { startAct } from "../../combat/capabilities/acting.js";
import { endConcentration } from "../../combat/capabilities/concentration.js";
import type { CapabilityModule, Hides } from "../../combat/capability.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { fire } from "../../combat/hooks.js";
import { incapacitated } from "../../combat/stats.js";
import type { ActFrame, Choice, Combatant, Option } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import { companionCells } from "./cells.js";
import { checkTeleportChoice } from "./choice.js";
import { pairedOption, strikeFirstOption, strikeOf, teleportOption } from "./offer.js";
import { clearSmoke, raiseSmoke, smokeBetween } from "./smoke.js";

/** What light smoke puts in the way: it hides from no sense, and lightly obscures for all. */
const LIGHT_SMOKE: readonly Hides[] = [{ light: true }];

const turnKey = (ctx: Ctx) => `${ctx.state.round}:${ctx.state.turn}`;

/** The half still owed to `who` this turn, if any. */
function owed(ctx: Ctx, who: Combatant): UseDef | undefined {
  if (!who.paired || who.paired.in !== turnKey(ctx)) return undefined;
  return usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === who.paired!.use);
}

/** The user and those it carries leave the fight alive, their health as it is (1.279). */
function leave(ctx: Ctx, who: Combatant, use: UseDef, carried: Combatant[]): void {
  emit(ctx, { t: "teleport", who: who.id, name: use.name, left: true, carries: carried.map((c) => ({ who: c.id })) });
  for (const c of [who, ...carried]) {
    endConcentration(ctx, c, "left the fight");
    c.status = "fled";
    c.left = true;
  }
  ctx.state.ending = true;
}

function teleport(ctx: Ctx, act: ActFrame, use: UseDef): void {
  const who = combatant(ctx, act.actor);
  const move = act.teleport!;
  const carried = move.carries.map((id) => combatant(ctx, id)).filter((c) => c.status === "standing");
  if (!move.at) {
    leave(ctx, who, use, carried);
    return;
  }
  const spots = companionCells(
    ctx,
    who,
    move.at,
    carried.map((c) => c.id),
  );
  const moves: { c: Combatant; from: Cell; to: Cell }[] = [{ c: who, from: who.at!, to: move.at }];
  carried.forEach((c, i) => {
    if (spots[i] && c.at) moves.push({ c, from: c.at, to: spots[i]! });
  });
  for (const m of moves) m.c.at = m.to;
  emit(ctx, {
    t: "teleport",
    who: who.id,
    name: use.name,
    from: moves[0]!.from,
    to: move.at,
    carries: moves.slice(1).map((m) => ({ who: m.c.id, from: m.from, to: m.to })),
  });
  const smoke = use.m.teleport!.smoke;
  if (smoke) raiseSmoke(ctx, who, [moves[0]!.from, move.at], !!smoke.light);
  // Landing counts as entering: zones catch whoever lands in them.
  for (const m of moves) fire("onMoveStep", ctx, m.c, m.from, m.to);
}

/** A strike made first spends the teleport's uses and recharge along with its own (1.280). */
function spendAlso(ctx: Ctx, who: Combatant, id: string): void {
  const use = usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === id);
  if (!use) return;
  if (use.uses !== undefined) who.usesLeft[id] = (who.usesLeft[id] ?? use.uses) - 1;
  if (use.recharge && !who.recharging?.includes(id)) who.recharging = [...(who.recharging ?? []), id];
}

/** Begins a teleport's act on its user, with where it lands and whom it carries (also a spell cast between
 * turns, 1.284). */
export function startTeleport(ctx: Ctx, c: Combatant, option: Option, choice: Choice): ActFrame {
  const { targets: _none, ...rest } = choice;
  startAct(ctx, c, option, { ...rest, targets: [c.id] });
  const act = ctx.state.stack.at(-1) as ActFrame;
  act.teleport = { carries: [...(choice.carries ?? [])] };
  if (choice.at) act.teleport.at = [choice.at[0], choice.at[1]];
  return act;
}

export const teleports: CapabilityModule = {
  // A teleport lent a budget (a signature action casting it) keeps its landing cells in place of targets.
  lentOption: (ctx, who, use) => (use.m.teleport ? (teleportOption(ctx, who, use, true) ?? null) : undefined),
  startLent(ctx, who, option, choice) {
    if (!option.teleport) return false;
    startTeleport(ctx, who, option, choice);
    return true;
  },
  id: "teleport",
  // A teleport is offered with its landing cells in place of targets (offer.ts), not by `acting`.
  offersUse: (m) => (m.teleport ? "turn" : undefined),
  checkChoice: checkTeleportChoice,
  keys: [
    "teleport",
    "teleport.distance",
    "teleport.seen",
    "teleport.carries",
    "teleport.carriesWithin",
    "teleport.leaves",
    "teleport.carriesSeen",
    "teleport.smoke",
    "teleport.smoke.light",
    "teleport.strike",
  ],
  // A teleport's smoke (1.279) on either cell or between them hides as an obscuring zone does; light smoke (1.286)
  // is an obscurer that only lightly obscures (extension point "obscurers").
  blocksSight: (ctx, _a, b, from) => !!ctx.state.board && !!from && !!b.at && smokeBetween(ctx.state, from, b.at),
  hiders: (ctx, _a, b, from) =>
    ctx.state.board && from && b.at && smokeBetween(ctx.state, from, b.at, true) ? LIGHT_SMOKE : [],
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const follow = owed(ctx, who);
    if (follow) {
      const option = pairedOption(ctx, who, follow);
      if (option) out.push(option);
    }
    const uses = usesOf(ctx.ruleset, ctx.state, who);
    for (const use of uses) {
      if (!use.m.teleport || use.m.reaction) continue;
      const option = teleportOption(ctx, who, use);
      if (option) out.push(option);
      const strike = strikeOf(uses, use);
      const first = strike && strikeFirstOption(ctx, who, use, strike);
      if (first) out.push(first);
    }
  },
  take(ctx, who, option, choice) {
    const c = combatant(ctx, who.id);
    const paired = option.pairing?.as === "paired";
    if (paired) delete c.paired;
    if (!option.teleport) {
      // A strike: made first on the teleport's budget, or owed for free after it.
      startAct(ctx, c, option, choice);
      const act = ctx.state.stack.at(-1) as ActFrame;
      if (paired) act.paired = true;
      else act.alsoSpends = option.pairing!.teleport;
      return;
    }
    const act = startTeleport(ctx, c, option, choice);
    // The teleport after a strike made first was paid for with it: nothing is spent or begun again.
    if (paired) {
      act.paired = true;
      act.echo = true;
    }
  },
  onUse(ctx, act) {
    if (act.alsoSpends) spendAlso(ctx, combatant(ctx, act.actor), act.alsoSpends);
  },
  onHit(ctx, act, use, target) {
    if (act.teleport && target.id === act.actor && target.status === "standing") teleport(ctx, act, use);
  },
  onUseEnd(ctx, act, use) {
    const who = combatant(ctx, act.actor);
    if (act.paired || who.status !== "standing" || !ctx.state.board) return;
    // The first half done, the other may follow once this turn for free; neither leads on to a third.
    const uses = usesOf(ctx.ruleset, ctx.state, who);
    if (act.alsoSpends) who.paired = { use: act.alsoSpends, teleport: act.alsoSpends, in: turnKey(ctx) };
    else if (act.teleport?.at) {
      const strike = strikeOf(uses, use);
      if (strike) who.paired = { use: strike.id, teleport: use.id, in: turnKey(ctx) };
    }
  },
  onTurnEnd(ctx, who) {
    delete who.paired;
    clearSmoke(ctx);
  },
  onFightEnd(ctx) {
    // An enemy that left this way is neither defeated nor still standing: it escaped, and the recap says so.
    for (const id of ctx.state.order) {
      const c = ctx.state.combatants[id]!;
      if (c.left && c.side === "enemies") emit(ctx, { t: "escaped", who: c.id });
    }
  },
};
