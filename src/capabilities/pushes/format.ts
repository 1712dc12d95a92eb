// 1.182 and 1.184 as written: `push` on a catalog entry, a creature's action and an item's use (a Gust of Wind
// scroll), in the ruleset's distance unit; 1.184's `width` of an item use's line.
import type { FormatExtension } from "../../validate/extensions.js";
import { integer, number } from "../../validate/schema.js";

const push = { schema: integer(1, 10_000) };

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { push },
    "creature.action": { push },
    "item.use": { push, "area.width": { schema: number(0, 10_000) } },
  },
};
