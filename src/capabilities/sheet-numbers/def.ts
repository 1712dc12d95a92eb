// 1.269 as written: an item use's `sheetDifficulty` and `toHit.sheetBonus`, values read from its holder's sheet.
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.269, on an item use: its save difficulty, read from the holder's sheet (`{ "derived": "spell_save_dc" }`). */
    readonly sheetDifficulty?: Value;
  }
}

/** 1.269, on an item use: `toHit.sheetBonus`, its attack bonus read from the holder's sheet, with no ability. */
export interface SheetToHit {
  readonly sheetBonus?: Value;
}

export const format: FormatExtension = {
  fields: {
    "item.use": { sheetDifficulty: { schema: value }, "toHit.sheetBonus": { schema: value } },
  },
};
