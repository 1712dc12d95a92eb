// Keys a package adds inside an applied condition (`applies[].saveEnds.beyond`), at every place the reference
// lists them and in an aura's save, whose conditions the fight applies as an entry's: one description for all.
import type { FormatExtension } from "../../validate/extensions.js";
import type { Field } from "../../validate/schema.js";

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
