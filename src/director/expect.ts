// The expected outcome of one use on one target: the chance it lands (hit, failed save, check), the damage
// it deals after resistances (mean and spread, criticals included), and the healing it gives.
import { amountOf } from "../combat/amount.js";
import {
  againstOf,
  attackModeAt,
  attackModeFixed,
  attackMode as coreAttackMode,
  coverFor,
} from "../combat/attack-mode.js";
import { blowDice } from "../combat/blow.js";
import { coverBonus, coverOf } from "../combat/board/cover.js";
import type { SaveAgainst, TargetResult } from "../combat/capability.js";
import { healBlockedBy } from "../combat/damage.js";
import { parsedDice } from "../combat/dice.js";
import { sumModifiers } from "../combat/modifier-rolls.js";
import { plusClauses } from "../combat/plus-clauses.js";
import { modulesWith } from "../combat/registry.js";
import {
  attackBonus,
  checkBonus,
  checkDifficulty,
  creatureOf,
  defense,
  saveBonus,
  saveDifficulty,
} from "../combat/stats.js";
import type { ActFrame, Combatant } from "../combat/types.js";
import type { UseDef } from "../combat/uses.js";
import { average, type DiceExpr } from "../dice/index.js";
import type { Cell } from "../ruleset/encounter.js";
import { critChance, hitChance, type Mode, modeOf, saveFailChance } from "./odds.js";
import type { Scene } from "./scene.js";

export interface Expected {
  /** Chance the use lands in full (a hit, a failed save, a won check, or no roll at all). */
  readonly land: number;
  /** Chance of a saved `onSuccess: "half"`: half damage, no conditions. */
  readonly half: number;
  /** Expected damage, landing chance included. */
  readonly damage: number;
  /** Damage when it lands in full: mean and standard deviation, for the chance of felling. */
  readonly hitMean: number;
  readonly hitSd: number;
  readonly heal: number;
  readonly temp: number;
}

/** Every option is part of the key `expectUse` memoises an answer under: a new one must join it there. */
export interface ExpectOpts {
  /** Levels paid above the use's own. */
  readonly steps?: number;
  /** The cell the user acts from (a cell it may move to first). */
  readonly from?: Cell;
  /** The blow is already decided (a rider, or a reaction to a known roll). */
  readonly decided?: { critical: boolean };
  /** Weigh the target's cover from the user (default); the lookahead over many cells leaves it out. */
  readonly cover?: boolean;
}

function dieVariance(expr: DiceExpr): number {
  let v = 0;
  for (const t of expr.terms) v += (t.count * (t.sides * t.sides - 1)) / 12;
  return v;
}

function diceAverage(expr: DiceExpr): number {
  return average({ terms: expr.terms, flat: 0 });
}

/** How much of a damage type reaches the target: immune 0, resistant ½, vulnerable 2. */
export function damageFactor(scene: Scene, target: Combatant, type: string): number {
  const creature = creatureOf(scene.ruleset, target);
  const has = (list: readonly string[] | undefined) => !!list && (list.includes(type) || list.includes("all"));
  if (has(creature?.immune)) return 0;
  if (has(creature?.resist)) return 0.5;
  if (has(creature?.vulnerable)) return 2;
  return 1;
}

/** Advantages and disadvantages on an attack, as the core counts them, with the user at `from`; dice averaged. */
export function attackMode(scene: Scene, user: Combatant, use: UseDef, target: Combatant, from?: Cell): [Mode, number] {
  const sum = coreAttackMode(scene.ctx, user, use, target, from ?? user.at, average);
  return [modeOf(sum.advantages, sum.disadvantages), sum.add];
}

/** What cover adds to the target's defense against the user acting from `from` (or where it stands). */
export function coverFrom(scene: Scene, user: Combatant, target: Combatant, from?: Cell, use?: UseDef): number {
  const at = from ?? user.at;
  if (!scene.state.board || !at || user.id === target.id) return 0;
  const cover = coverOf(scene.state, at, target, user);
  // An attack that ignores cover short of total (1.189) counts none.
  return coverBonus(use ? coverFor(cover, againstOf(scene.ctx, user, use, target)) : cover);
}

function saveMode(scene: Scene, target: Combatant, save: string, against: SaveAgainst): [Mode, number] {
  // Only the modifiers the save itself would count (extension point "save modifiers": 1.181 against poison).
  const keepers = modulesWith(scene.ctx, "keepsSaveModifier");
  const sum = sumModifiers(
    scene.ctx,
    target,
    "saves",
    (m) =>
      (!m.saves || m.saves.includes(save)) && keepers.every((k) => k.keepsSaveModifier!(scene.ctx, target, m, against)),
    average,
  );
  return [modeOf(sum.advantages, sum.disadvantages), sum.add];
}

/** Chance a target fails a save of `save` against `difficulty`, made `against` what its source did. */
export function failChance(
  scene: Scene,
  target: Combatant,
  save: string,
  difficulty: number,
  against: SaveAgainst = {},
): number {
  const [mode, flat] = saveMode(scene, target, save, against);
  return saveFailChance(saveBonus(scene.ruleset, scene.state, target, save) + flat, difficulty, mode);
}

function checkChance(scene: Scene, user: Combatant, use: UseDef): number {
  const bonus = checkBonus(scene.ruleset, scene.state, user, use.m.check!.check);
  // A check succeeds on the same condition a save does: total at least the difficulty.
  return 1 - saveFailChance(bonus, checkDifficulty(scene.ruleset, scene.state, user, use));
}

/** Expectations of one decision, by use, then user, target and options: a decision asks about the same few
 * many times over (each walk's look-ahead, each contest's blows, the threats on each cell). */
const expected = new WeakMap<Scene, Map<UseDef, Map<string, Expected>>>();

export function expectUse(
  scene: Scene,
  user: Combatant,
  use: UseDef,
  target: Combatant,
  opts: ExpectOpts = {},
): Expected {
  // A made-up combatant (a copy held, pushed or moved) is weighed afresh: only the state's own share answers.
  const { combatants } = scene.state;
  if (combatants[user.id] !== user || combatants[target.id] !== target)
    return workOut(scene, user, use, target, opts, fixedParts(scene, user, use, target, opts.steps ?? 0));
  let byUse = expected.get(scene);
  if (!byUse) {
    byUse = new Map();
    expected.set(scene, byUse);
  }
  let byKey = byUse.get(use);
  if (!byKey) {
    byKey = new Map();
    byUse.set(use, byKey);
  }
  const key = `${user.id} ${target.id} ${opts.steps ?? 0} ${opts.from ?? ""} ${opts.decided?.critical ?? ""} ${opts.cover ?? ""}`;
  let e = byKey.get(key);
  if (!e) {
    e = workOut(scene, user, use, target, opts, keptParts(scene, user, use, target, opts.steps ?? 0));
    byKey.set(key, e);
  }
  return e;
}

/** What an expectation reads that does not depend on the cell the user acts from, nor on cover: asked for many
 * cells (each walk's look-ahead, the refinement with cover), it is worked out once per user, use, target and levels. */
interface Fixed {
  /** The attack roll's advantages, disadvantages and added number apart from the cell (attack-mode.ts). */
  readonly mode: { readonly advantages: number; readonly disadvantages: number; readonly add: number } | undefined;
  readonly attackBonus: number;
  readonly defense: number;
  /** The use's amount at these levels. */
  readonly expr: DiceExpr | undefined;
}

function fixedParts(scene: Scene, user: Combatant, use: UseDef, target: Combatant, steps: number): Fixed {
  const m = use.m;
  const rolled = !m.autoHit && (m.attackRoll || use.toHit !== undefined);
  return {
    mode: rolled ? attackModeFixed(scene.ctx, user, use, target, average) : undefined,
    attackBonus: rolled ? attackBonus(scene.ruleset, scene.state, user, use) : 0,
    defense: rolled ? defense(scene.ruleset, scene.state, target) : 0,
    expr: amountOf(scene.ctx, { steps } as ActFrame, use, user),
  };
}

/** The fixed parts of the state's own combatants, kept for the decision (as `expected`). */
const kept = new WeakMap<Scene, Map<UseDef, Map<string, Fixed>>>();

function keptParts(scene: Scene, user: Combatant, use: UseDef, target: Combatant, steps: number): Fixed {
  let byUse = kept.get(scene);
  if (!byUse) {
    byUse = new Map();
    kept.set(scene, byUse);
  }
  let byKey = byUse.get(use);
  if (!byKey) {
    byKey = new Map();
    byUse.set(use, byKey);
  }
  const key = `${user.id} ${target.id} ${steps}`;
  let f = byKey.get(key);
  if (!f) {
    f = fixedParts(scene, user, use, target, steps);
    byKey.set(key, f);
  }
  return f;
}

function workOut(
  scene: Scene,
  user: Combatant,
  use: UseDef,
  target: Combatant,
  opts: ExpectOpts,
  fixed: Fixed,
): Expected {
  const m = use.m;
  let land = 1;
  let half = 0;
  let crit = 0;
  /** The share of its damage a failed save takes (1: all of it). */
  let failShare = 1;
  if (opts.decided) crit = opts.decided.critical ? 1 : 0;
  else if (m.autoHit) land = 1;
  else if (m.attackRoll || use.toHit !== undefined) {
    // As attackMode below, its part that does not depend on the cell kept.
    const at = attackModeAt(scene.ctx, user, use, target, opts.from ?? user.at);
    const sum = fixed.mode!;
    const mode = modeOf(sum.advantages + at.advantages, sum.disadvantages + at.disadvantages);
    const bonus = fixed.attackBonus + sum.add;
    const cover = opts.cover === false ? 0 : coverFrom(scene, user, target, opts.from, use);
    const against = fixed.defense + cover;
    land = hitChance(bonus, against, mode, scene.critOn);
    crit = critChance(mode, scene.critOn);
  } else if (m.save) {
    // Cover from the user helps a dex save against a use aimed at the target (an area's point is weighed
    // where the area is).
    const dex =
      opts.cover !== false &&
      !m.area &&
      scene.ruleset.sheet.saves?.find((x) => x.id === m.save!.save)?.ability === "dex";
    const dc =
      saveDifficulty(scene.ruleset, scene.state, user, use) - (dex ? coverFrom(scene, user, target, opts.from) : 0);
    land = failChance(scene, target, m.save.save, dc, { source: user, use: use.id });
    half = m.save.onSuccess === "half" ? 1 - land : 0;
    // Extension point "target results": the outcomes as the target's own rules leave them (1.250 evasion).
    const saved = savedOutcomes(scene, use, target);
    if (saved) {
      // A success may lose its half (1.250 evasion), or keep half of a damage it would negate (1.414 halfOnSave).
      half = saved.success ? 1 - land : 0;
      failShare = saved.fail;
    }
  } else if (m.check) land = checkChance(scene, user, use);

  let hitMean = 0;
  let variance = 0;
  let critExtra = 0;
  let heal = 0;
  const clause = (expr: DiceExpr, type: string) => {
    const f = damageFactor(scene, target, type);
    const dice = diceAverage(expr);
    const critShare = land > 0 && scene.doublesDice ? Math.min(1, crit / land) : 0;
    hitMean += f * (average(expr) + critShare * dice);
    critExtra += f * critShare * dice;
    variance += f * f * dieVariance(expr) * (1 + critShare);
  };
  const expr = fixed.expr;
  // Healing the target cannot take (1.191 `cannot-heal`, 1.261 all but magical) is worth nothing.
  if (m.kind === "heal") heal = expr && !healBlockedBy(scene.ctx, target, use) ? Math.max(0, average(expr)) * land : 0;
  else if (m.kind !== "buff" || expr) {
    if (expr) {
      // The blow's own dice as its user's changes leave them (1.197 more times, 1.247 more on a critical).
      const own = blowDice(scene.ctx, user, use, expr);
      clause(own.expr, m.damageType ?? "untyped");
      if (own.onCritical.terms.length && land > 0) {
        const extra = damageFactor(scene, target, m.damageType ?? "untyped") * Math.min(1, crit / land);
        hitMean += extra * average(own.onCritical);
        critExtra += extra * average(own.onCritical);
      }
    }
    for (const p of plusClauses(scene.ctx, user, use, target, opts.from ?? user.at)) {
      const dice = p.dice ? parsedDice(p.dice) : { terms: [], flat: 0 };
      clause({ terms: dice.terms, flat: dice.flat + (p.flat ?? 0) }, p.type ?? m.damageType ?? "untyped");
    }
  }
  hitMean = Math.max(0, hitMean);
  const halfMean = Math.max(0, (hitMean - critExtra) / 2);
  hitMean *= failShare;
  const temp = m.temporary !== undefined ? Math.max(0, average(parsedDice(m.temporary))) * land : 0;
  return {
    land,
    half,
    damage: land * hitMean + half * halfMean,
    hitMean,
    hitSd: Math.sqrt(variance),
    heal,
    temp,
  };
}

/** What the packages' "target results" make of a failed save (the share of the damage taken) and of a success (whether
 * half its damage lands), when any module answers; undefined when none does. */
function savedOutcomes(
  scene: Scene,
  use: UseDef,
  target: Combatant,
): { readonly fail: number; readonly success: boolean } | undefined {
  const hooks = scene.ctx.caps.modulesWith("saveResult");
  if (!hooks.length) return undefined;
  const settle = (first: TargetResult) => hooks.reduce((r, m) => m.saveResult!(scene.ctx, use, target, r), first);
  const fail = settle({ lands: true });
  const success = settle(use.m.save!.onSuccess === "half" ? { lands: true, halved: true } : { lands: false });
  return {
    fail: !fail.lands || fail.noDamage ? 0 : fail.halfDamage || fail.halved ? 0.5 : 1,
    success: success.lands && (!!success.halved || !!success.halfDamage),
  };
}
