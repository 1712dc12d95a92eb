// 1.409 as written: `copiesHarmToSource` on a combat condition, its schema, and the event it adds.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.409: whoever applied it takes the same damage its holder takes (Warding Bond). */
    readonly copiesHarmToSource?: boolean;
  }
}

export interface HarmCopied {
  t: "harm-copied";
  /** The applier, who takes it. */
  who: string;
  /** The holder, who took it first. */
  from: string;
  condition: string;
  amount: number;
  type: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "harm-copied": HarmCopied;
  }
}

export const format: FormatExtension = {
  fields: { "combat.condition": { copiesHarmToSource: { schema: boolean } } },
};

export function harmCopiedText(e: HarmCopied, n: Names): string {
  return `${n.who(e.who)} shares the harm ${n.who(e.from)} took (${e.condition}): ${e.amount} ${e.type}`;
}
