// 1.313 as written: an item's `binds`, which it needs before its worn effects count, and the items that must be
// worn (and bound, where they need it) before it can be bound (`needsWorn`: one of each `anyOf` group).
import type { FormatExtension } from "../../validate/extensions.js";
import { array, object, ref, required } from "../../validate/schema.js";

export const format: FormatExtension = {
  fields: {
    item: {
      binds: {
        schema: object({
          needsWorn: array(object({ anyOf: required(array(ref("item"), { min: 1, max: 50 })) }), { min: 1, max: 10 }),
        }),
      },
    },
  },
};
