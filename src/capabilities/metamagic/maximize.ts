// 1.415: alterations that maximize a use's damage and harm their user. `maximizes` makes every die of each blow's
// damage (its own dice, its `plus` clauses, the dice of higher paid levels) take its highest face, for entries paid
// within its levels: another paid level is rejected as `bad-alter`. `backlash` harms the user once the altered use
// has been cast, when the counter the altering entry spends (`usesOf`) is past its first `free` uses since it last
// recovered: `dice` for each paid level, and `grows` more for each level at every use beyond the first that harmed.
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import type { Combatant, Option, Rejection } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { type DiceExpr, formatDice, rollDice } from "../../dice/index.js";
import { rollTotal } from "../../dice/total.js";
import { counterByName, counterMax } from "../../sheet/counters.js";
import { usesLeft } from "../counters/counters.js";
import type { AltersDef } from "./def.js";
import { chosenAlterers } from "./metamagic.js";

/** Whether `a` maximizes a use paid at `level`. */
export function maximizesAt(a: AltersDef, level: number): boolean {
  const m = a.maximizes;
  return !!m && level >= (m.fromLevel ?? 0) && level <= (m.upToLevel ?? Number.POSITIVE_INFINITY);
}

/** The uses of `by`'s counter since it last recovered (this one counted once it is paid). */
export function usesSinceRecovery(ctx: Ctx, who: Combatant, by: UseDef): number {
  const name = by.m.usesOf;
  const sheet = ctx.state.sheets[who.id];
  if (name === undefined || !sheet) return 0;
  const row = counterByName(ctx.ruleset, sheet, name);
  return row ? Math.max(0, counterMax(ctx.ruleset, sheet, row) - usesLeft(who, name)) : 0;
}

/** The dice `backlash` deals at the `uses`-th use since recovery, paid at `level`; undefined while still free. */
export function backlashDice(a: AltersDef, uses: number, level: number): DiceExpr | undefined {
  const b = a.backlash;
  if (!b || uses <= b.free || level < 1) return undefined;
  const grows = uses - b.free - 1;
  const one = parsedDice(b.dice);
  const more = b.grows !== undefined && grows > 0 ? parsedDice(b.grows) : { terms: [], flat: 0 };
  const terms = [
    ...one.terms.map((t) => ({ ...t, count: t.count * level })),
    ...more.terms.map((t) => ({ ...t, count: t.count * level * grows })),
  ];
  // Terms of one die merge, as the parser would have them.
  const merged: DiceExpr["terms"] = [];
  for (const t of terms) {
    const same = merged.find((x) => x.sides === t.sides && x.sign === t.sign);
    if (same) same.count += t.count;
    else merged.push({ ...t });
  }
  return { terms: merged, flat: (one.flat + more.flat * grows) * level };
}

/** The level `option`'s use is paid at with `pay` (its first payment unless named), else its own. */
function levelOf(option: Option, use: UseDef, pay?: string): number {
  const p = option.payments?.find((x) => x.pool === pay) ?? option.payments?.[0];
  return p?.level ?? use.level ?? 0;
}

export const maximize: CapabilityModule = {
  id: "maximize",
  keys: ["alters.maximizes", "alters.backlash"],
  checkChoice(option, choice, ctx): Rejection | undefined {
    if (!choice.alters?.length || !Array.isArray(choice.alters)) return undefined;
    const who = ctx.state.combatants[option.who]!;
    const use = usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === option.use);
    if (!use) return undefined;
    const level = levelOf(option, use, choice.pay);
    for (const b of chosenAlterers(ctx, who, choice.alters)) {
      const a = b.m.alters!;
      if (a.maximizes && !maximizesAt(a, level))
        return {
          code: "bad-alter",
          path: "alters",
          message: `${b.name} maximizes only entries paid at levels ${a.maximizes.fromLevel ?? 0} to ${a.maximizes.upToLevel ?? "any"}, not ${level}`,
        };
    }
    return undefined;
  },
  rerollDamage(ctx, act, use, target) {
    if (!act.alters?.length) return undefined;
    const user = ctx.state.combatants[act.actor]!;
    const level = act.level ?? use.level ?? 0;
    const by = chosenAlterers(ctx, user, act.alters).find((b) => maximizesAt(b.m.alters!, level));
    if (!by) return undefined;
    return (rolls) => {
      for (const [i, r] of rolls.entries()) {
        const dice = r.dice.map((d) => ({ ...d, value: d.sign > 0 ? d.sides : 1 }));
        rolls[i] = { ...r, dice, total: rollTotal(dice, r.flat) };
      }
      emit(ctx, { t: "alter-maximized", by: user.id, target: target.id, alter: by.id, use: use.id });
    };
  },
  onUseEnd(ctx, act, use) {
    if (!act.alters?.length || act.echo) return;
    const user = ctx.state.combatants[act.actor]!;
    const level = act.level ?? use.level ?? 0;
    for (const b of chosenAlterers(ctx, user, act.alters)) {
      const a = b.m.alters!;
      const uses = usesSinceRecovery(ctx, user, b);
      const expr = backlashDice(a, uses, level);
      if (!expr || user.status === "dead" || user.status === "fled") continue;
      const roll = rollDice(expr, ctx.rng);
      emit(ctx, { t: "alter-backlash", who: user.id, alter: b.id, use: use.id, dice: formatDice(expr), uses });
      const type = a.backlash!.type ?? use.m.damageType ?? "untyped";
      applyDamage(ctx, user, roll.total, type, user.id, { dice: roll, unblockable: a.backlash!.unblockable === true });
    }
  },
};
