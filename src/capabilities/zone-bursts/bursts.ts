// Zones that go off later (1.183): a zone that `detonates` applies its entry's effect once to everyone in it when
// it ends (concentration, rounds, cast again, or `touched` by someone failing its save on its centre), its amount
// grown by `grows` at the end of each of its caster's turns.

import { type Ctx, emit } from "../../combat/context.js";
import { echoAct } from "../../combat/echo.js";
import { useOf } from "../../combat/resolve.js";
import { rollSave } from "../../combat/saves.js";
import { saveDifficulty } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { DiceSpec } from "../../dice/index.js";
import { catchable, inside } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";

declare module "../zones/state.js" {
  interface ZoneState {
    /** 1.183 `grows`: how many times it has grown. */
    grown?: number;
  }
}

declare module "../../combat/types.js" {
  interface ActFrame {
    /** 1.183: dice added to the amount `times` over (a detonating zone that grew). */
    grown?: { dice: DiceSpec; times: number };
  }
}

/** A detonating zone that ended goes off: its effect once on everyone in it, as a repeat act. */
export function detonate(ctx: Ctx, zone: ZoneState): void {
  const use = useOf(ctx, zone.by, zone.use);
  const def = use.m.zone!;
  if (!def.detonates) return;
  const caster = ctx.state.combatants[zone.by]!;
  const targets = ctx.state.order.filter((id) => {
    const t = ctx.state.combatants[id]!;
    return catchable(zone, use, caster, t) && inside(ctx, zone, use, caster, t);
  });
  emit(ctx, { t: "zone", what: "detonate", by: zone.by, use: zone.use, name: zone.name, caught: targets });
  if (!targets.length) return;
  const act = echoAct(zone, targets);
  if (def.grows !== undefined && zone.grown) act.grown = { dice: def.grows, times: zone.grown };
  ctx.state.stack.push(act);
}

/** Someone stepped onto a `touched` zone's centre: the entry's save; true when they failed and it goes off. */
export function touchedBy(ctx: Ctx, zone: ZoneState, who: Combatant): boolean {
  const use = useOf(ctx, zone.by, zone.use);
  const save = use.m.save;
  if (!use.m.zone!.touched || !save) return false;
  const dc = saveDifficulty(ctx.ruleset, ctx.state, ctx.state.combatants[zone.by]!, use);
  return !rollSave(ctx, who, save.save, dc, `${zone.name}: touched`);
}
