// Broken sections (1.200): whoever enters one, or starts or ends a turn there as its `triggers` say, takes its
// `amount` (1.201: and its `perCostStep` for each level the cast was paid above its base), once per turn for the
// wall, saving with its `save` against the entry's own difficulty: half on a success, nothing with `onSave: "none"`.

import { addDice } from "../../combat/amount.js";
import { type Ctx, emit } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { useOf } from "../../combat/resolve.js";
import { rollSave } from "../../combat/saves.js";
import { saveDifficulty } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import { type DiceSpec, rollDice } from "../../dice/index.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchable } from "../zones/inside.js";
import type { ZoneState, ZoneTrigger } from "../zones/state.js";
import { brokenCells } from "./sections.js";

const turnKey = (ctx: Ctx) => `${ctx.state.round}:${ctx.state.turn}`;

/** Whether `cell` lies in one of the wall's broken sections. */
function inBroken(ctx: Ctx, zone: ZoneState, cell: Cell | undefined): boolean {
  const b = ctx.state.board;
  return !!b && !!cell && brokenCells(zone).includes(cell[1] * b.width + cell[0]);
}

/** The wall's broken sections catch `t`, once this turn. */
function catchBroken(ctx: Ctx, zone: ZoneState, t: Combatant, trigger: ZoneTrigger): void {
  const use = useOf(ctx, zone.by, zone.use);
  const broken = use.m.zone?.sections?.broken;
  const caster = ctx.state.combatants[zone.by]!;
  if (!broken?.triggers.includes(trigger) || !catchable(zone, use, caster, t)) return;
  const now = turnKey(ctx);
  if (zone.brokenIn !== now) {
    zone.brokenIn = now;
    zone.brokenCaught = [];
  }
  if (zone.brokenCaught!.includes(t.id)) return;
  zone.brokenCaught!.push(t.id);
  emit(ctx, { t: "section-catch", who: t.id, by: zone.by, use: zone.use, name: zone.name, trigger });
  let dice = parsedDice(broken.amount as DiceSpec);
  if (broken.perCostStep !== undefined && zone.steps > 0)
    dice = addDice(dice, parsedDice(broken.perCostStep as DiceSpec), zone.steps);
  const roll = rollDice(dice, ctx.rng);
  let saved = false;
  if (broken.save) {
    const dc = saveDifficulty(ctx.ruleset, ctx.state, caster, use);
    saved = rollSave(ctx, t, broken.save, dc, `${zone.name}: broken section`, 0, { source: caster, use: use.id });
  }
  if (saved && (broken.onSave ?? "half") === "none") return;
  applyDamage(ctx, t, Math.max(0, roll.total), broken.damageType, zone.by, {
    dice: roll,
    halved: saved,
    cause: { use },
  });
}

/** Each wall whose broken sections hold `who` now catches them at `trigger` (a turn's start or end). */
export function catchInBroken(ctx: Ctx, who: Combatant, trigger: ZoneTrigger): void {
  for (const zone of ctx.state.zones ?? []) if (inBroken(ctx, zone, who.at)) catchBroken(ctx, zone, who, trigger);
}

/** A step from `from` into a broken section of a wall, from outside its broken sections, is an entering. */
export function catchEntering(ctx: Ctx, mover: Combatant, from: Cell, to: Cell): void {
  for (const zone of ctx.state.zones ?? [])
    if (inBroken(ctx, zone, to) && !inBroken(ctx, zone, from)) catchBroken(ctx, zone, mover, "enter");
}
