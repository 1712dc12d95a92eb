// The director and walls (1.177): besides each plain aim, a wall may run from one foe toward another (catching both)
// or ring a foe, or the point between two (extension point "aim choices"); a wall with `zone.side` takes the side
// where its catches are worth most, and what that side will do to those beside it is weighed, more lightly, as
// those caught only when their turn ends or starts there, who may walk away first (extension point "effect worth").
import { areaMask } from "../../combat/board/area.js";
import type { AreaLayout } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { Candidate } from "../../director/candidate.js";
import { key, withMidpoints } from "../../director/consider/area.js";
import { onTarget } from "../../director/on-target.js";
import type { AimChoice, AimChoices, EffectWorth } from "../../director/plugins.js";
import { foesInView, memo, type Scene } from "../../director/scene.js";
import type { Cell } from "../../ruleset/encounter.js";
import { catchUse } from "../zones/catch-use.js";
import { SIDES } from "./def.js";
import { layoutOf } from "./layout.js";
import { beside, cellsOfMask, wanted } from "./sides.js";

/** Those beside a wall are caught only at their turn, and may walk away first: a lighter weight. */
const BESIDE = 0.5;

/** What each side (far, near) of a wall aimed at `at` and laid out as `layout` does to those beside it now, kept
 * for the decision (the aim and the candidate's worth ask the same). */
function sideValues(
  scene: Scene,
  use: UseDef,
  at: Cell,
  layout: AreaLayout | undefined,
): { far: number; near: number } {
  const def = use.m.zone?.side;
  const b = scene.state.board;
  const me = scene.me;
  const out = { far: 0, near: 0 };
  if (!def || !b || !me.at) return out;
  const id = `wall-side:${use.id}:${key(at)}:${layout?.ring ?? ""}:${layout?.toward ? key(layout.toward) : ""}`;
  const far = memo(scene, `${id}:far`, () => {
    const mask = areaMask(scene.state, use.m.area!, me.at!, at, layout);
    const wall = cellsOfMask(b, mask);
    const laid = { area: use.m.area!, origin: me.at!, at, layout };
    const reach = Math.floor(def.distance / b.perCell);
    for (const t of [...scene.foes, ...scene.friends]) {
      if (!t.at || (use.m.friendlyFire === false && t.side === me.side)) continue;
      for (const side of SIDES)
        if (beside(b, laid, mask, wall, wanted(side), reach, t.at))
          out[side] += onTarget(scene, catchUse(use), t) * BESIDE;
    }
    scene.memo.set(`${id}:near`, out.near);
    return out.far;
  });
  return { far, near: memo(scene, `${id}:near`, () => 0) };
}

/** The aim with the side worth most, when the wall has sides (the far side, the default, when neither is). */
function withSide(scene: Scene, use: UseDef, aim: AimChoice): AimChoice {
  if (!use.m.zone?.side) return aim;
  const v = sideValues(scene, use, aim.choice.at, aim.layout);
  return { ...aim, choice: { ...aim.choice, side: v.near > v.far ? "near" : "far" } };
}

export const aimChoices: AimChoices = (scene, option, use, aims) => {
  if (!option.toward) return undefined;
  const offered = new Set((option.cells ?? []).map(key));
  const out: AimChoice[] = aims.map((at) => ({ choice: { at } }));
  const foes = foesInView(scene)
    .filter((f) => f.at)
    .map((f) => f.at!);
  // A wall run from one foe toward another.
  for (const a of foes)
    for (const toward of foes)
      if (key(a) !== key(toward) && offered.has(key(a)) && offered.has(key(toward)))
        out.push({ choice: { at: a, toward }, layout: { toward } });
  // A ring around a foe, or between two.
  const ring = use.m.area?.ring;
  if (option.ring && ring !== undefined) {
    const r = Math.floor(ring / (scene.state.board?.perCell ?? 5) / 2);
    for (const at of withMidpoints([...foes], foes, r, offered))
      out.push({ choice: { at, ring: true }, layout: { ring } });
  }
  return out.map((aim) => withSide(scene, use, aim));
};

export const effectWorth: EffectWorth = (scene, cand: Candidate) => {
  const use = cand.use;
  const at = cand.choice.at;
  if (!use?.m.zone?.side || use.m.area?.shape !== "wall" || !at || !scene.state.board) return 0;
  return sideValues(scene, use, at, layoutOf(use, cand.choice))[cand.choice.side ?? "far"];
};
