// Wall sections as written (1.200, with 1.201's `broken.perCostStep`) and as the fight keeps them: the one
// declaration of `zone.sections` (the validator walks it, `SectionsDef` is its type), the option's `walls`, the
// choice's `wall`, and the sections a standing wall keeps on its zone.
import type { Cell } from "../../ruleset/encounter.js";
import { array, dice, type Infer, integer, object, oneOf, ref, required } from "../../validate/schema.js";

const TRIGGERS = ["enter", "turn-start", "turn-end"] as const;
const types = array(ref("damageType"), { max: 50 });

export const sectionsSchema = object({
  /** How long each section is, in the ruleset's distance unit (Wall of Ice: a 10-foot panel). */
  every: required(integer(1, 10_000)),
  /** Each section's health and defense. */
  health: required(integer(1, 1_000_000)),
  defense: integer(0, 100),
  /** Damage types it takes double, half, or none of. */
  vulnerable: types,
  resist: types,
  immune: types,
  /** What a broken section does to whoever enters it, or starts or ends a turn there (Wall of Ice's frigid air). */
  broken: object({
    triggers: required(array(oneOf(...TRIGGERS), { max: 3 })),
    amount: required(dice),
    damageType: required(ref("damageType")),
    save: ref("save"),
    onSave: oneOf("half", "none"),
    /** 1.201: added once for each level the cast was paid above its base level. */
    perCostStep: dice,
  }),
});

export type SectionsDef = Infer<typeof sectionsSchema>;

/** A section of a standing wall: its cells (board indices) and the health it has left; broken at 0. */
export interface SectionState {
  cells: number[];
  health: number;
}

declare module "../zones/state.js" {
  interface ZoneDef {
    /** 1.200: the wall stands in sections struck and broken one by one. */
    readonly sections?: SectionsDef;
  }
  interface ZoneState {
    /** 1.200: its sections in order along it, and who its broken ones caught in the turn `brokenIn` names. */
    sections?: SectionState[];
    brokenIn?: string;
    brokenCaught?: string[];
  }
}

declare module "../../combat/types.js" {
  interface OptionBase {
    /** 1.200: the cells of wall sections this attack can strike instead of a creature. */
    readonly walls?: readonly Cell[];
  }
  interface Choice {
    /** 1.200: the attack strikes the wall section standing on this cell (one of the option's `walls`). */
    readonly wall?: Cell;
  }
  interface ActFrame {
    /** 1.200: the wall section's cell the act strikes. */
    wall?: Cell;
  }
}
