// The value of a use on one target: damage, healing, broken concentration and conditions, as expected.
import type { Combatant } from "../combat/types.js";
import type { UseDef } from "../combat/uses.js";
import type { Cell } from "../ruleset/encounter.js";
import { breakValue } from "./consider/concentration.js";
import { conditionsValue } from "./consider/conditions.js";
import { damageValue } from "./consider/damage.js";
import { healingValue } from "./consider/healing.js";
import { expectUse } from "./expect.js";
import type { Scene } from "./scene.js";

export interface EffectOpts {
  readonly steps?: number;
  readonly from?: Cell;
  readonly decided?: { critical: boolean };
  readonly cover?: boolean;
}

/** The value of a use on one target. */
export function onTarget(scene: Scene, use: UseDef, target: Combatant, opts: EffectOpts = {}): number {
  const e = expectUse(scene, scene.me, use, target, opts);
  const saveFail = use.m.save ? e.land : 0.5;
  // Someone down is past conditions and concentration: a blow only brings death closer (damage.ts), a heal
  // brings them back.
  if (target.status !== "standing") return damageValue(scene, target, e) + healingValue(scene, target, e);
  return (
    damageValue(scene, target, e) +
    healingValue(scene, target, e) +
    breakValue(scene, target, e) +
    conditionsValue(scene, use.m.applies, target, e.land, saveFail)
  );
}
