// 1.245 as written: `onEnd.harm` on a combat condition (`dice`, `flat`, `type`, `unless`), its rule, and the event
// it adds.

import type { Names } from "../../combat/names.js";
import type { TargetTest } from "../../combat/target-test.js";
import type { DiceSpec } from "../../dice/index.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { targetTest } from "../../validate/format/combat.js";
import { dice, integer, object, ref, required } from "../../validate/schema.js";

export interface EndHarmDef {
  readonly dice?: DiceSpec;
  readonly flat?: number;
  readonly type: string;
  /** Holders passing this test take none of it (Hurl Through Hell: fiends). */
  readonly unless?: TargetTest;
}

declare module "../../ruleset/combat.js" {
  interface ConditionEnd {
    /** 1.245: damage to its holder when it ends, however it ends, from whoever applied it (Hurl Through Hell). */
    readonly harm?: EndHarmDef;
  }
}

export interface EndHarmEvent {
  t: "end-harm";
  who: string;
  /** The condition's label. */
  condition: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "end-harm": EndHarmEvent;
  }
}

export const format: FormatExtension = {
  fields: {
    "combat.condition": {
      "onEnd.harm": {
        schema: object({
          dice: dice,
          flat: integer(-1000, 1000),
          type: required(ref("damageType")),
          unless: targetTest,
        }),
      },
    },
  },
  rules: [
    {
      section: "1.245",
      places: ["combat.condition"],
      trigger: "onEnd",
      says: `"onEnd.harm" has "dice" or "flat"`,
      check(node, emit) {
        const h = (node.onEnd as { harm?: Record<string, unknown> } | undefined)?.harm;
        if (h && typeof h === "object" && h.dice === undefined && h.flat === undefined)
          emit(["onEnd", "harm"], "missing", `"onEnd.harm" needs "dice" or "flat": the damage it deals (1.245)`);
      },
    },
  ],
};

export function endHarmText(e: EndHarmEvent, n: Names): string {
  return `${n.who(e.who)} is harmed as ${e.condition} ends`;
}
