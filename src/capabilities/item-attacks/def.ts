// 1.187 as written: what an item's `attack` says about what it hits (`against`, the `plus` clauses' `not`, `blow` and
// `tempHp`, the `onHit` conditions' `targetIs` and `oncePerTurn`, `slay`), their schemas, and the event a slay
// leaves in the log; 1.189's targets marked by the wielder (`against[].marked` with `mode`, `ignoresCover` and
// `ignoresLongRange`, `plus[].marked`).
import type { Names } from "../../combat/names.js";
import type { TargetTest } from "../../combat/target-test.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { targetTest } from "../../validate/format/combat.js";
import { array, boolean, integer, object, oneOf, ref, required } from "../../validate/schema.js";

/** A change to an attack against the targets it matches (1.187: mace of smiting; 1.189: an oathbow's sworn enemy). */
export interface AgainstDef {
  readonly is?: TargetTest;
  /** 1.189: only a target holding this condition applied by the wielder. */
  readonly marked?: string;
  readonly toHit?: number;
  /** 1.189: the attack rolls with advantage (or disadvantage) against it. */
  readonly mode?: "advantage" | "disadvantage";
  /** 1.189: its cover short of total cover does not count. */
  readonly ignoresCover?: boolean;
  /** 1.189: no disadvantage for long range against it. */
  readonly ignoresLongRange?: boolean;
}

/** An outright kill by a hit (1.187: nine lives stealer, vorpal sword). */
export interface SlayDef {
  /** Only on a critical hit; on any hit when omitted. */
  readonly when?: "critical";
  /** Targets passing this test are spared. */
  readonly not?: TargetTest;
  /** Only a target the hit leaves with at most this much health. */
  readonly healthAtMost?: number;
  /** A save that spares the target. */
  readonly save?: { readonly save: string; readonly difficulty: number };
  /** The item's charges spent when it takes effect; it cannot take effect without them. */
  readonly charges?: number;
  /** A target immune to one of these damage types is spared. */
  readonly immuneTo?: readonly string[];
}

declare module "../../ruleset/catalog.js" {
  interface ItemAttackDef {
    /** 1.187: changes to the attack against the targets each item matches. */
    readonly against?: readonly AgainstDef[];
    /** 1.187: outright kills. */
    readonly slay?: readonly SlayDef[];
  }
}

declare module "../../ruleset/mechanics.js" {
  interface PlusClause {
    /** 1.187: skips targets passing this test. */
    readonly not?: TargetTest;
    /** 1.187: counts only on a blow of this kind: thrown or shot, or within reach. */
    readonly blow?: "ranged" | "melee";
    /** 1.187: the wielder gains temporary points equal to the damage the clause dealt. */
    readonly tempHp?: boolean;
    /** 1.189 (an item attack's clause): counts only on a target holding this condition applied by the wielder. */
    readonly marked?: string;
  }
  interface AppliedCondition {
    /** 1.187 (an item attack's `onHit`): only on a target passing this test. */
    readonly targetIs?: TargetTest;
    /** 1.187 (an item attack's `onHit`): at most once in each turn. */
    readonly oncePerTurn?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.187: by item and condition, the turn (`round * 1000 + turn`) an `oncePerTurn` condition was last applied. */
    onHitTurns?: Record<string, number>;
  }
}

/** A target slain outright by an item's hit (1.187). */
export interface Slain {
  t: "slain";
  /** The one slain. */
  who: string;
  /** The wielder. */
  by: string;
  /** The item's name. */
  item: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    slain: Slain;
  }
}

const against = object({
  is: targetTest,
  marked: ref("condition"),
  toHit: integer(-100, 100),
  mode: oneOf("advantage", "disadvantage"),
  ignoresCover: boolean,
  ignoresLongRange: boolean,
});

const slay = object({
  when: oneOf("critical"),
  not: targetTest,
  healthAtMost: integer(0, 100_000),
  save: object({ save: required(ref("save")), difficulty: required(integer(1, 100)) }),
  charges: integer(1, 1000),
  immuneTo: array(ref("damageType"), { min: 1, max: 20 }),
});

export const format: FormatExtension = {
  fields: {
    "item.attack": {
      against: { schema: array(against, { min: 1, max: 20 }) },
      "plus[].not": { schema: targetTest },
      "plus[].blow": { schema: oneOf("ranged", "melee") },
      "plus[].tempHp": { schema: boolean },
      "plus[].marked": { schema: ref("condition") },
      "onHit[].targetIs": { schema: targetTest },
      "onHit[].oncePerTurn": { schema: boolean },
      slay: { schema: array(slay, { min: 1, max: 10 }) },
    },
  },
};

export function slainText(e: Slain, n: Names): string {
  return `${n.who(e.who)} is slain outright by ${n.who(e.by)}'s ${e.item}`;
}
