// Positions on a board: the danger of a cell (the damage foes can bring to it next round, and above all the
// chance it fells the decider there), closing on foes when none is within reach, and the opportunity attacks
// a move provokes by leaving someone's reach.
import { cellDistance } from "../../combat/board/grid.js";
import { reachCells } from "../../combat/capabilities/movement.js";
import { rules } from "../../combat/rules.js";
import { hasEffect, incapacitated, speed } from "../../combat/stats.js";
import { rangeCells } from "../../combat/targeting.js";
import type { Combatant } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import { expectUse } from "../expect.js";
import { reachChance } from "../odds.js";
import { foesInView, memo, type Scene } from "../scene.js";
import { worth } from "../threat.js";
import { fellChance } from "./damage.js";
import { costsAWeapon } from "./drawing.js";

/** Health points a cell costs per point of damage expected there (besides the chance of falling). */
const EXPOSURE = 0.1;
/** Health points a cell of progress toward the nearest foe is worth when none can be reached. */
const APPROACH = 0.3;
/** Health points a badly hurt decider adds to the worth of its own life. */
const BADLY_HURT = 5;

/** A foe's best blow on the decider: expected damage, and the chance it hits and the damage if it does,
 * normally and when the decider dodges. */
interface Blow {
  readonly dmg: number;
  readonly dodged: number;
  readonly land: number;
  readonly landDodged: number;
  readonly mean: number;
  readonly sd: number;
  /** Chance a landed blow fells the decider (its health now): asked for every cell weighed, so worked out once. */
  readonly fells: number;
}

interface Threat {
  readonly foe: Combatant;
  readonly reach: number;
  readonly speed: number;
  /** Best expected damage on the decider with a melee use, normally and when the decider dodges. */
  readonly melee: Blow | undefined;
  readonly ranged: (Blow & { range: number }) | undefined;
  /** The foe's damage is shared among the decider and the friends it can also reach. */
  readonly share: number;
  /** What its opportunity attack costs the decider (provokeCost), worked out the first time a walk provokes it. */
  provoked?: number;
}

export interface Field {
  readonly threats: readonly Threat[];
  /** Cells the decider's best use reaches. */
  readonly myRange: number;
  readonly here: Cell | undefined;
}

const fields = new WeakMap<Scene, Field>();

/** A use's range in cells; without a board everything is in range. */
export function cellsOf(scene: Scene, use: UseDef): number {
  return scene.state.board ? rangeCells(scene.ctx, use) : Number.POSITIVE_INFINITY;
}

export function field(scene: Scene): Field {
  let f = fields.get(scene);
  if (f) return f;
  const me = scene.me;
  const per = scene.state.board?.perCell ?? 5;
  const need = me.hp + me.temp;
  const threats: Threat[] = [];
  for (const foe of scene.foes) {
    if (incapacitated(scene.ruleset, foe)) continue;
    const reach = reachCells(scene.ctx, foe);
    const spd = Math.floor(speed(scene.ruleset, scene.state, foe) / per);
    let melee: Threat["melee"];
    let ranged: Threat["ranged"];
    for (const use of usesOf(scene.ruleset, scene.state, foe)) {
      if ((use.m.kind ?? "attack") !== "attack" || use.m.reaction || use.m.kind === "rider") continue;
      // A lair action reaches anywhere in the lair once a round: it is no blow from where the foe stands.
      if (use.betweenTurns) continue;
      const e = expectUse(scene, foe, use, me, { from: foe.at });
      // Dodging gives attack rolls disadvantage, turning a hit chance p into about p²; saves are untouched.
      const rolled = use.m.attackRoll || use.toHit !== undefined;
      const ratio = rolled ? e.land : 1;
      const blow: Blow = {
        dmg: e.damage,
        dodged: e.damage * ratio,
        land: e.land + e.half,
        landDodged: (e.land + e.half) * ratio,
        mean: e.hitMean,
        sd: e.hitSd,
        fells: reachChance(e.hitMean, e.hitSd, need),
      };
      if (use.range) {
        if (!ranged || e.damage > ranged.dmg) ranged = { ...blow, range: cellsOf(scene, use) };
      } else if (!melee || e.damage > melee.dmg) melee = blow;
    }
    const others = scene.friends.filter(
      (c) => c.id !== me.id && (!c.at || !foe.at || cellDistance(c.at, foe.at) <= spd + reach),
    ).length;
    threats.push({ foe, reach, speed: spd, melee, ranged, share: 1 / (1 + others) });
  }
  // The reach of the decider's blows next turn as well as now: the menu's uses, and its free ones (cantrips,
  // weapons) even once this turn's action is spent, so that a caster who has cast does not walk up to its foes.
  let myRange = 1;
  const onMenu = new Set(scene.menu.map((o) => o.use));
  for (const use of usesOf(scene.ruleset, scene.state, me)) {
    if ((use.m.kind ?? "attack") !== "attack" || use.m.reaction || use.m.kind === "rider") continue;
    if (use.betweenTurns) continue;
    // A weapon that would drop a better one is not a reach to stand off at: counting it kept a paladin with
    // sword and shield (its javelin not worth the sword) out of a medusa's reach, neither throwing nor closing in.
    if (!(onMenu.has(use.id) || use.m.cost === undefined) || costsAWeapon(scene, use)) continue;
    myRange = Math.max(myRange, cellsOf(scene, use));
  }
  f = { threats, myRange, here: me.at };
  fields.set(scene, f);
  return f;
}

/** Damage the decider can expect at `cell` next round from foes able to get there, and the chance one of
 * their blows fells it (each foe strikes the decider as often as its share of targets). */
export function incoming(scene: Scene, cell: Cell | undefined, dodging = false): { dmg: number; fell: number } {
  let dmg = 0;
  let survive = 1;
  for (const t of field(scene).threats) {
    // Without a board everyone can reach everyone.
    const d = cell && t.foe.at ? cellDistance(t.foe.at, cell) : 0;
    let best: Blow | undefined;
    if (t.melee && d <= t.speed + t.reach) best = t.melee;
    if (t.ranged && d <= t.ranged.range && (!best || t.ranged.dmg > best.dmg)) best = t.ranged;
    if (!best) continue;
    dmg += (dodging ? best.dodged : best.dmg) * t.share;
    const land = dodging ? best.landDodged : best.land;
    survive *= 1 - t.share * land * best.fells;
  }
  return { dmg, fell: 1 - survive };
}

/** What the decider's own fall costs: its worth to its side, and when badly hurt (a quarter of its health or
 * less) more, since a creature that close to death puts getting away ahead of the fight. */
export function selfWorth(scene: Scene): number {
  return memo(scene, "selfWorth", () => {
    const me = scene.me;
    const badly = me.hp * 4 <= me.maxHp;
    return badly ? 2 * worth(scene, me) + BADLY_HURT : worth(scene, me);
  });
}

/** The cost of standing at a cell: expected damage there, and the chance it fells the decider. */
export function danger(scene: Scene, cell: Cell | undefined, dodging = false): number {
  const { dmg, fell } = incoming(scene, cell, dodging);
  return dmg * EXPOSURE + fell * selfWorth(scene);
}

/** Progress toward the nearest foe, for a decider with no foe in reach of its best use. */
export function approach(scene: Scene, cell: Cell): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (const f of foesInView(scene)) if (f.at) nearest = Math.min(nearest, cellDistance(f.at, cell));
  if (!Number.isFinite(nearest)) return 0;
  return -APPROACH * Math.max(0, nearest - field(scene).myRange);
}

/** Value of standing at a cell. */
export function positionValue(scene: Scene, cell: Cell): number {
  return approach(scene, cell) - danger(scene, cell);
}

/** Expected cost of the opportunity attacks a walk along `path` provokes: each foe whose reach it leaves
 * strikes once. Given only two cells, it judges the move by its end points. */
export function provokeCost(scene: Scene, path: readonly Cell[]): number {
  const me = scene.me;
  if (path.length < 2 || hasEffect(scene.ruleset, me, "no-opportunity")) return 0;
  const budget = rules(scene.ruleset).reaction;
  if (budget === undefined) return 0;
  let cost = 0;
  for (const t of field(scene).threats) {
    const at = t.foe.at;
    if (!t.melee || !at || (t.foe.budgets[budget] ?? 0) < 1) continue;
    let leaves = false;
    for (let i = 0; i + 1 < path.length && !leaves; i++)
      leaves = cellDistance(at, path[i]!) <= t.reach && cellDistance(at, path[i + 1]!) > t.reach;
    if (!leaves) continue;
    if (t.provoked === undefined) {
      const m = t.melee;
      const blow = { land: m.land, half: 0, damage: m.dmg, hitMean: m.mean, hitSd: m.sd, heal: 0, temp: 0 };
      t.provoked = m.dmg + fellChance(me, blow) * selfWorth(scene);
    }
    cost += t.provoked;
  }
  return cost;
}

/** Whether a cell lies within the reach of some foe that could strike back at once. */
export function inFoeReach(scene: Scene, cell: Cell): boolean {
  return field(scene).threats.some((t) => t.foe.at && cellDistance(t.foe.at, cell) <= t.reach);
}

/** The cells of a straight walk, diagonal steps first. */
export function straight(from: Cell, to: Cell): Cell[] {
  const path: Cell[] = [from];
  let [x, y] = from;
  while (x !== to[0] || y !== to[1]) {
    x += Math.sign(to[0] - x);
    y += Math.sign(to[1] - y);
    path.push([x, y]);
  }
  return path;
}
