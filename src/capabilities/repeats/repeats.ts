// 1.310: a concentration entry with `repeats` is offered again ("<name> again", option `again:<use>`) while its user
// concentrates on it: on the repeat's own budget, paying nothing, starting no concentration and applying nothing
// to the user again (an echo of the casting, `echo.ts`), at the steps and level the casting was paid at.
// `notSaved` leaves out whoever succeeded on a save against this casting, `sameTargets` keeps to those it targeted.
// 1.313 `group`: entries of one group are options of one casting, each offered again while any is concentrated on,
// sharing the level and who saved.
import type { CapabilityModule } from "../../combat/capability.js";
import { endConditionsWhere } from "../../combat/conditions.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { echoAct } from "../../combat/echo.js";
import { modulesWith } from "../../combat/registry.js";
import { incapacitated } from "../../combat/stats.js";
import { aimOf, caught, caughtAround } from "../../combat/targeting.js";
import type { Combatant, Option, TargetSpec } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import type { Repeating } from "./def.js";
import "./def.js";

export const optionId = (use: string) => `again:${use}`;

/** The casting `who` may repeat now: only while it still concentrates on the entry cast. */
export function repeatingOf(who: Combatant): Repeating | undefined {
  const r = who.repeating;
  return r && who.concentration?.use === r.use ? r : undefined;
}

/** Whether `use` is the casting `r` repeats: the entry cast, or (1.313) another option of its group. */
export function repeatsOf(r: Repeating, use: UseDef): boolean {
  if (!use.m.repeats) return false;
  return use.id === r.use || (r.group !== undefined && use.m.repeats.group === r.group);
}

/** Whom a repeat of `use` may be aimed at: as the use aims, narrowed by every module, by `notSaved` and
 * `sameTargets`. */
function targetsOf(ctx: Ctx, who: Combatant, use: UseDef, r: Repeating, aimed: TargetSpec): TargetSpec | undefined {
  let ids: readonly string[] = aimed.candidates;
  for (const m of modulesWith(ctx, "narrow")) ids = m.narrow!(ctx, who, use, ids);
  const def = use.m.repeats!;
  if (def.notSaved) ids = ids.filter((id) => !r.saved.includes(id));
  if (def.sameTargets) ids = ids.filter((id) => r.targets.includes(id));
  if (!ids.length) return undefined;
  return { min: Math.min(aimed.min, ids.length), max: Math.min(aimed.max, ids.length), candidates: [...ids] };
}

function againOption(ctx: Ctx, who: Combatant, use: UseDef, r: Repeating): Option | undefined {
  const budget = use.m.repeats!.budget;
  if ((who.budgets[budget] ?? 0) < 1) return undefined;
  // The targets the paid steps allowed when it was cast.
  const aim = aimOf(ctx, who, use, (use.m.targetsPerCostStep ?? 0) * r.steps);
  if (!aim) return undefined;
  const targets = aim.targets ? targetsOf(ctx, who, use, r, aim.targets) : undefined;
  if (aim.targets && !targets) return undefined;
  return {
    id: optionId(use.id),
    module: "repeats",
    kind: "use",
    label: `${use.name} again`,
    who: who.id,
    use: use.id,
    useKind: use.m.kind ?? "attack",
    budget,
    ...(targets ? { targets } : {}),
    ...(aim.cells ? { cells: aim.cells } : {}),
  };
}

export const repeats: CapabilityModule = {
  id: "repeats",
  keys: ["repeats"],
  menu(ctx, who, out) {
    const r = repeatingOf(who);
    if (!r || incapacitated(ctx.ruleset, who)) return;
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      if (!repeatsOf(r, use)) continue;
      const option = againOption(ctx, who, use, r);
      if (option) out.push(option);
    }
  },
  take(ctx, who, option, choice) {
    const user = combatant(ctx, who.id);
    const r = repeatingOf(user)!;
    const use = usesOf(ctx.ruleset, ctx.state, user).find((u) => u.id === option.use)!;
    const budget = option.budget!;
    user.budgets[budget] = (user.budgets[budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: user.id, budget, change: -1 });
    const targets = choice.targets
      ? [...choice.targets]
      : use.m.area?.around
        ? caughtAround(ctx, user, use)
        : choice.at
          ? caught(ctx, user, use, choice.at)
          : [];
    emit(ctx, {
      t: "repeat",
      who: user.id,
      use: use.id,
      name: use.name,
      targets: [...targets],
      ...(r.level !== undefined ? { level: r.level } : {}),
    });
    const act = echoAct(
      { by: user.id, use: use.id, steps: r.steps, ...(r.level !== undefined ? { level: r.level } : {}) },
      targets,
    );
    if (choice.at) act.at = choice.at;
    ctx.state.stack.push(act);
  },
  // After concentration (370) has moved on to this casting, so a casting replacing the last one starts afresh.
  onUse(ctx, act, use) {
    if (act.echo || act.onto || !use.m.repeats) return;
    const who = combatant(ctx, act.actor);
    if (who.concentration?.use !== use.id) return;
    who.repeating = { use: use.id, steps: act.steps, targets: [], saved: [] };
    if (act.level !== undefined) who.repeating.level = act.level;
    if (use.m.repeats.group !== undefined) who.repeating.group = use.m.repeats.group;
  },
  onHit(ctx, act, use, target, result) {
    const r = ctx.state.combatants[act.actor]?.repeating;
    if (!r || !repeatsOf(r, use)) return;
    if (!act.echo && !r.targets.includes(target.id)) r.targets.push(target.id);
    // A success against its save: only half, its conditions spared, or (no attack roll to miss) nothing landed.
    const saved =
      !!use.m.save && (!!result.halved || !!result.spared || (!result.lands && !use.m.attackRoll && !use.m.autoHit));
    if (saved && !r.saved.includes(target.id)) r.saved.push(target.id);
  },
  onConcentrationEnded(ctx, who, held) {
    const r = who.repeating;
    if (r?.use !== held.use) return;
    delete who.repeating;
    // 1.313: what the group's other options applied was held up by the same concentration.
    if (r.group === undefined) return;
    const group = new Set(
      usesOf(ctx.ruleset, ctx.state, who)
        .filter((u) => repeatsOf(r, u))
        .map((u) => u.id),
    );
    endConditionsWhere(
      ctx,
      (c) => !!c.sustained && c.source === who.id && c.by !== held.use && group.has(c.by ?? ""),
      "concentration ended",
    );
  },
};
