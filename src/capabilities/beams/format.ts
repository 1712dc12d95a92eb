// 1.305 as written: more targets at each tier of a sheet value, and the same target named more than once, with
// the rule the reference states for them: "Neither can be used for areas, nor on entries aimed at the user
// themselves."
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { excludes } from "../../validate/rules/rule.js";
import { boolean, integer, object, required, thresholdTable } from "../../validate/schema.js";

const PLACES = ["entry.mechanics", "item.use"] as const;

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      targetsScale: { schema: object({ from: required(value), table: required(thresholdTable(integer(0, 100))) }) },
      targetsRepeat: { schema: boolean },
    },
  },
  rules: [
    excludes("1.305", PLACES, "targetsScale", "area"),
    excludes("1.305", PLACES, "targetsRepeat", "area"),
    excludes("1.305", PLACES, "targetsScale", "targets", "self"),
    excludes("1.305", PLACES, "targetsRepeat", "targets", "self"),
  ],
};
