// The engine's own `combat.drawing` (the reference has no key for it): a weapon a combatant carries but does
// not hold is drawn as the turn's free object interaction, as part of the attack made with it, once a turn and
// only in its own turn. It has two hands: a held weapon and a shield keep one busy each, and a two-handed one
// needs both only to attack with. A held weapon in the way is dropped where its wielder stands (dropping costs
// nothing in 5e) and may be picked up again, as a draw, from that cell or one beside it. A thrown weapon leaves
// the hand and lies by its target. Reactions never draw (no free interaction outside the turn).

import type { Cell } from "../../ruleset/encounter.js";
import type { CapabilityModule, Ctx, Offer } from "../capability.js";
import { active, emit } from "../context.js";
import { findEntry } from "../entries.js";
import { drawingRule, HANDS, handsOf, shieldHands, stowed, thrown, twoHanded } from "../hands.js";
import type { ActFrame, Combatant } from "../types.js";
import type { UseDef } from "../use-def.js";

declare module "../capability.js" {
  interface Offer {
    /** `combat.drawing`: the weapon the use draws first (`from: "ground"`: picks up), and those it drops. */
    draw?: Draw;
  }
}
declare module "../types.js" {
  interface OptionBase {
    /** `combat.drawing`: the weapon this attack draws (or picks up) as the turn's free object interaction, and
     * the held weapons it drops to free a hand. */
    readonly draw?: Draw;
  }
}

export interface Draw {
  readonly item?: string;
  readonly from?: "ground";
  readonly drops?: readonly string[];
}

const near = (a: Cell | undefined, b: Cell | undefined) =>
  !a || !b || Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) <= 1;

/** What attacking with a weapon takes now: nothing, a draw and drops, or a reason it cannot be done. */
export function plan(ctx: Ctx, who: Combatant, use: UseDef, lent = false, using = false): Draw | string | undefined {
  // A conjured weapon is in hand from the moment it is conjured (1.306).
  if (use.origin !== "item-attack" || use.conjuredBy || !drawingRule(ctx.ruleset)) return undefined;
  const sheet = ctx.state.sheets[who.id];
  if (!sheet) return undefined;
  // A use being taken was offered in its turn's menu; one offered in a window is a reaction.
  const ownTurn =
    !lent && active(ctx.state).id === who.id && (using || !ctx.state.stack.some((f) => f.kind === "window"));
  const held = handsOf(sheet, who);
  let from: "ground" | "stowed" | undefined;
  if (!held.includes(use.id)) {
    if (!ownTurn) return "not in hand";
    if (who.interacted) return "the turn's object interaction is spent";
    if (stowed(sheet, who, use.id) > 0) from = "stowed";
    else if ((who.dropped ?? []).some((d) => d.item === use.id && near(d.at, who.at))) from = "ground";
    else return "not within reach";
  }
  const others = [...held];
  if (!from) others.splice(others.indexOf(use.id), 1);
  const need = twoHanded(ctx.ruleset, use.id) ? 2 : 1;
  const free = () => HANDS - shieldHands(ctx.ruleset, sheet) - others.length;
  if (HANDS - shieldHands(ctx.ruleset, sheet) < need) return "no hand free for it";
  const drops: string[] = [];
  while (free() < need) {
    if (!ownTurn) return "no hand free for it";
    drops.push(others.pop()!);
  }
  if (!from && !drops.length) return undefined;
  return {
    ...(from ? { item: use.id } : {}),
    ...(from === "ground" ? { from } : {}),
    ...(drops.length ? { drops } : {}),
  };
}

const nameOf = (ctx: Ctx, ref: string) => findEntry(ctx.ruleset, ref)?.name ?? ref;

export const drawing: CapabilityModule = {
  id: "drawing",
  keys: [],
  onTurnStart(_ctx, who) {
    delete who.interacted;
  },
  offer(ctx, who, use, offer: Offer) {
    const p = plan(ctx, who, use, offer.lent);
    if (typeof p === "string") return p;
    if (p) offer.draw = p;
    return undefined;
  },
  onUse(ctx, act: ActFrame, use) {
    const who = ctx.state.combatants[act.actor];
    const sheet = who && ctx.state.sheets[who.id];
    if (!who || !sheet || act.onto) return;
    const p = plan(ctx, who, use, false, true);
    if (!p || typeof p === "string") return;
    const hands = [...handsOf(sheet, who)];
    const dropped = [...(who.dropped ?? [])];
    for (const d of p.drops ?? []) {
      hands.splice(hands.indexOf(d), 1);
      dropped.push({ item: d, ...(who.at ? { at: who.at } : {}) });
    }
    if (p.item) {
      hands.push(p.item);
      who.interacted = true;
      if (p.from === "ground")
        dropped.splice(
          dropped.findIndex((d) => d.item === p.item && near(d.at, who.at)),
          1,
        );
    }
    who.hands = hands;
    if (dropped.length) who.dropped = dropped;
    else delete who.dropped;
    // Logged before the use it is part of: "draws the Javelin", then "uses Javelin on …".
    let at = ctx.events.length - 1;
    while (at >= 0 && !(ctx.events[at]!.t === "use" && (ctx.events[at] as { who: string }).who === who.id)) at--;
    const event = {
      t: "draw" as const,
      who: who.id,
      ...(p.item ? { item: p.item, name: nameOf(ctx, p.item) } : {}),
      ...(p.from ? { from: p.from } : {}),
      ...(p.drops ? { drops: p.drops.map((d) => nameOf(ctx, d)) } : {}),
    };
    if (at < 0) emit(ctx, event);
    else ctx.events.splice(at, 0, event);
  },
  onUseEnd(ctx, act, use) {
    if (use.origin !== "item-attack" || use.melee || !thrown(ctx.ruleset, use.id)) return;
    const who = ctx.state.combatants[act.actor];
    const sheet = who && ctx.state.sheets[who.id];
    if (!who || !sheet) return;
    const hands = [...handsOf(sheet, who)];
    const i = hands.indexOf(use.id);
    if (i < 0) return;
    hands.splice(i, 1);
    who.hands = hands;
    // It lies by its target, to be picked up by whoever stands there later in the fight.
    const at = ctx.state.combatants[act.targets[0] ?? ""]?.at ?? who.at;
    who.dropped = [...(who.dropped ?? []), { item: use.id, ...(at ? { at } : {}) }];
  },
};
