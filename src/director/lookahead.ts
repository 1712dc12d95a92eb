// One ply ahead for a walk: the best a use on the menu now could do from the cell the walk ends on. A cell is
// then worth its position plus that use, weighed against using something here and walking after.
import { coverOf } from "../combat/board/cover.js";
import { cellDistance } from "../combat/board/grid.js";
import { budgetFor } from "../combat/capabilities/budgets.js";
import { hiddenFrom } from "../combat/seeing.js";
import { incapacitated } from "../combat/stats.js";
import { sideOf } from "../combat/targeting.js";
import type { Combatant, Option } from "../combat/types.js";
import { type UseDef, usesOf } from "../combat/uses.js";
import type { Cell } from "../ruleset/encounter.js";
import { cellsOf } from "./consider/position.js";
import { resourceCost } from "./consider/resources.js";
import { onTarget } from "./on-target.js";
import type { Scene } from "./scene.js";

interface Reachable {
  readonly use: UseDef;
  readonly range: number;
  readonly cost: number;
  readonly targets: readonly Combatant[];
  /** Values per target, 4 slots each (next to a foe or not, at long range or not); NaN until weighed. */
  readonly values: Float64Array;
}

const prepared = new WeakMap<Scene, Reachable[]>();

/** Single-target uses the decider could aim after a walk, and everyone on the right side they could reach
 * from somewhere: the menu's, and those the menu leaves out only because no one is within reach yet (free
 * ones: weapons and cantrips, with their budget still unspent). */
function reachables(scene: Scene): Reachable[] {
  let list = prepared.get(scene);
  if (list) return list;
  list = [];
  const all = scene.state.order.map((id) => scene.state.combatants[id]!);
  const mine = usesOf(scene.ruleset, scene.state, scene.me);
  const add = (use: UseDef, option: Option | undefined) => {
    if (use.m.area) return;
    const side = sideOf(use);
    if (side === "self" || side === "any") return;
    const targets = all.filter((t) => {
      if (!t.at || t.status === "dead" || t.status === "fled") return false;
      // No one can aim at a foe hidden from them (1.287), wherever they walk to.
      if (hiddenFrom(t, scene.me)) return false;
      if (side === "enemy") return t.side !== scene.me.side && t.status === "standing";
      return t.side === scene.me.side && (use.m.kind === "heal" || t.status === "standing");
    });
    const cost = resourceCost(scene, use, option?.payments?.[0]);
    const values = new Float64Array(targets.length * 4).fill(Number.NaN);
    list!.push({ use, range: cellsOf(scene, use), cost, targets, values });
  };
  const offered = new Set<string>();
  for (const option of scene.menu) {
    if (option.kind !== "use" || !option.targets || option.cells) continue;
    const use = mine.find((u) => u.id === option.use);
    if (!use) continue;
    offered.add(use.id);
    add(use, option);
  }
  const menuUses = new Set(scene.menu.map((o) => o.use));
  for (const use of mine) {
    if (menuUses.has(use.id) || offered.has(use.id) || use.m.cost !== undefined || use.m.reaction) continue;
    // Lair actions come between turns, never on the decider's own.
    if (use.betweenTurns) continue;
    if ((use.m.kind ?? "attack") !== "attack" || use.steps) continue;
    const budget = budgetFor(scene.ctx, use);
    if (budget !== undefined && (scene.me.budgets[budget] ?? 0) < 1) continue;
    add(use, undefined);
  }
  prepared.set(scene, list);
  return list;
}

/** Cells of foes able to strike, for telling whether a cell is next to one. */
const strikers = new WeakMap<Scene, Cell[]>();

function nearFoe(scene: Scene, cell: Cell): boolean {
  let cells = strikers.get(scene);
  if (!cells) {
    cells = scene.foes.filter((f) => f.at && !incapacitated(scene.ruleset, f)).map((f) => f.at!);
    strikers.set(scene, cells);
  }
  return cells.some((at) => cellDistance(at, cell) <= 1);
}

/**
 * The best value a single-target use of the menu reaches from `cell`. Without `cover` it leaves the targets'
 * cover out (a sight line per cell and target is too dear for every cell of a walk), so it is an upper bound of
 * the value with cover (and sight lines: total cover): the scorer weighs the best walks again with it (scorer.ts), since a look-ahead blind
 * to cover makes every other cell look better than this one whenever the foe has cover from here.
 */
export function bestFrom(scene: Scene, cell: Cell, cover = false): number {
  let best = 0;
  const close = nearFoe(scene, cell);
  const perCell = scene.state.board?.perCell ?? 5;
  for (const r of reachables(scene)) {
    for (let i = 0; i < r.targets.length; i++) {
      const t = r.targets[i]!;
      const d = cellDistance(cell, t.at!);
      if (d > r.range || (d === 0 && t.id !== scene.me.id)) continue;
      // A ranged use's value depends on the cell only through foes close by and long range (cover aside).
      const long = !!r.use.range && d * perCell > r.use.range.normal;
      const slot = r.use.range ? i * 4 + (close ? 2 : 0) + (long ? 1 : 0) : i * 4;
      let v = r.values[slot]!;
      if (Number.isNaN(v)) {
        v = onTarget(scene, r.use, t, { from: cell, cover: false }) - r.cost;
        r.values[slot] = v;
      }
      // Cover only lowers a value: weigh it only where the value could still be the best. Behind total cover
      // the target cannot be aimed at from there at all.
      if (cover && v > best) {
        if (scene.state.board && coverOf(scene.state, cell, t, scene.me) === "total") continue;
        v = onTarget(scene, r.use, t, { from: cell }) - r.cost;
      }
      if (v > best) best = v;
    }
  }
  return best;
}

/** The best a single-target use of the menu reaches from here or from any walk's end this turn; undefined
 * without a board, where everything is within reach. */
export function bestThisTurn(scene: Scene): number | undefined {
  const here = scene.me.at;
  if (!here) return undefined;
  let best = bestFrom(scene, here);
  for (const o of scene.menu)
    if (o.kind === "move") for (const at of o.cells ?? []) best = Math.max(best, bestFrom(scene, at));
  return best;
}
