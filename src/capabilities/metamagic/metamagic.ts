// 1.253 Metamagic: an entry with `alters` is never offered by itself; each use it fits carries it in its option's
// `alters`, with the shape it gives the use (Distant's targets, Quickened's budget), and a use that can be taken now
// only with one (Quickened once the action is spent, Subtle inside Silence) is offered with `alterNeeded`. The choice
// names what it takes along; the act keeps them, resolves as the use they alter (extension point "act use"), pays
// them as it begins and logs `altered`. Careful spares its user's side their save, Heightened's first target saves
// with disadvantage, Empowered rerolls damage dice, and a Subtle casting opens no window.

import { useOption } from "../../combat/capabilities/acting.js";
import type { CapabilityModule, Ctx } from "../../combat/capability.js";
import { checkAim } from "../../combat/choose.js";
import { emit } from "../../combat/context.js";
import { readValue } from "../../combat/source.js";
import { incapacitated, sourceOf } from "../../combat/stats.js";
import type { Combatant, Option, Rejection } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { rerollDice } from "../../dice/index.js";
import { usesLeft } from "../counters/counters.js";
import type { AlterOffer } from "./def.js";
import { affordable, alteredUse, alterersOf, changes, fits, priceFrom, priceOf, reshapes } from "./fit.js";
import { successOf } from "./success.js";
import { checkWhom, sparedBy, whomOffer } from "./whom.js";

const bad = (message: string, path = "alters"): Rejection => ({ code: "bad-choice", message, path });

/** The level `option`'s use is paid at with `pay` (its first payment unless named), else its own. */
function levelOf(option: Option, use: UseDef, pay?: string): number {
  const p = option.payments?.find((x) => x.pool === pay) ?? option.payments?.[0];
  return p?.level ?? use.level ?? 0;
}

/** The altering entries an act or a choice names, as `who` holds them. */
export function chosenAlterers(ctx: Ctx, who: Combatant, ids: readonly string[] | undefined): UseDef[] {
  if (!ids?.length) return [];
  const held = alterersOf(ctx, who);
  return ids.flatMap((id) => held.filter((u) => u.id === id));
}

/** The offer of `by` on an option (`plain`, shaped for `use` already altered by `base`). */
function offerOf(
  ctx: Ctx,
  who: Combatant,
  use: UseDef,
  by: UseDef,
  plain: Option,
  base: readonly UseDef[],
): AlterOffer | undefined {
  const level = levelOf(plain, use);
  if (!affordable(who, [...base, by], level)) return undefined;
  const from = priceFrom(by);
  let shape: Partial<AlterOffer> = {};
  if (reshapes(by.m.alters!)) {
    const altered = useOption(ctx, who, alteredUse(ctx, use, [...base, by]), plain.id);
    if (!altered) return undefined;
    if (JSON.stringify(altered.targets) !== JSON.stringify(plain.targets) && altered.targets)
      shape = { ...shape, targets: altered.targets };
    if (JSON.stringify(altered.cells) !== JSON.stringify(plain.cells) && altered.cells)
      shape = { ...shape, cells: altered.cells };
    if (altered.budget !== plain.budget && altered.budget !== undefined) shape = { ...shape, budget: altered.budget };
  }
  return {
    id: by.id,
    name: by.name,
    price: priceOf(by, level),
    from: from?.pool ?? from?.counter ?? "",
    ...(by.m.alters!.joins ? { joins: true as const } : {}),
    ...shape,
    ...whomOffer(ctx, who, use, by, plain, level),
  };
}

/** Whether alterations may go together: one alone, or all but one join another. */
function together(by: readonly UseDef[]): boolean {
  return by.filter((b) => !b.m.alters!.joins).length <= 1;
}

/** The option of a use that can be taken now only with `needed`, with the others that may join them. */
function neededOption(
  ctx: Ctx,
  who: Combatant,
  use: UseDef,
  fitting: readonly UseDef[],
  id: string,
): Option | undefined {
  const shaping = fitting.filter((b) => reshapes(b.m.alters!));
  const tries: UseDef[][] = [
    ...shaping.map((b) => [b]),
    ...shaping.flatMap((a, i) => shaping.slice(i + 1).map((b) => [a, b])).filter(together),
  ];
  for (const needed of tries) {
    const option = useOption(ctx, who, alteredUse(ctx, use, needed), id);
    if (!option || !affordable(who, needed, levelOf(option, use))) continue;
    const others = fitting.filter((b) => !needed.includes(b) && together([...needed, b]));
    const offers = [
      ...needed.map(
        (b) =>
          offerOf(
            ctx,
            who,
            use,
            b,
            option,
            needed.filter((x) => x !== b),
          )!,
      ),
      ...others.flatMap((b) => offerOf(ctx, who, use, b, option, needed) ?? []),
    ].filter(Boolean);
    return { ...option, alters: offers, alterNeeded: needed.map((b) => b.id) };
  }
  return undefined;
}

/** The number a sheet value of an alteration reads for its user (a creature reads its stat block). */
function userValue(ctx: Ctx, user: Combatant, v: Parameters<typeof readValue>[1]): number {
  return readValue(sourceOf(ctx.ruleset, ctx.state, user), v);
}

export const metamagic: CapabilityModule = {
  id: "metamagic",
  keys: ["alters", "usesSpentByLevel"],
  // Never offered by itself: it is chosen with the use it alters.
  offersUse(m) {
    return m.alters !== undefined ? "turn" : undefined;
  },
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const held = alterersOf(ctx, who);
    if (!held.length) return;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      if (use.m.reaction || use.m.kind === "rider" || use.offeredBy) continue;
      const fitting = held.filter((b) => fits(ctx, use, b));
      if (!fitting.length) continue;
      const id = `use:${use.id}`;
      const i = out.findIndex((o) => o.id === id);
      const plain = i >= 0 ? out[i] : undefined;
      if (plain) {
        const offers = fitting.flatMap((b) => offerOf(ctx, who, use, b, plain, []) ?? []);
        if (offers.length) out[i] = { ...plain, alters: offers };
        continue;
      }
      const needed = neededOption(ctx, who, use, fitting, id);
      if (needed) out.push(needed);
    }
  },
  checkChoice(option, choice, ctx) {
    const ids = choice.alters;
    if (ids === undefined) {
      if (option.alterNeeded?.length)
        return bad(`this can be used now only with ${option.alterNeeded.join(" and ")} in "alters"`);
      // 1.254, 1.255: naming whom to spare or heighten with no alteration chosen.
      if (choice.spares !== undefined || choice.heightens !== undefined)
        return checkWhom(ctx, ctx.state.combatants[option.who]!, choice, [], 0);
      return undefined;
    }
    if (!option.alters?.length) return bad("this option takes no alterations");
    if (!Array.isArray(ids)) return bad(`"alters" is a list of the option's alterations`);
    for (const [n, id] of ids.entries()) {
      if (!option.alters.some((a) => a.id === id))
        return bad(`${JSON.stringify(id)} is not one of the option's alterations`, `alters[${n}]`);
      if (ids.indexOf(id) !== n) return bad(`${id} is named twice`, `alters[${n}]`);
    }
    for (const need of option.alterNeeded ?? [])
      if (!ids.includes(need)) return bad(`this can be used now only with ${need} in "alters"`);
    const who = ctx.state.combatants[option.who]!;
    const use = usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === option.use);
    const by = chosenAlterers(ctx, who, ids);
    if (!use || by.length !== ids.length) return bad("these alterations cannot be chosen");
    if (!together(by)) return bad("only one alteration per use, unless the others join it");
    if (!affordable(who, by, levelOf(option, use, choice.pay)))
      return bad("not enough left to pay for these alterations");
    const whom = checkWhom(ctx, who, choice, by, levelOf(option, use, choice.pay));
    if (whom) return whom;
    if (!by.some((b) => reshapes(b.m.alters!))) return undefined;
    // The aim the alterations give the use (Distant's range, Twinned's second target).
    const shaped = useOption(ctx, who, alteredUse(ctx, use, by), option.id);
    if (!shaped) return bad("the use cannot be taken with these alterations now");
    const aim = checkAim(
      {
        ...option,
        ...(shaped.targets ? { targets: shaped.targets } : {}),
        ...(shaped.cells ? { cells: shaped.cells } : {}),
      } as Option,
      choice,
    );
    return aim ? aim.rejected : "whole";
  },
  fromChoice(ctx, act, use, _option, choice) {
    if (!choice.alters?.length) return;
    const who = ctx.state.combatants[act.actor]!;
    const by = chosenAlterers(ctx, who, choice.alters);
    act.alters = by.map((b) => b.id);
    for (const b of by) {
      const budget = b.m.alters!.budget;
      if (budget && changes(ctx, use, b.m.alters!).includes("budget")) act.budget = budget.to;
    }
    if (choice.spares && by.some((b) => b.m.alters!.spares !== undefined)) act.spares = [...choice.spares];
    // Heightened's first save: the one named, when it is caught, else the first caught.
    if (by.some((b) => b.m.alters!.heightens)) {
      const named = choice.heightens;
      const first = named === undefined ? act.targets[0] : act.targets.find((t) => t === named);
      if (first !== undefined) act.heightens = first;
    }
  },
  actUse(ctx, act, use) {
    if (!act.alters?.length) return use;
    return alteredUse(ctx, use, chosenAlterers(ctx, ctx.state.combatants[act.actor]!, act.alters));
  },
  onUse(ctx, act, use) {
    if (!act.alters?.length || act.echo) return;
    const who = ctx.state.combatants[act.actor]!;
    const by = chosenAlterers(ctx, who, act.alters);
    const level = act.level ?? use.level ?? 0;
    for (const b of by) {
      const from = priceFrom(b);
      if (!from) continue;
      const price = priceOf(b, level);
      if (from.pool !== undefined) {
        who.pools[from.pool] = (who.pools[from.pool] ?? 0) - price;
        emit(ctx, { t: "pay", who: who.id, pool: from.pool, amount: price });
      } else {
        const key = from.counter!.trim().toLowerCase();
        who.counters = { ...who.counters, [key]: usesLeft(who, key) - price };
        emit(ctx, { t: "pay", who: who.id, pool: from.counter!, amount: price });
      }
    }
    emit(ctx, {
      t: "altered",
      who: who.id,
      use: use.id,
      alters: by.map((b) => b.id),
      ...(act.spares ? { spares: [...act.spares] } : {}),
      ...(act.heightens !== undefined && by.some((b) => b.m.alters!.heightens) ? { heightens: act.heightens } : {}),
    });
  },
  unanswered(ctx, act) {
    if (!act.alters?.length) return false;
    return chosenAlterers(ctx, ctx.state.combatants[act.actor]!, act.alters).some((b) => b.m.alters!.drops);
  },
  decide(ctx, act, use, target) {
    if (!act.alters?.length || !use.m.save || use.m.attackRoll) return undefined;
    const user = ctx.state.combatants[act.actor]!;
    if (target.side !== user.side) return undefined;
    const careful = chosenAlterers(ctx, user, act.alters).find((b) => b.m.alters!.spares !== undefined);
    if (!careful) return undefined;
    const a = careful.m.alters!;
    if (!sparedBy(ctx, act, user, careful, act.level ?? use.level ?? 0).includes(target.id)) return undefined;
    const whole = a.sparesWhole === true;
    emit(ctx, {
      t: "alter-spared",
      who: target.id,
      by: user.id,
      use: use.id,
      alter: careful.id,
      ...(whole ? { whole: true as const } : {}),
    });
    // 1.414 `sparesWhole`: not even the half a success would take (nor half kept by an amendment, Potent Cantrip).
    return whole ? { lands: false, avoided: true } : successOf(use);
  },
  saveMode(ctx, who, _save, against) {
    // The first save the first target makes against the use, while the act is being resolved.
    if (!against.source || against.use === undefined) return undefined;
    for (let i = ctx.state.stack.length - 1; i >= 0; i--) {
      const f = ctx.state.stack[i]!;
      if (f.kind !== "act" || f.actor !== against.source.id || f.use !== against.use) continue;
      if (f.heightens !== who.id) return undefined;
      delete f.heightens;
      return "disadvantage";
    }
    return undefined;
  },
  rerollDamage(ctx, act, _use, target) {
    if (!act.alters?.length) return undefined;
    const user = ctx.state.combatants[act.actor]!;
    const empowered = chosenAlterers(ctx, user, act.alters).find((b) => b.m.alters!.rerolls !== undefined);
    if (!empowered) return undefined;
    const count = userValue(ctx, user, empowered.m.alters!.rerolls!);
    if (count < 1) return undefined;
    return (rolls) => {
      // The lowest below average among all the blow's dice, never more than `count` in all.
      const low = rolls
        .flatMap((r, ri) => r.dice.map((d, di) => ({ ri, di, d })))
        .filter((x) => x.d.sign > 0 && x.d.value < (x.d.sides + 1) / 2)
        .sort((a, b) => a.d.value - b.d.value || a.ri - b.ri || a.di - b.di)
        .slice(0, count);
      if (!low.length) return;
      const before = low.map((x) => x.d.value);
      for (const [ri] of rolls.entries()) {
        const mine = low.filter((x) => x.ri === ri).map((x) => x.di);
        if (mine.length) rolls[ri] = rerollDice(rolls[ri]!, mine, ctx.rng);
      }
      const dice = low.map((x, k) => [before[k]!, rolls[x.ri]!.dice[x.di]!.value] as [number, number]);
      emit(ctx, { t: "alter-rerolled", by: user.id, target: target.id, alter: empowered.id, dice });
    };
  },
};
