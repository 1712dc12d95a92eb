// Teleports (1.276, 1.279, 1.280): where to land and whether to leave. A landing cell is worth its position, plus
// the strike a creature's teleport makes from there for free (a blink dog lands beside its prey and bites), or
// the best blow from there when the teleport spends another budget than the main one (Misty Step). A creature at
// a quarter of its health or less leaves the fight when it can, taking its companions along.

import { cellDistance } from "../../combat/board/grid.js";
import { rules } from "../../combat/rules.js";
import type { Choice, Option, Payment } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import type { Candidate } from "../../director/candidate.js";
import { dropCost } from "../../director/consider/drawing.js";
import { positionValue } from "../../director/consider/position.js";
import { resourceCost } from "../../director/consider/resources.js";
import { effectOf } from "../../director/effect.js";
import { bestFrom } from "../../director/lookahead.js";
import { onTarget } from "../../director/on-target.js";
import type { DirectorParts } from "../../director/plugins.js";
import { foesInView, type Scene } from "../../director/scene.js";
import type { Cell } from "../../ruleset/encounter.js";
import { strikeOf } from "./offer.js";

/** Leaving is all or nothing: far above any blow when badly hurt, out of the question otherwise. */
const LEAVE = 1000;
/** A teleport is spent where a walk is not: between equal plans, walk. */
const SPENT = 0.5;

const badlyHurt = (scene: Scene) => scene.me.hp * 4 <= scene.me.maxHp;

function own(scene: Scene, option: Option): { use: UseDef | undefined; uses: readonly UseDef[] } {
  const uses = usesOf(scene.ruleset, scene.state, scene.me);
  return { use: uses.find((u) => u.id === option.use), uses };
}

/** Landing cells worth weighing: the nearest beside each foe in view, and the one farthest from every foe. */
function landings(scene: Scene, cells: readonly Cell[], reach: number): Cell[] {
  const out: Cell[] = [];
  const foes = foesInView(scene).filter((f) => f.at);
  for (const f of foes) {
    const beside = cells.find((c) => cellDistance(c, f.at!) <= reach);
    if (beside && !out.includes(beside)) out.push(beside);
  }
  let far: { cell: Cell; d: number } | undefined;
  for (const c of cells) {
    const d = Math.min(...foes.map((f) => cellDistance(c, f.at!)));
    if (!far || d > far.d) far = { cell: c, d };
  }
  if (far && !out.includes(far.cell)) out.push(far.cell);
  return out;
}

export function teleportCandidates(scene: Scene, option: Option): Candidate[] {
  const { use, uses } = own(scene, option);
  const offer = option.teleport!;
  const payment: Payment | undefined = option.payments?.[0];
  const pay = payment && option.payments!.length > 1 ? { pay: payment.pool } : {};
  const base = { option, targets: [], steps: 0, ...(use ? { use } : {}), ...(payment ? { payment } : {}) };
  const out: Candidate[] = [];
  if (offer.leaves) {
    // Companions come along, the most hurt first, as many as it takes.
    const carries = [...(offer.carries ?? [])]
      .sort((a, b) => scene.state.combatants[a]!.hp - scene.state.combatants[b]!.hp)
      .slice(0, offer.upTo ?? 0);
    const choice: Choice = { option: option.id, ...pay, ...(carries.length ? { carries } : {}) };
    out.push({ ...base, choice });
  }
  const strike = use && strikeOf(uses, use);
  const reach = strike ? Math.max(1, Math.floor(strike.reach / (scene.state.board?.perCell ?? 5))) : 1;
  for (const at of landings(scene, offer.cells, reach))
    out.push({ ...base, choice: { option: option.id, at, ...pay } });
  return out;
}

/** The best the strike does from `at` on a foe it reaches. */
function strikeFrom(scene: Scene, strike: UseDef, at: Cell): number {
  const reach = Math.max(1, Math.floor(strike.reach / (scene.state.board?.perCell ?? 5)));
  let best = 0;
  for (const f of foesInView(scene)) {
    if (!f.at || cellDistance(at, f.at) > reach) continue;
    best = Math.max(best, onTarget(scene, strike, f, { from: at, cover: false }));
  }
  return best;
}

export function teleportValue(scene: Scene, cand: Candidate): number {
  const at = cand.choice.at as Cell | undefined;
  if (!at) return badlyHurt(scene) ? LEAVE : -LEAVE;
  const here = scene.me.at;
  const { use, uses } = own(scene, cand.option);
  const strike = use && strikeOf(uses, use);
  const paired = cand.option.pairing?.as === "paired";
  let ahead = 0;
  if (strike && !paired) ahead = strikeFrom(scene, strike, at);
  else if (cand.option.budget !== undefined && cand.option.budget !== rules(scene.ruleset).main)
    ahead = bestFrom(scene, at);
  const position = positionValue(scene, at) - (here ? positionValue(scene, here) : 0);
  return position + ahead - resourceCost(scene, use, cand.payment) - (paired ? 0 : SPENT);
}

/** "Bite, then Teleport" spends the teleport too: a plain bite is the better buy unless the teleport is worth it. */
export function strikeFirstCost(option: Option): number {
  return option.pairing?.as === "strike-first" ? SPENT : 0;
}

/** The teleport package's part in the director: a teleport's landing cells (or leaving); the strike-first half
 * is a use like any other, less the teleport it spends. */
export const director: DirectorParts = {
  teleport: {
    // It lands on one of its cells, or (when it can) leaves the fight: one more pick than cells.
    randomFill(option, pick) {
      const t = option.teleport;
      if (!t) return {};
      const n = pick(t.cells.length + (t.leaves ? 1 : 0));
      return n < t.cells.length ? { at: [...t.cells[n]!] as [number, number] } : {};
    },
    candidates: (scene, option) => (option.teleport ? teleportCandidates(scene, option) : undefined),
    value: (scene, cand, after) =>
      cand.option.teleport
        ? teleportValue(scene, cand)
        : cand.option.kind === "use"
          ? effectOf(scene, cand) + after - strikeFirstCost(cand.option) - dropCost(scene, cand.option)
          : undefined,
  },
};
