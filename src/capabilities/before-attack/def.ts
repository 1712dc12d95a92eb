// 1.247 as written: `beforeAttack` on a catalog entry's mechanics, and the flag a combatant carries once it has
// attacked on its turn.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.247: offered only on its holder's own turn, before it has attacked that turn (Reckless Attack). */
    readonly beforeAttack?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.247: it has made an attack roll on its turn now going (cleared when its next turn starts). */
    attackedThisTurn?: true;
  }
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": { beforeAttack: { schema: boolean } } },
};
