// Wind and the zones it disperses, as written (1.286, 1.289) and as the fight keeps them: a zone's
// `obscures.dispersed` (`true`, or `{ "after": N }` rounds of wind in a row) and a wind's `disperses`.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, integer, object, required, union } from "../../validate/schema.js";

/** 1.286 `true`: ended by the first wind that reaches it; 1.289 `{ "after": N }`: by N full rounds of wind in a row. */
export type DispersedDef = boolean | { readonly after: number };

declare module "../zones/state.js" {
  interface ZoneDef {
    /** 1.286: a wind: it ends the dispersible zones it reaches, after every action. */
    readonly disperses?: boolean;
  }
  interface ZoneState {
    /** 1.289: when a wind first reached it (and has reached it ever since): the round and the turn's place. */
    wind?: { round: number; turn: number };
  }
}

declare module "../../combat/capability.js" {
  interface Hides {
    /** 1.286, 1.289: a wind ends the zone that obscures so. */
    readonly dispersed?: DispersedDef;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      // Its range (1 to 1000 rounds) is the zone's own: no wind outlasts the 1000 rounds a zone may last.
      "zone.obscures.dispersed": { schema: union(boolean, object({ after: required(integer(1, 1000)) })) },
      "zone.disperses": { schema: boolean },
    },
  },
};
