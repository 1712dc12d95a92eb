// 1.416: a missile caught. When a `minus` change to the damage its target takes brings a weapon's blow to zero
// (Deflect Missiles), the one who caught it is asked in a `caught` window, opened once the target's harm has been
// answered (extension point "after a target"). While that window is open the catcher holds the missile (`caught`:
// its dice and type), and an entry with `throwsCaught` deals those dice and that type with its own fixed part, or
// (1.420) one die read from the sheet when that die's average is higher. `reaction.at: "chosen"` offers a reaction
// at any creature it can reach rather than at the one who caused the moment; `freeSlot: "hand"` only while the
// holder has a hand free (a creature always has).
import { blowKind } from "../../combat/blow.js";
import { useOption } from "../../combat/capabilities/acting.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { HANDS, handsOf, shieldHands, twoHanded } from "../../combat/hands.js";
import { readValue } from "../../combat/source.js";
import { incapacitated, sourceOf } from "../../combat/stats.js";
import type { ActFrame, Combatant, Option } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { openWindow } from "../../combat/windows.js";
import { type DiceTerm, formatDice } from "../../dice/index.js";
import "./def.js";
import "./text.js";

const caughtKey = (act: ActFrame) => `caught:${act.i}`;
const openedKey = (act: ActFrame) => `caught-open:${act.i}`;

/** Whether `who` has a hand free: not holding a weapon in it, nor a shield on it (a creature always has). */
export function handFree(ctx: Ctx, who: Combatant): boolean {
  const sheet = ctx.state.sheets[who.id];
  if (who.creature || !sheet) return true;
  const held = handsOf(sheet, who).reduce((n, ref) => n + (twoHanded(ctx.ruleset, ref) ? 2 : 1), 0);
  return held + shieldHands(ctx.ruleset, sheet) < HANDS;
}

/** The act resolving a blow of `source` with `use` now (the innermost such act on the stack). */
function actOf(ctx: Ctx, source: string, use: UseDef): ActFrame | undefined {
  for (let i = ctx.state.stack.length - 1; i >= 0; i--) {
    const f = ctx.state.stack[i]!;
    if (f.kind === "act" && f.actor === source && f.use === use.id) return f;
  }
  return undefined;
}

/** A missile's own dice (the blow's amount without its fixed part) and its damage type. */
function missileOf(use: UseDef): { dice: string; type: string } | undefined {
  if (use.m.amount === undefined) return undefined;
  const terms = parsedDice(use.m.amount).terms;
  if (!terms.length) return undefined;
  return { dice: formatDice({ terms, flat: 0 }), type: use.m.damageType ?? "untyped" };
}

const mean = (terms: readonly DiceTerm[]) => terms.reduce((s, t) => s + (t.sign * t.count * (t.sides + 1)) / 2, 0);

/** The dice a throw back deals: the missile's, or one die of the sides `use`'s `die` reads when better (1.420). */
export function thrownDice(ctx: Ctx, who: Combatant, use: UseDef, missile: string): DiceTerm[] {
  const terms = parsedDice(missile).terms;
  const t = use.m.throwsCaught;
  if (typeof t !== "object") return terms;
  const sides = Math.floor(readValue(sourceOf(ctx.ruleset, ctx.state, who), { from: t.die.from, table: t.die.table }));
  return sides >= 2 && (sides + 1) / 2 > mean(terms) ? [{ count: 1, sides, sign: 1 }] : terms;
}

export const catches: CapabilityModule = {
  id: "catches",
  keys: ["reaction.freeSlot", "reaction.at", "throwsCaught"],
  onDamage(ctx, target, damage) {
    // A weapon's blow the target's own changes brought to zero: caught, if one of them takes damage off.
    const use = damage.cause?.use;
    if (!use || damage.rolled <= 0 || damage.changed > 0 || !blowKind(use)?.weapon) return;
    if (target.status !== "standing") return;
    const act = actOf(ctx, damage.source, use);
    const missile = missileOf(use);
    if (!act || !missile || act.targets[act.i] !== target.id || act.asked.includes(caughtKey(act))) return;
    act.asked.push(caughtKey(act));
    target.caught = missile;
    emit(ctx, { t: "caught", who: target.id, from: damage.source, dice: missile.dice });
  },
  afterTarget(ctx, act, _use, target) {
    if (!act.asked.includes(caughtKey(act)) || act.asked.includes(openedKey(act))) return false;
    act.asked.push(openedKey(act));
    if (openWindow(ctx, "caught", act.actor, target.id, [target.id])) return true;
    delete target.caught;
    return false;
  },
  onWindowClosed(ctx, window) {
    if (window.moment === "caught" && window.about !== undefined) delete combatant(ctx, window.about).caught;
  },
  keepsReaction(ctx, who, use, window) {
    const r = use.m.reaction;
    if (r?.freeSlot === "hand" && !handFree(ctx, who)) return false;
    // Offered here, at whomever it can reach (below), never only at the one who caused the moment.
    if (r?.at === "chosen") return false;
    // A throw back needs a missile in hand.
    if (use.m.throwsCaught && !(window.moment === "caught" && window.about === who.id && who.caught)) return false;
    return true;
  },
  reactionMenu(ctx, who, window, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const keepers = ctx.caps.modulesWith("keepsReaction").filter((m) => m !== catches);
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      const r = use.m.reaction;
      if (r?.on !== window.moment || r.at !== "chosen") continue;
      if (r.freeSlot === "hand" && !handFree(ctx, who)) continue;
      if (use.m.throwsCaught && !(window.moment === "caught" && window.about === who.id && who.caught)) continue;
      if (!keepers.every((k) => k.keepsReaction!(ctx, who, use, window))) continue;
      const o: Option | undefined = useOption(ctx, who, use, `react:${use.id}`, {
        module: "reactions",
        moment: window.moment,
      });
      if (o) out.push(o);
    }
  },
  blowDice(ctx, who, use, dice) {
    if (!use.m.throwsCaught || !who.caught) return dice;
    return {
      expr: { terms: thrownDice(ctx, who, use, who.caught.dice), flat: dice.expr.flat },
      onCritical: dice.onCritical,
    };
  },
  blowType(ctx, act, use) {
    if (!use.m.throwsCaught) return undefined;
    return combatant(ctx, act.actor).caught?.type;
  },
};
