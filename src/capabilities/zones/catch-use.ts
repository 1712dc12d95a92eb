// The use a lasting zone's later catches resolve as, for the director's estimates of them (a zone moved, turned or
// pushed into, a wall's side): the entry's own, dealing the zone's `damageType` when it names one (1.198), as the
// "blow type" extension point has the repeat act deal it in play. The cast itself deals the entry's.
import type { UseDef } from "../../combat/uses.js";

const caught = new WeakMap<UseDef, UseDef>();

export function catchUse(use: UseDef): UseDef {
  const type = use.m.zone?.damageType;
  if (type === undefined || type === use.m.damageType) return use;
  let out = caught.get(use);
  if (!out) {
    out = { ...use, m: { ...use.m, damageType: type } };
    caught.set(use, out);
  }
  return out;
}
