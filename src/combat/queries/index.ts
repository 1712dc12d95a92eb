// What a host (and a test) may ask of a fight without acting in it: who sees whom and by what, cover, a
// combatant's defense and movement, the conditions in force, and what the fight writes
// back to the sheets. Pure functions over a ruleset and a state; `Fight` offers each as a method. A package
// adds its own queries (the zones on the field) through the fight methods of its descriptor.

import type { Cover } from "../../geometry/index.js";
import type { ModifierDef } from "../../ruleset/combat.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import { coverBonus, coverOf } from "../board/cover.js";
import { cellsApart } from "../board/grid.js";
import { makeCtx } from "../context.js";
import { hiddenFrom, type Sight, sightDetail } from "../seeing.js";
import { checkBonus, conditionDef, conditionIds, defense, heldInForce, modifiers, saveBonus, speed } from "../stats.js";
import type { Combatant, CombatState } from "../types.js";

export { settleSheets } from "../settle.js";

/** A combatant by id, or a clear error naming it. */
function who(state: CombatState, id: string): Combatant {
  const c = state.combatants[id];
  if (!c) throw new RangeError(`no combatant ${JSON.stringify(id)} in this fight`);
  return c;
}

/** How one combatant sees another. */
export interface SightAnswer {
  /** It can see the other (some sense reaches, and the other is not hidden from it). */
  readonly sees: boolean;
  /** Clearly, only lightly (dim light or light obscurement: attacks and Perception may suffer), or not at all. */
  readonly sight: Sight;
  /** The senses that reach the other and how well: `eyes` (or the ruleset's `combat.sight.eyes`), darkvision, … */
  readonly senses: readonly { readonly sense: string; readonly sight: "clear" | "light" }[];
  /** A clear straight line joins them (no wall, no smoke, eyes not averted); true without a board. */
  readonly line: boolean;
  /** How many obscuring zones or `unseen` conditions stand between them (each pierced only by its own senses). */
  readonly obscured: number;
  /** How many of those only lightly obscure (1.286): the other is seen through them as in dim light. */
  readonly lightly: number;
  /** The light where the other stands: 0 dark, 1 dim, 2 bright (always 2 without `combat.sight.darkness`). */
  readonly light: 0 | 1 | 2;
  /** The other is hidden from it (`combat.hiding`, 1.287). */
  readonly hidden: boolean;
}

/** Who sees whom and by what: `viewer` looking at `seen`, as the rules ask it for attacks, targeting and hiding. */
export function sightBetween(ruleset: RulesetDoc, state: CombatState, viewer: string, seen: string): SightAnswer {
  const a = who(state, viewer);
  const b = who(state, seen);
  const detail = sightDetail(makeCtx(ruleset, state), a, b);
  const hidden = hiddenFrom(b, a);
  return {
    sees: detail.sight !== "none" && !hidden,
    sight: detail.sight,
    senses: detail.ways,
    line: detail.line,
    obscured: detail.hiders.length,
    lightly: detail.hiders.filter((h) => h.light).length,
    light: detail.light,
    hidden,
  };
}

/** Cover of one combatant against another's attack. */
export interface CoverAnswer {
  readonly cover: Cover;
  /** What it adds to defense and dexterity saves (half 2, three-quarters 5); total cover cannot be targeted. */
  readonly bonus: number;
}

/** The cover `target` has against `attacker` (walls and other creatures between them; none without a board). */
export function coverBetween(ruleset: RulesetDoc, state: CombatState, attacker: string, target: string): CoverAnswer {
  void ruleset;
  const a = who(state, attacker);
  const t = who(state, target);
  const cover = a.at ? coverOf(state, a.at, t, a) : "none";
  return { cover, bonus: coverBonus(cover) };
}

/** A combatant's defense now: its base (stat block or sheet) and the flat modifiers of what it holds. */
export function defenseOf(ruleset: RulesetDoc, state: CombatState, id: string): number {
  return defense(ruleset, state, who(state, id));
}

/** A combatant's movement. */
export interface MovementAnswer {
  /** Its speed now, in the ruleset's distance unit (0 while a condition stops it). */
  readonly speed: number;
  /** What is left of this turn's movement (the speed again when its next turn starts). */
  readonly left: number;
}

export function movementOf(ruleset: RulesetDoc, state: CombatState, id: string): MovementAnswer {
  const c = who(state, id);
  return { speed: speed(ruleset, state, c), left: c.moveLeft };
}

/** A condition a combatant holds. */
export interface ConditionAnswer {
  readonly id: string;
  readonly label: string;
  /** Who applied it, and with which use, when known. */
  readonly source?: string;
  readonly by?: string;
  /** Turns left, counted on the holder's (or with `of: "source"` the source's) turns; none: no timer. */
  readonly remaining?: number;
  readonly of?: "holder" | "source";
  /** A save at the start or end of the holder's turns ends it, or (1.274) one made when the holder takes damage. */
  readonly saveEnds?: {
    readonly save: string;
    readonly difficulty: number;
    readonly at: "turn-start" | "turn-end" | "damaged" | "action";
  };
  /** Held up by its source's concentration. */
  readonly concentration: boolean;
  /** Held but out of force for now (its source out of sight, a suppressing condition). */
  readonly suppressed: boolean;
  /** Spread by an aura, or kept for the fight from a stat block or sheet: never written back to a sheet. */
  readonly aura: boolean;
}

/** The conditions a combatant holds, in the order they came, with their source and what is left of them. */
export function conditionsOf(ruleset: RulesetDoc, state: CombatState, id: string): ConditionAnswer[] {
  return who(state, id).conditions.map((c) => ({
    id: c.id,
    label: conditionDef(ruleset, c.id)?.label ?? c.id,
    ...(c.source !== undefined ? { source: c.source } : {}),
    ...(c.by !== undefined ? { by: c.by } : {}),
    ...(c.remaining !== undefined ? { remaining: c.remaining } : {}),
    ...(c.of !== undefined ? { of: c.of } : {}),
    ...(c.saveEnds
      ? { saveEnds: { save: c.saveEnds.save, difficulty: c.saveEnds.difficulty, at: c.saveEnds.at } }
      : {}),
    concentration: c.sustained === true,
    suppressed: !heldInForce(c),
    aura: !!(c.aura || c.kept),
  }));
}

/** What a combatant brings to a save or a check. */
export interface RollAnswer {
  /** Its own bonus: the sheet's (ability, proficiency) or the stat block's, before anything it holds. */
  readonly bonus: number;
  /** The modifiers in force on that kind of roll from what it holds (conditions, levels, items worn or carried):
   * flat numbers, dice, advantage or disadvantage; one with `saves` counts only for those saves. */
  readonly modifiers: readonly ModifierDef[];
}

/** A combatant's save (`con_save`): its bonus and the modifiers in force on its saves. */
export function saveOf(ruleset: RulesetDoc, state: CombatState, id: string, save: string): RollAnswer {
  const c = who(state, id);
  return { bonus: saveBonus(ruleset, state, c, save), modifiers: modifiers(ruleset, c, "saves") };
}

/** A combatant's check (one of `combat.checks`, or a skill by id): its bonus and the modifiers on its checks. */
export function checkOf(ruleset: RulesetDoc, state: CombatState, id: string, check: string): RollAnswer {
  const c = who(state, id);
  return { bonus: checkBonus(ruleset, state, c, check), modifiers: modifiers(ruleset, c, "checks") };
}

/** The named effects in force on a combatant (`incapacitated`, `speed-zero`, …), from every condition it holds,
 * the conditions those include, its levels and its items, in no particular order. */
export function effectsOf(ruleset: RulesetDoc, state: CombatState, id: string): string[] {
  const out = new Set<string>();
  for (const held of conditionIds(ruleset, who(state, id)))
    for (const effect of conditionDef(ruleset, held)?.effects ?? []) out.add(effect);
  return [...out];
}

/** How far apart two cells of the fight's board are. */
export interface DistanceAnswer {
  /** In cells, by the board's diagonal rule (5e: every diagonal one cell; "5-10-5": every second one two). */
  readonly cells: number;
  /** In the ruleset's distance unit (cells times `combat.distance.perCell`). */
  readonly distance: number;
}

/** The distance between two cells of the board, as reach, range and movement measure it. */
export function distanceBetween(ruleset: RulesetDoc, state: CombatState, from: Cell, to: Cell): DistanceAnswer {
  void ruleset;
  const board = state.board;
  if (!board) throw new RangeError("this fight has no board to measure on");
  const cells = cellsApart(board, from, to);
  return { cells, distance: cells * board.perCell };
}
