// What a holder's modifiers (`{ to, mode, flat, dice, within }`) add to one roll or amount in a fight: the
// advantages and disadvantages they give and the number they add, their `dice` rolled with the fight's generator
// each time. A modifier with `within` counts only while its holder is that close to whoever applied the condition
// it sits on (an aura's bearer); without a board everyone is within reach, and one with no source always counts.
import { type DiceExpr, rollDice } from "../dice/index.js";
import type { ModifierDef } from "../ruleset/combat.js";
import { cellsApart } from "./board/grid.js";
import type { Ctx } from "./context.js";
import { parsedDice } from "./dice.js";
import { conditionDef, modifiers } from "./stats.js";
import type { Combatant } from "./types.js";

export interface ModifierSum {
  readonly advantages: number;
  readonly disadvantages: number;
  readonly add: number;
}

/** What a modifier's `dice` come to: rolled with the fight's generator, or (for an estimate) their average. */
export type DiceValue = (dice: DiceExpr) => number;

/** Sums the modifiers `to` of `who`; `keep` narrows them (a save modifier's `saves`); `value` weighs their dice. */
export function sumModifiers(
  ctx: Ctx,
  who: Combatant,
  to: ModifierDef["to"],
  keep: (m: ModifierDef) => boolean = () => true,
  value: DiceValue = (dice) => rollDice(dice, ctx.rng).total,
): ModifierSum {
  let advantages = 0;
  let disadvantages = 0;
  let add = 0;
  const held = ctx.caps.modulesWith("holdsBack");
  const amounts = ctx.caps.modulesWith("modifierAmount");
  for (const m of modifiers(ctx.ruleset, who, to)) {
    if (!keep(m) || (m.within !== undefined && !withinSource(ctx, who, m, m.within))) continue;
    // A change held back for after the roll (1.249) is no part of it.
    if (held.some((h) => h.holdsBack!(m))) continue;
    if (m.mode === "advantage") advantages++;
    if (m.mode === "disadvantage") disadvantages++;
    let amount = m.flat ?? 0;
    if (m.dice !== undefined) amount += value(parsedDice(m.dice));
    // Extension point "modifier amount" (1.413: a sheet value added, the whole subtracted).
    for (const a of amounts) amount = a.modifierAmount!(ctx, who, m, amount);
    add += amount;
  }
  return { advantages, disadvantages, add };
}

/** Whether `who` stands within `distance` of a source of a condition it holds that carries `m`. */
function withinSource(ctx: Ctx, who: Combatant, m: ModifierDef, distance: number): boolean {
  const board = ctx.state.board;
  if (!board || !who.at) return true;
  const holding = who.conditions.filter((c) => conditionDef(ctx.ruleset, c.id)?.modifiers?.includes(m));
  const sources = holding.flatMap((c) => (c.source && c.source !== who.id ? [ctx.state.combatants[c.source]] : []));
  if (!sources.length) return true;
  return sources.some((s) => s?.at && cellsApart(board, who.at!, s.at) * board.perCell <= distance);
}

/** The ability and skill a check uses: a combat check's `ability` and `skillMod`, else the skill or ability of that
 * id (a check named by a skill id is that skill's). */
export function checkUses(ruleset: Ctx["ruleset"], check: string): { ability?: string; skill?: string } {
  const def = ruleset.combat?.checks?.find((c) => c.id === check);
  const sheet = ruleset.sheet;
  const skillId = def ? def.skillMod : check;
  const skill = sheet.skills?.find((s) => s.id === skillId);
  const ability = def?.ability ?? skill?.ability ?? sheet.abilities.find((a) => a.id === check)?.id;
  return { ...(ability ? { ability } : {}), ...(skill ? { skill: skill.id } : {}) };
}

/** What `who`'s `checks` modifiers give one check (`check` a combat check, a skill or an ability id): those every
 * module answering "check modifiers" keeps for it (1.188: an ability-restricted one). */
export function checkModifiers(ctx: Ctx, who: Combatant, check: string | undefined): ModifierSum {
  const keepers = ctx.caps.modulesWith("keepsCheckModifier");
  return sumModifiers(ctx, who, "checks", (m) => keepers.every((k) => k.keepsCheckModifier!(ctx, who, m, check)));
}
