// Summons that keep striking (1.122, Spiritual Weapon): an attack with `summons` leaves, once its reactions are
// over, something beside its first target; on later turns its holder may have it strike again for the declared
// budget alone ("<name>: strike", option `summon:<use>`), at the level the cast was paid at, through the same
// windows as any attack. It lasts `rounds` of its holder's turns and ends with its holder or the concentration
// holding it up; casting the entry again replaces it.
import { cellsApart } from "../../combat/board/grid.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { echoAct } from "../../combat/echo.js";
import { modulesWith } from "../../combat/registry.js";
import { useOf } from "../../combat/resolve.js";
import { hiddenFrom } from "../../combat/seeing.js";
import { reachable } from "../../combat/sides.js";
import { incapacitated } from "../../combat/stats.js";
import type { ActFrame, Combatant, Option, TargetSpec } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { SummonState } from "./def.js";
import { besideCell } from "./place.js";

const turnKey = (ctx: Ctx) => `${ctx.state.round}:${ctx.state.turn}`;

export const optionId = (use: string) => `summon:${use}`;

export function endSummon(ctx: Ctx, summon: SummonState, why: string): void {
  ctx.state.summons = (ctx.state.summons ?? []).filter((s) => s !== summon);
  if (!ctx.state.summons.length) delete ctx.state.summons;
  emit(ctx, { t: "summon", what: "end", by: summon.by, use: summon.use, name: summon.name, why });
}

/** Ends summons whose holder is down or no longer holds the concentration their entry needs. */
function prune(ctx: Ctx): void {
  for (const summon of [...(ctx.state.summons ?? [])]) {
    const holder = ctx.state.combatants[summon.by]!;
    if (holder.status !== "standing") endSummon(ctx, summon, "holder defeated");
    else if (useOf(ctx, summon.by, summon.use).m.concentration && holder.concentration?.use !== summon.use)
      endSummon(ctx, summon, "concentration ended");
  }
}

/** Cells within its move plus its reach, ignoring walls: the move in the catalog's unit, the reach at least a cell. */
function strikeCells(ctx: Ctx, use: UseDef): number {
  const per = ctx.state.board!.perCell;
  const def = use.m.summons!;
  const reach = def.reach === undefined ? 1 : Math.max(1, Math.floor(def.reach / per));
  return Math.floor((def.move ?? 0) / per) + reach;
}

/** Whom a summon can strike now: standing enemies of its holder (within its move plus reach on a board) whom no
 * module rules out, and not hidden from its holder. */
export function strikeTargets(ctx: Ctx, summon: SummonState, holder: Combatant, use: UseDef): readonly string[] {
  const s = ctx.state;
  let ids: readonly string[] = s.order.filter((id) => {
    const t = s.combatants[id]!;
    if (t.side === holder.side || t.status !== "standing" || !reachable(use, t) || hiddenFrom(t, holder)) return false;
    if (!s.board || !summon.at) return true;
    return !!t.at && cellsApart(s.board, summon.at, t.at) <= strikeCells(ctx, use);
  });
  for (const m of modulesWith(ctx, "narrow")) ids = m.narrow!(ctx, holder, use, ids);
  return ids;
}

/** The strike options of `who`'s summons whose budget is not spent. */
function strikeOptions(ctx: Ctx, who: Combatant): Option[] {
  const out: Option[] = [];
  if (incapacitated(ctx.ruleset, who)) return out;
  for (const summon of ctx.state.summons ?? []) {
    if (summon.by !== who.id) continue;
    const use = useOf(ctx, who.id, summon.use);
    const budget = use.m.summons!.budget;
    if ((who.budgets[budget] ?? 0) < 1) continue;
    const candidates = strikeTargets(ctx, summon, who, use);
    if (!candidates.length) continue;
    const targets: TargetSpec = { min: 1, max: 1, candidates: [...candidates] };
    out.push({
      id: optionId(summon.use),
      module: "summons",
      kind: "use",
      label: `${summon.name}: strike`,
      who: who.id,
      use: summon.use,
      useKind: use.m.kind ?? "attack",
      budget,
      targets,
    });
  }
  return out;
}

/** Moves the summon beside `target` (on a board) and logs where it went. */
function moveBeside(ctx: Ctx, summon: SummonState, target: Combatant, from: Combatant): void {
  if (!ctx.state.board || !target.at) return;
  const at = besideCell(ctx.state, target.at, summon.at ?? from.at ?? target.at);
  if (at) summon.at = at;
}

/** The cast is over, reactions and all: its summon appears beside the first target, replacing the one before. */
function appear(ctx: Ctx, act: ActFrame, use: UseDef): void {
  const holder = combatant(ctx, act.actor);
  // A cast whose caster went down before it was over (a reaction's blow) leaves nothing.
  if (holder.status !== "standing") return;
  for (const old of (ctx.state.summons ?? []).filter((s) => s.by === holder.id && s.use === use.id))
    endSummon(ctx, old, "replaced");
  const summon: SummonState = {
    by: holder.id,
    use: use.id,
    name: use.name,
    left: use.m.summons!.rounds,
    castIn: turnKey(ctx),
    steps: act.steps,
  };
  if (act.level !== undefined) summon.level = act.level;
  const first = act.targets[0] !== undefined ? ctx.state.combatants[act.targets[0]] : undefined;
  if (first) moveBeside(ctx, summon, first, holder);
  ctx.state.summons = [...(ctx.state.summons ?? []), summon];
  emit(ctx, {
    t: "summon",
    what: "appear",
    by: summon.by,
    use: summon.use,
    name: summon.name,
    left: summon.left,
    ...(summon.at ? { at: summon.at } : {}),
  });
}

export const summons: CapabilityModule = {
  id: "summons",
  keys: ["summons", "summons.budget", "summons.rounds", "summons.move", "summons.reach"],
  menu(ctx, who, out) {
    out.push(...strikeOptions(ctx, who));
  },
  take(ctx, who, option, choice) {
    const holder = combatant(ctx, who.id);
    const summon = (ctx.state.summons ?? []).find((s) => s.by === holder.id && optionId(s.use) === option.id)!;
    const target = combatant(ctx, choice.targets![0]!);
    const budget = option.budget!;
    holder.budgets[budget] = (holder.budgets[budget] ?? 0) - 1;
    emit(ctx, { t: "budget", who: holder.id, budget, change: -1 });
    moveBeside(ctx, summon, target, holder);
    emit(ctx, {
      t: "summon",
      what: "strike",
      by: summon.by,
      use: summon.use,
      name: summon.name,
      target: target.id,
      ...(summon.at ? { at: summon.at } : {}),
    });
    ctx.state.stack.push(echoAct(summon, [target.id]));
  },
  onUse(ctx) {
    // Concentration has already moved on to this use: a summon another concentration held up ends now.
    prune(ctx);
  },
  onUseEnd(ctx, act, use) {
    prune(ctx);
    if (use.m.summons && !act.echo && !act.onto) appear(ctx, act, use);
  },
  onDamage(ctx) {
    prune(ctx);
  },
  onConditionApplied(ctx) {
    prune(ctx);
  },
  onTurnStart(ctx) {
    prune(ctx);
  },
  onTurnEnd(ctx, who) {
    prune(ctx);
    // Counted at the end of its holder's turns, not the one it was cast in.
    for (const summon of [...(ctx.state.summons ?? [])]) {
      if (summon.by !== who.id || summon.castIn === turnKey(ctx)) continue;
      summon.left--;
      if (summon.left <= 0) endSummon(ctx, summon, "rounds over");
    }
  },
};
