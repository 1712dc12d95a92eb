// Striking a wall section (1.200): which attacks can ("an attack that targets an enemy or anyone and deals damage"),
// the cells they can strike, and the strike itself, rolled and dealt as against a creature: the attacker's own
// advantages, modifiers and long range count, a critical doubles the dice, and the section's `vulnerable`, `resist`
// and `immune` change what it takes.

import { addDice, amountOf } from "../../combat/amount.js";
import { blowDice, keptForBlow } from "../../combat/blow.js";
import { occupantOf, remembered } from "../../combat/board/geometry.js";
import { cellsApart } from "../../combat/board/grid.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { parsedDice } from "../../combat/dice.js";
import { sumModifiers } from "../../combat/modifier-rolls.js";
import { useOf } from "../../combat/resolve.js";
import { rollWithMode } from "../../combat/rolls.js";
import { rules } from "../../combat/rules.js";
import { sideOf } from "../../combat/sides.js";
import { attackBonus, hasEffect } from "../../combat/stats.js";
import { rangeCells } from "../../combat/targeting.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { rollDice } from "../../dice/index.js";
import type { Cover } from "../../geometry/index.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { PlusClause } from "../../ruleset/mechanics.js";
import type { SectionsDef } from "./def.js";
import { breakSection, standingAt } from "./sections.js";

/** A section's defense when its wall names none. */
export const DEFENSE = 10;

/** Whether `use` can strike a wall section: an attack roll aimed at one enemy or anyone, dealing damage. */
export function strikesWalls(use: UseDef): boolean {
  if (!use.m.attackRoll && use.toHit === undefined) return false;
  if (use.m.area || use.m.reaction || use.m.kind === "heal" || use.m.kind === "rider") return false;
  const side = sideOf(use);
  return (side === "enemy" || side === "any") && (use.m.amount !== undefined || !!use.m.plus?.length);
}

/** The cells of standing sections `who` can strike with `use` now: within its reach or range, not behind total cover. */
export function wallCells(ctx: Ctx, who: Combatant, use: UseDef): Cell[] {
  const b = ctx.state.board;
  if (!b || !who.at || !ctx.state.zones?.some((z) => z.sections)) return [];
  const reach = rangeCells(ctx, use);
  const out: Cell[] = [];
  for (const zone of ctx.state.zones)
    for (const section of zone.sections ?? []) {
      if (section.health <= 0) continue;
      for (const i of section.cells) {
        const cell: Cell = [i % b.width, Math.floor(i / b.width)];
        if (cellsApart(b, who.at, cell) > reach) continue;
        if (coverTo(ctx, who, cell) === "total") continue;
        out.push(cell);
      }
    }
  return out;
}

/** Cover of a wall's cell against `who` where it stands: walls and creatures between count, never the two ends. */
function coverTo(ctx: Ctx, who: Combatant, cell: Cell): Cover {
  const from = who.at!;
  const self = occupantOf(ctx.state, who);
  return remembered(ctx.state, `section-cover ${from[0]},${from[1]} ${cell[0]},${cell[1]} ${self}`, (board) =>
    board.cover({ x: from[0], y: from[1] }, { x: cell[0], y: cell[1] }, { creatures: true, ignore: [self] }),
  );
}

/** The wall's own `sections` of the zone a section stands in. */
function sectionsDef(ctx: Ctx, by: string, use: string): SectionsDef {
  return useOf(ctx, by, use).m.zone!.sections!;
}

/** What a section takes of `amount` of `type`: none when immune, half when resistant, double when vulnerable. */
export function sectionTakes(def: SectionsDef, amount: number, type: string): { taken: number; why?: string } {
  const has = (list: readonly string[] | undefined) => !!list && (list.includes(type) || list.includes("all"));
  if (has(def.immune)) return { taken: 0, why: "immune" };
  if (has(def.resist)) return { taken: Math.floor(amount / 2), why: "resisted" };
  if (has(def.vulnerable)) return { taken: amount * 2, why: "vulnerable" };
  return { taken: amount };
}

/** The `plus` clauses a wall takes: the plain ones (a package's clause narrowed to some targets is about creatures). */
const plain = (p: PlusClause) => Object.keys(p).every((k) => k === "dice" || k === "flat" || k === "type");

/** The attack on the section standing on the act's `wall` cell: rolled, dealt, and the section broken at 0. */
export function strikeSection(ctx: Ctx, act: ActFrame, use: UseDef): void {
  const found = act.wall && standingAt(ctx, act.wall);
  if (!found) return;
  const { zone, section } = found;
  const def = sectionsDef(ctx, zone.by, zone.use);
  const attacker = combatant(ctx, act.actor);
  const keep = keptForBlow(ctx, attacker, use);
  const mods = sumModifiers(ctx, attacker, "attacks", keep);
  let advantages = mods.advantages + (hasEffect(ctx.ruleset, attacker, "attacks-advantage") ? 1 : 0);
  let disadvantages = mods.disadvantages + (hasEffect(ctx.ruleset, attacker, "attacks-disadvantage") ? 1 : 0);
  const b = ctx.state.board!;
  if (use.range && attacker.at && cellsApart(b, attacker.at, act.wall!) * b.perCell > use.range.normal) disadvantages++;
  advantages = Math.max(0, advantages);
  const bonus = attackBonus(ctx.ruleset, ctx.state, attacker, use) + mods.add;
  const roll = rollWithMode(ctx, advantages, disadvantages, bonus, { who: attacker, kind: "attacks" });
  const r = rules(ctx.ruleset);
  const critical = roll.natural >= r.criticalOn;
  const defense = def.defense ?? DEFENSE;
  const hits = critical || (roll.natural !== 1 && roll.total >= defense);
  const at: Cell = [act.wall![0], act.wall![1]];
  const names = { by: zone.by, use: zone.use, name: zone.name, at };
  emit(ctx, {
    t: "section-attack",
    who: attacker.id,
    ...names,
    d20: { rolls: [...roll.rolls], mode: roll.mode, natural: roll.natural },
    bonus,
    total: roll.total,
    defense,
    result: hits ? (critical ? "critical" : "hit") : "miss",
  });
  if (!hits) return;
  const times = critical && r.doublesDice ? 2 : 1;
  const type = use.m.damageType ?? "untyped";
  const blows: { dice: ReturnType<typeof parsedDice>; type: string }[] = [];
  const own = amountOf(ctx, act, use, attacker);
  if (own) {
    const dice = blowDice(ctx, attacker, use, own);
    const more = sumModifiers(ctx, attacker, "damage", keep).add;
    blows.push({ dice: addDice({ terms: [], flat: more }, dice.expr), type });
  }
  for (const p of (use.m.plus ?? []).filter(plain)) {
    const d = p.dice ? parsedDice(p.dice) : { terms: [], flat: 0 };
    blows.push({ dice: { terms: d.terms, flat: d.flat + (p.flat ?? 0) }, type: p.type ?? type });
  }
  for (const blow of blows) {
    if (section.health <= 0) break;
    const rolled = Math.max(0, rollDice(blow.dice, ctx.rng, { timesDice: times }).total);
    const { taken, why } = sectionTakes(def, rolled, blow.type);
    section.health = Math.max(0, section.health - taken);
    emit(ctx, {
      t: "section-damage",
      who: attacker.id,
      ...names,
      type: blow.type,
      rolled,
      taken,
      left: section.health,
      ...(why ? { why } : {}),
    });
  }
  if (section.health <= 0) breakSection(ctx, zone, section, attacker.id);
}
