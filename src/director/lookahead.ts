// One ply ahead for a walk: the best a use on the menu now could do from the cell the walk ends on. A cell is
// then worth its position plus that use, weighed against using something here and walking after.
import { cellDistance } from "../combat/board/grid.js";
import { incapacitated } from "../combat/stats.js";
import { sideOf } from "../combat/targeting.js";
import type { Combatant, Option } from "../combat/types.js";
import { type UseDef, usesOf } from "../combat/uses.js";
import type { Cell } from "../ruleset/encounter.js";
import { cellsOf } from "./consider/position.js";
import { resourceCost } from "./consider/resources.js";
import { onTarget } from "./effect.js";
import type { Scene } from "./scene.js";

interface Reachable {
  readonly option: Option;
  readonly use: UseDef;
  readonly range: number;
  readonly cost: number;
  readonly targets: readonly Combatant[];
}

const prepared = new WeakMap<Scene, Reachable[]>();

/** Single-target uses of the menu and everyone on the right side they could reach from somewhere. */
function reachables(scene: Scene): Reachable[] {
  let list = prepared.get(scene);
  if (list) return list;
  list = [];
  const all = scene.state.order.map((id) => scene.state.combatants[id]!);
  for (const option of scene.menu) {
    if (option.kind !== "use" || !option.targets || option.cells) continue;
    const use = usesOf(scene.ruleset, scene.state, scene.me).find((u) => u.id === option.use);
    if (!use || use.m.area) continue;
    const side = sideOf(use);
    if (side === "self" || side === "any") continue;
    const targets = all.filter((t) => {
      if (!t.at || t.status === "dead" || t.status === "fled") return false;
      if (side === "enemy") return t.side !== scene.me.side && t.status === "standing";
      return t.side === scene.me.side && (use.m.kind === "heal" || t.status === "standing");
    });
    const cost = resourceCost(scene, use, option.payments?.[0]);
    list.push({ option, use, range: cellsOf(scene, use), cost, targets });
  }
  prepared.set(scene, list);
  return list;
}

function nearFoe(scene: Scene, cell: Cell): boolean {
  return scene.foes.some((f) => f.at && !incapacitated(scene.ruleset, f) && cellDistance(f.at, cell) <= 1);
}

/** The best value a single-target use of the menu reaches from `cell`. */
export function bestFrom(scene: Scene, cell: Cell): number {
  let best = 0;
  const close = nearFoe(scene, cell);
  for (const r of reachables(scene)) {
    for (const t of r.targets) {
      const d = cellDistance(cell, t.at!);
      if (d > r.range || (d === 0 && t.id !== scene.me.id)) continue;
      // A ranged use's value depends on the cell only through foes close by and long range.
      const long = r.use.range && d * (scene.state.board?.perCell ?? 5) > r.use.range.normal;
      const key = `ahead:${r.option.id}:${t.id}:${r.use.range ? `${close}:${long}` : ""}`;
      let v = scene.memo.get(key);
      if (v === undefined) {
        v = onTarget(scene, r.use, t, { from: cell }) - r.cost;
        scene.memo.set(key, v);
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
