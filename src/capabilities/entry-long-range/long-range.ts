// 1.420: a catalog entry's `longRange`, the distance it still reaches beyond `range`. Its use gets the long range an
// item's or a creature's ranged attack has (extension point "extra uses"), so targeting reaches that far and an
// attack beyond `range` is made as `combat.ranged` says of long range; alterations that extend range read both.
import type { CapabilityModule } from "../../combat/capability.js";
import type { UseDef } from "../../combat/use-def.js";
import "./def.js";

// One list per list of uses, one use per use: the menu and the director ask for them many times.
const lists = new WeakMap<readonly UseDef[], readonly UseDef[]>();
const each = new WeakMap<UseDef, UseDef>();

function withLong(use: UseDef): UseDef {
  const long = use.m.longRange;
  if (long === undefined || !use.range || use.range.long !== undefined) return use;
  let out = each.get(use);
  if (!out) {
    out = { ...use, range: { ...use.range, long } };
    each.set(use, out);
  }
  return out;
}

export const entryLongRange: CapabilityModule = {
  id: "entry-long-range",
  keys: ["longRange"],
  moreUses(_ruleset, _state, _who, uses) {
    let out = lists.get(uses);
    if (!out) {
      const mapped = uses.map(withLong);
      out = mapped.some((u, i) => u !== uses[i]) ? mapped : uses;
      lists.set(uses, out);
    }
    return out;
  },
};
