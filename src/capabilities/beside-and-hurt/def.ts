// 1.393 as written: a creature's `attackModes` entries with `allyAdjacent` and `targetHurt` (and the entry itself,
// 1.293's `mode`, which they need), and `when: "target-hurt"` and `oncePer: "own-turn"` on the extra effects of an
// item attack's hit (its `plus` clauses and `onHit` conditions); their schemas.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, object, oneOf, required } from "../../validate/schema.js";

/** One of a creature's own attack modes: the roll's mode, and what must hold for it to apply. */
export interface AttackModeDef {
  readonly mode: "advantage" | "disadvantage";
  /** 1.393: only while an ally of the attacker that can act stands next to the target (Pack Tactics). */
  readonly allyAdjacent?: boolean;
  /** 1.393: only while the target's health is below its maximum (Blood Frenzy). */
  readonly targetHurt?: boolean;
}

declare module "../../ruleset/catalog.js" {
  interface CreatureDef {
    /** 1.293: the creature's own attack rolls, rolled twice where every requirement of the entry holds. */
    readonly attackModes?: readonly AttackModeDef[];
  }
}

declare module "../../ruleset/mechanics.js" {
  interface PlusClause {
    /** 1.393 (an item attack's clause): only while the target is below its maximum health when the blow lands
     * (Colossus Slayer). */
    readonly when?: "target-hurt";
    /** 1.393 (an item attack's clause): at most once in each of the wielder's own turns (Divine Strike). */
    readonly oncePer?: "own-turn";
  }
  interface AppliedCondition {
    /** 1.393 (an item attack's `onHit`): only on a target below its maximum health when the blow lands. */
    readonly when?: "target-hurt";
    /** 1.393 (an item attack's `onHit`): at most once in each of the wielder's own turns. */
    readonly oncePer?: "own-turn";
  }
}

const attackMode = object({
  mode: required(oneOf("advantage", "disadvantage")),
  allyAdjacent: boolean,
  targetHurt: boolean,
});

export const format: FormatExtension = {
  fields: {
    creature: { attackModes: { schema: array(attackMode, { min: 1, max: 10 }) } },
    "item.attack": {
      "plus[].when": { schema: oneOf("target-hurt") },
      "plus[].oncePer": { schema: oneOf("own-turn") },
      "onHit[].when": { schema: oneOf("target-hurt") },
      "onHit[].oncePer": { schema: oneOf("own-turn") },
    },
  },
};
