// 1.323 as written: a weapon or a creature's action whose blows reap those they fell on Held Ground (the Reaping
// Hook); its version is the registry's. Held Ground itself comes with the fight's set-up, not the ruleset.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean } from "../../validate/schema.js";

const reaps = { reaps: { schema: boolean } };

export const format: FormatExtension = { fields: { "item.attack": reaps, "creature.action": reaps } };
