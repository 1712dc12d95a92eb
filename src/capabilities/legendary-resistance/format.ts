// 1.317 as written: a creature's first that many failed saves in a fight succeed instead.
import type { FormatExtension } from "../../validate/extensions.js";
import { integer } from "../../validate/schema.js";

export const format: FormatExtension = { fields: { creature: { legendaryResistance: { schema: integer(1, 20) } } } };
