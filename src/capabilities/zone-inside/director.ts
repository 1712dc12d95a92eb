// The director's weighing of zones that act on those inside (1.179, 1.181): a use aimed at someone a ward keeps it
// from does nothing to them; a zone that forbids components is worth the blows it keeps foes inside from dealing
// (and costs those it keeps from friends); a ward is worth the spells it keeps off friends inside; the conditions
// held inside are worth what they do to those it covers for the rounds it is counted for, and an immunity inside
// is worth the damage of those types it keeps off friends there (and costs what it keeps off foes), so such a zone is
// aimed at friends too (extension point "aim choices").

import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import { usesOf } from "../../combat/uses.js";
import { key } from "../../director/consider/area.js";
import { conditionsValue } from "../../director/consider/conditions.js";
import { onTarget } from "../../director/on-target.js";
import type { AimChoices, EffectWorth } from "../../director/plugins.js";
import { isFoe, type Scene } from "../../director/scene.js";
import { threat } from "../../director/threat.js";
import type { ZoneWards } from "./def.js";
import { judgedLevel, wardLevel, wardOf } from "./wards.js";

/** Rounds a lasting zone is counted for: fights are short, and it may be left or ended. */
const ROUNDS = 2;

/** The share of `c`'s harmful uses that `blocked` takes away. */
function shareBlocked(scene: Scene, c: Combatant, blocked: (u: UseDef) => boolean): number {
  const uses = usesOf(scene.ruleset, scene.state, c).filter((u) => (u.m.kind ?? "attack") === "attack");
  return uses.length ? uses.filter(blocked).length / uses.length : 0;
}

function zoneWorth(scene: Scene, use: UseDef, steps: number, targets: readonly Combatant[]): number {
  const zone = use.m.zone;
  let v = 0;
  const forbids = zone?.forbids?.components;
  if (forbids) {
    for (const t of targets) {
      const lost = threat(scene, t) * shareBlocked(scene, t, (u) => !!u.m.components?.some((c) => forbids.includes(c)));
      v += (isFoe(scene, t) ? lost : -lost) * ROUNDS;
    }
  }
  const inside = zone?.inside;
  const standing = targets.filter((t) => t.status === "standing");
  if (inside?.conditions?.length) {
    // Held for as long as they stay inside: counted, like the rest of a zone, for a couple of rounds.
    const applies = inside.conditions.map((condition) => ({ condition, duration: { rounds: ROUNDS } }));
    for (const t of standing) v += conditionsValue(scene, applies, t, 1, 1);
  }
  const immune = inside?.immune;
  if (immune?.length) {
    const dealsIt = (u: UseDef) => u.m.damageType !== undefined && immune.includes(u.m.damageType);
    for (const t of standing) {
      // What the other side would deal of those types, shared among the side of the one kept from it.
      const foe = isFoe(scene, t);
      const against = (foe ? scene.friends : scene.foes).filter((c) => c.status === "standing");
      const size = foe ? scene.foes.length : scene.friends.length;
      let spared = 0;
      for (const c of against) spared += threat(scene, c) * shareBlocked(scene, c, dealsIt);
      v += ((foe ? -1 : 1) * spared * ROUNDS) / Math.max(1, size);
    }
  }
  const wards: ZoneWards | undefined = zone?.wards;
  if (wards) {
    const most = wardLevel(wards, steps);
    const kept = (u: UseDef) =>
      u.catalog !== undefined && wards.catalogs.includes(u.catalog) && judgedLevel(wards, u, u.level) <= most;
    const inside = targets.filter((t) => t.status === "standing");
    for (const side of [true, false]) {
      // Those inside on one side are spared what the other side's spells would do to them, shared among their side.
      const sheltered = inside.filter((t) => isFoe(scene, t) !== side);
      const against = (side ? scene.foes : scene.friends).filter((c) => c.status === "standing");
      const size = side ? scene.friends.length : scene.foes.length;
      let spared = 0;
      for (const c of against) spared += threat(scene, c) * shareBlocked(scene, c, kept);
      v += ((side ? 1 : -1) * spared * ROUNDS * sheltered.length) / Math.max(1, size);
    }
  }
  return v;
}

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  if (!use) return 0;
  let v = use.m.zone ? zoneWorth(scene, use, cand.steps, cand.targets) : 0;
  if (scene.state.zones) {
    // The director's own weighing took the use as landing: take back what a ward keeps from its targets.
    const paid = cand.payment?.level;
    for (const t of cand.targets)
      if (wardOf(scene.ctx, scene.me, use, paid, t)) v -= onTarget(scene, use, t, { steps: cand.steps });
  }
  return v;
};

/** A zone that shelters those inside (an immunity there) is also aimed at each friend, not only at foes. */
export const aimChoices: AimChoices = (scene, option, use, aims) => {
  if (!use.m.zone?.inside?.immune?.length) return undefined;
  const offered = new Set((option.cells ?? []).map(key));
  const seen = new Set(aims.map(key));
  const friends = scene.friends.filter((f) => f.at && offered.has(key(f.at)) && !seen.has(key(f.at)));
  return [...aims, ...friends.map((f) => f.at!)].map((at) => ({ choice: { at } }));
};
