// 1.249: rescues after the roll. A change with `rescue` on an `attacks`, `saves` or `checks` modifier is held back
// from the holder's rolls; when one of the holder's own rolls of that kind falls short by no more than the
// change's maximum (its fixed part and each die at its highest face), it is rolled and added, and the condition
// it sits on is used up; one that could not turn the roll around is kept. Then an entry with `rescue` of that
// kind, never offered on the menu, is used up with its uses and cost: `reroll` makes the roll again and
// the new result stands, `success` turns it into a success (a miss into a hit); 1.256: `twenty` counts a failed
// check's d20 as 20 and `die` adds the holder's own dice, each used up only when it could turn the roll around. An
// entry narrowed to some `saves` answers only those, one with a `budget` needs and spends one (1.257), and an item's
// use needs a worn stack with the charges it spends (1.259). A natural miss is never rescued (the attack module does
// not ask).
import { paymentsFor } from "../../combat/capabilities/costs.js";
import { payingStack, spendStack } from "../../combat/capabilities/items.js";
import type { CapabilityModule, D20Roller, Rescued, Shortfall } from "../../combat/capability.js";
import { endCondition } from "../../combat/conditions.js";
import { type Ctx, emit } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { rules } from "../../combat/rules.js";
import { readValue } from "../../combat/source.js";
import { conditionDef, sourceOf } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { rollDice } from "../../dice/index.js";
import type { ModifierDef } from "../../ruleset/combat.js";
import { spendUses, usesLeft } from "../counters/counters.js";
import type { RescueDef, RescueEvent } from "./def.js";
import "./def.js";

const highest = (m: ModifierDef) =>
  (m.flat ?? 0) + (m.dice ? parsedDice(m.dice).terms.reduce((n, t) => n + t.sign * t.count * t.sides, 0) : 0);

const reaches = (m: ModifierDef, roller: D20Roller) =>
  m.rescue === true && m.to === roller.kind && (roller.kind !== "saves" || !m.saves || m.saves.includes(roller.save!));

/** Whether a roll now succeeds: an attack also on the critical face, never on a natural 1. */
function succeeds(ctx: Ctx, roller: D20Roller, natural: number, total: number, against: number): boolean {
  if (roller.kind !== "attacks") return total >= against;
  return natural !== 1 && (natural >= rules(ctx.ruleset).criticalOn || total >= against);
}

function say(ctx: Ctx, e: Omit<RescueEvent, "t">): void {
  emit(ctx, { t: "rescue", ...e });
}

/** The held-back changes of the conditions the roller holds, tried in the order held. */
function heldBack(ctx: Ctx, roller: D20Roller, short: Shortfall): Rescued | undefined {
  const who = roller.who;
  let { natural, total } = short;
  let out: Rescued | undefined;
  for (const cond of [...who.conditions]) {
    const def = conditionDef(ctx.ruleset, cond.id);
    const m = def?.modifiers?.find((x) => reaches(x, roller));
    if (!m || total + highest(m) < short.against) continue;
    const dice = m.dice ? rollDice(parsedDice(m.dice), ctx.rng).total : 0;
    const add = dice + (m.flat ?? 0);
    const from = total;
    total += add;
    endCondition(ctx, who, cond, "rescue");
    const success = succeeds(ctx, roller, natural, total, short.against);
    say(ctx, {
      who: who.id,
      kind: roller.kind,
      label: def!.label ?? cond.id,
      how: "die",
      dice: { expr: m.dice ?? String(m.flat ?? 0), total: add },
      from,
      to: total,
      against: short.against,
      success,
    });
    out = { natural, total, success };
    if (success) return out;
    natural = out.natural;
  }
  return out;
}

/** Whether the entry answers this roll: its kind, and for a `saves` rescue naming saves, one of them (1.257). */
function answers(use: UseDef, roller: D20Roller): boolean {
  const r = use.m.rescue;
  if (r?.roll !== roller.kind) return false;
  return !r.saves || (roller.save !== undefined && r.saves.includes(roller.save));
}

/** Whether `who` can spend the entry now: a use left and its cost payable, the budget it names (1.257), and for an
 * item's use a worn stack with the charges it spends (1.259). */
function payable(ctx: Ctx, who: Combatant, use: UseDef): boolean {
  if (use.uses !== undefined && (who.usesLeft[use.id] ?? use.uses) <= 0) return false;
  if (use.m.usesOf !== undefined && usesLeft(who, use.m.usesOf) < 1) return false;
  const budget = use.m.rescue?.budget;
  if (budget !== undefined && (who.budgets[budget] ?? 0) < 1) return false;
  if (use.origin === "item-use") return payingStack(ctx, who, use, true) >= 0;
  const pay = paymentsFor(ctx, who, use);
  return !pay || pay.length > 0;
}

/** Spends the entry's use, cost and budget, as using it on the menu would (an item's use: its worn stack's charges). */
function spend(ctx: Ctx, who: Combatant, use: UseDef): void {
  const budget = use.m.rescue?.budget;
  if (budget !== undefined) {
    who.budgets[budget] = (who.budgets[budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: who.id, budget, change: -1 });
  }
  if (use.origin === "item-use") {
    spendStack(ctx, who, use, payingStack(ctx, who, use, true));
    return;
  }
  if (use.uses !== undefined) who.usesLeft[use.id] = (who.usesLeft[use.id] ?? use.uses) - 1;
  // 1.256: a counter row's use (Peerless Skill spends Bardic Inspiration's).
  if (use.m.usesOf !== undefined) spendUses(ctx, who, use.m.usesOf, 1);
  const pay = paymentsFor(ctx, who, use)?.[0];
  if (pay) {
    who.pools[pay.pool] = (who.pools[pay.pool] ?? 0) - pay.amount;
    emit(ctx, {
      t: "pay",
      who: who.id,
      pool: pay.pool,
      amount: pay.amount,
      ...(pay.level ? { level: pay.level } : {}),
    });
  }
}

/** The dice a `by: "die"` rescue adds (1.256): its `dice`, or one die sized by the holder's sheet. */
function ownDice(ctx: Ctx, who: Combatant, r: RescueDef): string {
  if (r.dice) return r.dice;
  const faces = Math.floor(readValue(sourceOf(ctx.ruleset, ctx.state, who), r.die!));
  return `1d${Math.max(2, faces)}`;
}

/** Whether the entry could turn this roll around: `twenty` only when a 20 makes it succeed, `die` only when its
 * maximum could make up the difference (1.256); a reroll or a success always may. */
function couldRescue(ctx: Ctx, roller: D20Roller, short: Shortfall, use: UseDef): boolean {
  const r = use.m.rescue!;
  if (r.by === "twenty") return short.total - short.natural + 20 >= short.against;
  if (r.by === "die")
    return short.total + highest({ to: "checks", dice: ownDice(ctx, roller.who, r) }) >= short.against;
  return true;
}

function byEntry(ctx: Ctx, roller: D20Roller, short: Shortfall): Rescued | undefined {
  const who = roller.who;
  const use = usesOf(ctx.ruleset, ctx.state, who).find(
    (u) => answers(u, roller) && payable(ctx, who, u) && couldRescue(ctx, roller, short, u),
  );
  if (!use) return undefined;
  spend(ctx, who, use);
  const r = use.m.rescue!;
  const how = r.by;
  let again: { natural: number; total: number } = short;
  let dice: RescueEvent["dice"];
  if (how === "reroll") again = short.reroll();
  else if (how === "twenty") again = { natural: 20, total: short.total - short.natural + 20 };
  else if (how === "die") {
    const expr = ownDice(ctx, who, r);
    const total = rollDice(parsedDice(expr), ctx.rng).total;
    dice = { expr, total };
    again = { natural: short.natural, total: short.total + total };
  }
  const success = how === "success" || succeeds(ctx, roller, again.natural, again.total, short.against);
  say(ctx, {
    who: who.id,
    kind: roller.kind,
    label: use.name,
    how,
    ...(dice ? { dice } : {}),
    from: short.total,
    to: again.total,
    against: short.against,
    success,
  });
  return { natural: again.natural, total: again.total, success };
}

export const rescues: CapabilityModule = {
  id: "rescues",
  keys: ["rescue"],
  // An entry that rescues is never chosen: it is used up when its holder's roll fails.
  offer(_ctx, _who, use) {
    return use.m.rescue ? "rescues-after-the-roll" : undefined;
  },
  holdsBack(m) {
    return m.rescue === true;
  },
  rescueD20(ctx, roller, short) {
    const held = heldBack(ctx, roller, short);
    if (held?.success) return held;
    const now = held ? { ...short, natural: held.natural, total: held.total } : short;
    return byEntry(ctx, roller, now) ?? held;
  },
};
