// Escapes (1.174): a contest with `from.holding` is made by one who holds that condition, on whoever applied it,
// to break free. A hold applied with `escapeDc: "save"` is escaped against the applying use's save difficulty
// (a Strength check against the caster's spell save DC to leave a web); any other, as the contest says, opposed by
// the one who applied it. A tie leaves things as they were, as in every contest.

import {
  opposeCheck,
  opposeContest,
  rescueCheck,
  rescueContest,
  rollBest,
} from "../../combat/capabilities/contests.js";
import { pushAway } from "../../combat/capabilities/push.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { applyCondition, endCondition } from "../../combat/conditions.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import type { ContestRoll } from "../../combat/events.js";
import { incapacitated } from "../../combat/stats.js";
import type { ActiveCondition, Combatant, StandardOption } from "../../combat/types.js";
import type { ContestDef } from "../../ruleset/combat.js";

declare module "../../ruleset/mechanics.js" {
  interface AppliedCondition {
    /** 1.174: escaped against the applying use's own save difficulty. */
    readonly escapeDc?: "save";
    /** 1.175: the contest checks that can break this hold, instead of the contest's own attacker checks. */
    readonly escapeChecks?: readonly string[];
  }
}

declare module "../../ruleset/combat.js" {
  interface ContestFrom {
    /** 1.175: offered only against a hold that names an `escapeDc` (a spell's hold, never petrification). */
    readonly escapable?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.174: the difficulty an escape contest is made against (the applying use's save difficulty). */
    escapeDc?: number;
    /** 1.175: the checks that can break it. */
    escapeChecks?: string[];
  }
}

/** The holds of `who` a contest can break, by whoever applied them (1.175: an escapable contest, only those that
 * name an `escapeDc`). */
export function holds(ctx: Ctx, who: Combatant, def: ContestDef): ActiveCondition[] {
  return who.conditions.filter(
    (c) =>
      c.id === def.from!.holding &&
      !!c.source &&
      ctx.state.combatants[c.source] !== undefined &&
      (!def.from!.escapable || c.escapeDc !== undefined),
  );
}

/** The checks an escape from `held` rolls: those its holds name (1.175 `escapeChecks`), else the contest's own. */
export function escapeChecksOf(def: ContestDef, held: readonly ActiveCondition[]): readonly string[] {
  const named = [...new Set(held.flatMap((c) => c.escapeChecks ?? []))];
  return named.length ? named : def.attacker;
}

const optionId = (def: ContestDef) => `contest:${def.id}@${def.budget}`;

export const escapes: CapabilityModule = {
  id: "escapes",
  keys: ["from.holding", "applies[].escapeDc", "from.escapable", "applies[].escapeChecks"],
  // Extension point "condition shape": a hold escaped against the applying use's own save difficulty, and with the
  // checks it names (1.175).
  shapeCondition(_ctx, _target, cond, applied, save) {
    if (applied.escapeDc === "save" && save) cond.escapeDc = save.difficulty;
    if (applied.escapeChecks?.length) cond.escapeChecks = [...applied.escapeChecks];
  },
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    for (const def of ctx.ruleset.combat?.contests ?? []) {
      if (!def.from?.holding || (who.budgets[def.budget] ?? 0) < 1) continue;
      // Against a fixed difficulty, or opposed by the holder's captor (which needs the contest's defender checks).
      const sources = holds(ctx, who, def)
        .filter((c) => c.escapeDc !== undefined || def.defender?.length)
        .map((c) => c.source!);
      const candidates = [...new Set(sources)];
      if (!candidates.length) continue;
      out.push({
        id: optionId(def),
        module: "escapes",
        kind: "standard",
        label: def.label,
        who: who.id,
        budget: def.budget,
        targets: { min: 1, max: 1, candidates },
        action: def.id,
      });
    }
  },
  take(ctx, who, option, choice) {
    const def = ctx.ruleset.combat!.contests!.find((d) => d.id === (option as StandardOption).action)!;
    who.budgets[def.budget] = (who.budgets[def.budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: who.id, budget: def.budget, change: -1 });
    const captor = combatant(ctx, choice.targets![0]!);
    const held = holds(ctx, who, def).filter((c) => c.source === captor.id);
    const checks = escapeChecksOf(def, held);
    let attacker = rollBest(ctx, who, checks);
    // The hardest difficulty among the holds from this captor, when any names one.
    const dcs = held.flatMap((c) => (c.escapeDc === undefined ? [] : [c.escapeDc]));
    let won: boolean;
    if (dcs.length) {
      const difficulty = Math.max(...dcs);
      attacker = opposeCheck(ctx, who, attacker, difficulty);
      won = attacker.total >= difficulty;
      emit(ctx, { t: "escape", who: who.id, from: captor.id, contest: def.id, attacker, difficulty, won });
      // 1.249: a check that fell short may be rescued by what the escaper holds.
      if (!won) won = rescueCheck(ctx, who, attacker, checks, difficulty);
    } else {
      let defender: ContestRoll;
      [attacker, defender] = opposeContest(
        ctx,
        { who, roll: attacker },
        { who: captor, roll: rollBest(ctx, captor, def.defender!) },
      );
      won = attacker.total > defender.total;
      emit(ctx, { t: "contest", who: who.id, target: captor.id, contest: def.id, attacker, defender, won });
      won = rescueContest(
        ctx,
        { who, roll: attacker, checks },
        { who: captor, roll: defender, checks: def.defender! },
        won,
      );
    }
    if (!won) return;
    // Breaking free ends the holds of this captor; what else the contest's win says applies as written, with the
    // captor as its target.
    for (const c of held) endCondition(ctx, who, c, def.id);
    for (const applied of def.onWin.applies ?? []) applyCondition(ctx, captor, applied, { source: who, why: def.id });
    for (const end of def.onWin.ends ?? []) {
      if (end.condition === def.from!.holding && end.on === "self") continue;
      const holder = end.on === "self" ? who : captor;
      for (const c of holder.conditions.filter((x) => x.id === end.condition)) endCondition(ctx, holder, c, def.id);
    }
    if (def.onWin.push) pushAway(ctx, who, captor, def.onWin.push);
  },
};
