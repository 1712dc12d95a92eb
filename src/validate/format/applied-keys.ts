// Keys a package adds inside an applied condition (`applies[].saveEnds.beyond`), at every place the format lists
// conditions to apply that the fight applies as a use's: a use's `applies` and an aura's save's (which the auras
// package writes with the same `appliesList`). One description for all of them.
import type { FormatExtension } from "../extensions.js";
import type { Field } from "../schema.js";

const USES = ["entry.mechanics", "item.use", "creature.action"] as const;
const AURA_SAVES = ["auras[].save.applies[].", "auras[].save.failedBy.applies[]."];

/** `keys` (paths inside an `applies` item) at a use's `applies` and an aura's save's. */
export function appliedKeys(keys: Readonly<Record<string, Field>>): NonNullable<FormatExtension["fields"]> {
  const under = (prefix: string) => Object.fromEntries(Object.entries(keys).map(([k, f]) => [prefix + k, f]));
  return {
    ...Object.fromEntries(USES.map((place) => [place, under("applies[].")])),
    "combat.condition": Object.assign({}, ...AURA_SAVES.map(under)),
  };
}
