// Zones that burn away (1.183 `burns`): set alight when one of its damage types lands on one of its cells or on
// someone in it; until its caster's next turn begins (when it burns away, and the spell ends with it), whoever
// starts a turn in it takes its amount, with no save.

import { areaMask } from "../../combat/board/area.js";
import { type Ctx, emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { useOf } from "../../combat/resolve.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import { rollDice } from "../../dice/index.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchable, inside, zoneMask } from "../zones/inside.js";
import type { ZoneState } from "../zones/state.js";

declare module "../zones/state.js" {
  interface ZoneState {
    /** 1.183: set alight; it burns away when its caster's turn comes round again. */
    alight?: true;
  }
}

function setAlight(ctx: Ctx, zone: ZoneState): void {
  if (zone.alight) return;
  zone.alight = true;
  emit(ctx, { t: "zone", what: "alight", by: zone.by, use: zone.use, name: zone.name });
}

/** Damage of `type` reached `target`: zones it stands in that burn by that type catch fire. */
export function burnedOn(ctx: Ctx, target: Combatant, type: string): void {
  for (const zone of ctx.state.zones ?? []) {
    const use = useOf(ctx, zone.by, zone.use);
    const caster = ctx.state.combatants[zone.by]!;
    if (use.m.zone!.burns?.by.includes(type) && inside(ctx, zone, use, caster, target)) setAlight(ctx, zone);
  }
}

/** An area of `use`, aimed from `origin` at `at`, landed: zones sharing a cell with it that burn by its type catch fire. */
export function areaBurned(ctx: Ctx, use: UseDef, origin: Cell, at: Cell): void {
  const type = use.m.damageType;
  if (!ctx.state.board || !use.m.area || !type) return;
  let mask: Uint8Array | undefined;
  for (const zone of ctx.state.zones ?? []) {
    const zuse = useOf(ctx, zone.by, zone.use);
    const caster = ctx.state.combatants[zone.by]!;
    if (!zuse.m.zone!.burns?.by.includes(type) || !caster.at) continue;
    mask ??= areaMask(ctx.state, use.m.area, origin, at);
    const cells = zoneMask(ctx, zone, zuse, caster.at);
    if (cells.some((v, i) => v && mask![i])) setAlight(ctx, zone);
  }
}

/** `who` starts a turn in burning zones: each deals its amount, no save. */
export function burnAtTurnStart(ctx: Ctx, who: Combatant): void {
  for (const zone of [...(ctx.state.zones ?? [])]) {
    if (!zone.alight || who.status !== "standing") continue;
    const use = useOf(ctx, zone.by, zone.use);
    const burns = use.m.zone!.burns!;
    const caster = ctx.state.combatants[zone.by]!;
    if (!catchable(zone, use, caster, who) || !inside(ctx, zone, use, caster, who)) continue;
    emit(ctx, { t: "zone", what: "burn", by: zone.by, use: zone.use, name: zone.name, who: who.id });
    const roll = rollDice(parsedDice(burns.amount), ctx.rng);
    applyDamage(ctx, who, Math.max(0, roll.total), burns.damageType, zone.by, { dice: roll });
  }
}
