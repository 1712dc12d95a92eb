// Resolves a use target by target through the capability hooks. It knows no key: modules decide whether it
// lands (`decide`) and what it does (`onHit`). An act pauses when a reaction window opens and resumes after.
import type { TargetResult } from "./capability.js";
import { type Ctx, combatant, emit } from "./context.js";
import { fire } from "./hooks.js";
import { modulesWith } from "./registry.js";
import { reaches } from "./targeting.js";
import type { ActFrame } from "./types.js";
import { type UseDef, usesOf } from "./uses.js";

export function useOf(ctx: Ctx, actor: string, id: string): UseDef {
  const use = usesOf(ctx.ruleset, ctx.state, combatant(ctx, actor)).find((u) => u.id === id);
  if (!use) throw new Error(`${actor} has no use ${JSON.stringify(id)}`);
  return use;
}

/** The use `act` resolves as: its user's use, as every module answering "act use" leaves it (1.253: altered by
 * Metamagic). */
export function actUseOf(ctx: Ctx, act: ActFrame): UseDef {
  let use = useOf(ctx, act.actor, act.use);
  for (const m of modulesWith(ctx, "actUse")) use = m.actUse!(ctx, act, use);
  return use;
}

/** Advances an act; returns true when it is finished. */
export function stepAct(ctx: Ctx, act: ActFrame): boolean {
  const use = actUseOf(ctx, act);
  if (!act.began) {
    act.began = true;
    // A repeat was announced by whatever caused it and paid for when it was first used.
    if (act.echo) return stepTargets(ctx, act, use);
    emit(ctx, {
      t: "use",
      who: act.actor,
      use: use.id,
      name: use.name,
      targets: [...act.targets],
      ...(act.at ? { at: act.at } : {}),
      ...(act.level !== undefined ? { level: act.level } : {}),
      ...(use.qualities ? { qualities: [...use.qualities] } : {}),
    });
    fire("onUse", ctx, act, use);
  }
  return stepTargets(ctx, act, use);
}

function stepTargets(ctx: Ctx, act: ActFrame, use: UseDef): boolean {
  while (act.i < act.targets.length) {
    const target = combatant(ctx, act.targets[act.i]!);
    const settled = `done:${act.i}`;
    if (act.asked.includes(settled)) {
      // Extension point "after a target": its effects are done and their windows answered (1.416, 1.422).
      for (const m of modulesWith(ctx, "afterTarget")) if (m.afterTarget!(ctx, act, use, target)) return false;
      act.i++;
      continue;
    }
    if (target.status === "fled" || (target.status === "dead" && !reaches(ctx, use, target))) {
      act.i++;
      continue;
    }
    let result: TargetResult | undefined;
    for (const m of modulesWith(ctx, "decide")) {
      const r = m.decide!(ctx, act, use, target);
      if (r === "paused") return false;
      if (r) {
        result = r;
        break;
      }
    }
    // Extension point "target results": what a save's outcome does to this target (1.250 evasion).
    if (result && use.m.save)
      for (const m of modulesWith(ctx, "saveResult")) result = m.saveResult!(ctx, use, target, result);
    fire("onHit", ctx, act, use, target, result ?? { lands: true });
    act.asked.push(settled);
    if (ctx.state.outcome) return true;
    if (ctx.state.stack.at(-1) !== act) return false;
  }
  fire("onUseEnd", ctx, act, use);
  return true;
}
