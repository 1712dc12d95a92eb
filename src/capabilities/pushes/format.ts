// 1.182 and 1.184 as written: `push` on a catalog entry and on a creature's action, in the ruleset's distance unit.
import type { FormatExtension } from "../../validate/extensions.js";
import { number } from "../../validate/schema.js";

const push = { schema: number(1, 10_000) };

export const format: FormatExtension = {
  fields: { "entry.mechanics": { push }, "creature.action": { push } },
};
