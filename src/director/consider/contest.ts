// Contests (`combat.contests`: grapple, shove): a contest on a foe is worth the chance of winning it (the best of
// the decider's checks against the best of the target's, a tie losing) times what winning does over the coming
// round, from the decider's side's point of view. A condition is weighed through the engine's own attack rolls,
// on a copy of the target holding it: the blows of the decider's friends who act before the target's next turn
// (a prone foe beside its shover is struck at an advantage), less what the target's own next blow on the side
// loses (at a disadvantage, or out of reach once its speed is zero). Speed zero also keeps a foe that would walk
// away (badly hurt, or one that strikes from afar) within reach of those who act after it. A push is weighed by
// the same two blows from the cell it leaves the target on. What the spent action would otherwise do is left to
// the scorer's comparison: the contest spends its whole budget, as the core does.

import { cellDistance } from "../../combat/board/grid.js";
import { immuneTo } from "../../combat/capabilities/immunity.js";
import { reachCells } from "../../combat/capabilities/movement.js";
import { pushPath } from "../../combat/capabilities/push.js";
import { sumModifiers } from "../../combat/modifier-rolls.js";
import { checkBonus, incapacitated, speed } from "../../combat/stats.js";
import { sideOf } from "../../combat/targeting.js";
import type { BoardState, Combatant, Option } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import { average } from "../../dice/index.js";
import type { ContestDef } from "../../ruleset/combat.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { Candidate } from "../candidate.js";
import { plainCandidate } from "../candidates.js";
import { expectUse } from "../expect.js";
import { contestChance, type Mode, modeOf } from "../odds.js";
import type { Scene } from "../scene.js";
import { damageValue } from "./damage.js";
import { cellsOf } from "./position.js";

/** The opposed contest an option of the `contests` module stands for. */
function contestOf(scene: Scene, option: Option): ContestDef | undefined {
  if (option.module !== "contests" || option.kind !== "standard") return undefined;
  const id = option.action;
  return scene.ruleset.combat?.contests?.find((d) => d.id === id && !d.from && !!d.defender?.length);
}

/** One candidate per target the contest can be made on (a foe to grapple or shove, a captor to escape). */
export function contestCandidates(scene: Scene, option: Option): Candidate[] {
  const plain = plainCandidate(option);
  return (option.targets?.candidates ?? []).map((id) => ({
    ...plain,
    choice: { option: option.id, targets: [id] },
    targets: [scene.state.combatants[id]!],
  }));
}

/** The best of `checks` for `who`, with its `checks` modifiers (their dice at their average) and mode. */
export function checkOf(scene: Scene, who: Combatant, checks: readonly string[]): { bonus: number; mode: Mode } {
  const best = Math.max(...checks.map((c) => checkBonus(scene.ruleset, scene.state, who, c)));
  const mods = sumModifiers(scene.ctx, who, "checks", () => true, average);
  return { bonus: best + mods.add, mode: modeOf(mods.advantages, mods.disadvantages) };
}

/** Chance the decider wins the contest on `target`: a tie leaves things as they were. */
export function winChance(scene: Scene, def: ContestDef, target: Combatant): number {
  const mine = checkOf(scene, scene.me, def.attacker);
  const theirs = checkOf(scene, target, def.defender!);
  return contestChance(mine.bonus, mine.mode, theirs.bonus, theirs.mode);
}

/** The value, to `by`'s side, of `by`'s best blow this coming round on `target` (walking first if it must),
 * the target standing where the copy says; 0 when none reaches it. `target` may be a copy with other conditions
 * or another cell: the engine's attack rolls read the copy. */
function bestBlow(scene: Scene, by: Combatant, target: Combatant, byScene: Scene): number {
  if (incapacitated(scene.ruleset, by)) return 0;
  const board = scene.state.board;
  const d = board && by.at && target.at ? cellDistance(by.at, target.at) : 0;
  const walk = board ? Math.floor(speed(scene.ruleset, scene.state, by) / board.perCell) : 0;
  let best = 0;
  for (const use of usesOf(scene.ruleset, scene.state, by)) {
    if ((use.m.kind ?? "attack") !== "attack" || use.m.reaction || use.m.area || sideOf(use) !== "enemy") continue;
    if (use.betweenTurns || use.m.signature) continue;
    const reach = use.range ? cellsOf(scene, use) : board ? reachCells(scene.ctx, by) : Number.POSITIVE_INFINITY;
    if (d > walk + reach) continue;
    best = Math.max(best, damageValue(byScene, target, expectUse(scene, by, use, target, { cover: false })));
  }
  return best;
}

/** The worst the target (as the copy has it) can do to the decider's side on its next turn, in the value of
 * its best blow on whoever it would strike. */
function theirBlow(scene: Scene, target: Combatant): number {
  const theirs: Scene = { ...scene, me: target };
  let worst = 0;
  for (const v of scene.friends) worst = Math.max(worst, bestBlow(scene, target, v, theirs));
  return worst;
}

/** Friends of the decider who act before the target's next turn, and those who act after it until the
 * decider's own next turn (the decider last). */
function around(scene: Scene, target: Combatant): { before: Combatant[]; after: Combatant[] } {
  const { order, turn } = scene.state;
  const before: Combatant[] = [];
  const after: Combatant[] = [];
  let passed = false;
  for (let k = 1; k <= order.length; k++) {
    const c = scene.state.combatants[order[(turn + k) % order.length]!]!;
    if (c.id === target.id) passed = true;
    else if (c.side === scene.me.side && c.status === "standing") (passed ? after : before).push(c);
  }
  return { before, after };
}

/** Whether the target would walk away from the decider's side on its turn: the director's own creatures do when
 * badly hurt (a quarter of their health or less), and one whose best blow is from afar has no need to stay. */
function walksAway(scene: Scene, target: Combatant): boolean {
  if (target.hp * 4 <= target.maxHp) return true;
  const theirs: Scene = { ...scene, me: target };
  let melee = 0;
  let ranged = 0;
  for (const use of usesOf(scene.ruleset, scene.state, target)) {
    if ((use.m.kind ?? "attack") !== "attack" || use.m.reaction || sideOf(use) !== "enemy") continue;
    const v = damageValue(theirs, scene.me, expectUse(scene, target, use, scene.me, { cover: false }));
    if (use.range) ranged = Math.max(ranged, v);
    else melee = Math.max(melee, v);
  }
  return ranged > melee;
}

/** What the side's blows on `target` over the coming round gain when it becomes `changed` (held, prone,
 * pushed): those acting before its turn strike `changed`; when its speed falls to zero and it would walk away,
 * those acting after it keep it within reach instead of finding it its speed further off. */
function blowsGained(scene: Scene, target: Combatant, changed: Combatant): number {
  const { before, after } = around(scene, target);
  let gain = 0;
  for (const a of before) gain += bestBlow(scene, a, changed, scene) - bestBlow(scene, a, target, scene);
  const board = scene.state.board;
  const walk = board ? Math.floor(speed(scene.ruleset, scene.state, target) / board.perCell) : 0;
  const held = board ? Math.floor(speed(scene.ruleset, scene.state, changed) / board.perCell) : 0;
  if (walk > held && target.at && walksAway(scene, target)) {
    for (const a of after) {
      if (!a.at) continue;
      // Walking straight away from this striker: it ends `walk - held` cells further off.
      const away = { ...target, at: farther(board!, target.at, a.at, walk - held) };
      gain += bestBlow(scene, a, changed, scene) - bestBlow(scene, a, away, scene);
    }
  }
  return gain;
}

/** The cell `n` steps straight away from `from`, starting at `at`, stopping at the board's edge. */
function farther(board: BoardState, at: Cell, from: Cell, n: number): Cell {
  const dx = Math.sign(at[0] - from[0]) || 1;
  const dy = Math.sign(at[1] - from[1]);
  const clamp = (v: number, hi: number) => Math.min(hi - 1, Math.max(0, v));
  return [clamp(at[0] + dx * n, board.width), clamp(at[1] + dy * n, board.height)];
}

/** What winning the contest does to `target`: the copy of it that results, or undefined when nothing changes. */
function afterWin(scene: Scene, def: ContestDef, target: Combatant): Combatant | undefined {
  const me = scene.me;
  const added = (def.onWin.applies ?? []).filter(
    (a) =>
      !target.conditions.some((c) => c.id === a.condition) &&
      !immuneTo(scene.ruleset, scene.state, target, a.condition),
  );
  const ends = (def.onWin.ends ?? []).filter((e) => e.on !== "self").map((e) => e.condition);
  let conditions = target.conditions.filter((c) => !ends.includes(c.id));
  conditions = [...conditions, ...added.map((a) => ({ id: a.condition, source: me.id }))];
  const path = def.onWin.push ? pushPath(scene.state, me, target, def.onWin.push) : [];
  if (!added.length && conditions.length === target.conditions.length && path.length < 2) return undefined;
  return { ...target, conditions, ...(path.length > 1 ? { at: path.at(-1)! } : {}) };
}

/** What a contest candidate is worth, in health points; 0 for any other. */
export function contestValue(scene: Scene, cand: Candidate): number {
  const def = contestOf(scene, cand.option);
  const target = cand.targets[0];
  if (!def || !target) return 0;
  const changed = afterWin(scene, def, target);
  if (!changed) return 0;
  const gained = blowsGained(scene, target, changed) + theirBlow(scene, target) - theirBlow(scene, changed);
  return winChance(scene, def, target) * Math.max(0, gained);
}
