// 1.193 as written: a contest against a fixed number (`difficulty`, `defender` omitted), whom it is made on
// (`targets`, `targetHolds`, `targetDying`), and `onWin.stabilizes`; their schemas and the event a roll leaves.

import type { ContestRoll } from "../../combat/events.js";
import type { Names } from "../../combat/names.js";
import type { ContestDef } from "../../ruleset/combat.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, integer, oneOf, ref } from "../../validate/schema.js";
import { fixedContestRules } from "./rules.js";

declare module "../../ruleset/combat.js" {
  interface ContestDef {
    /** 1.193: a fixed number the actor's best check must reach, in place of the defender's roll. */
    readonly difficulty?: number;
    /** 1.193: whom it can be made on ("enemy" when omitted; "any" includes the actor). */
    readonly targets?: "enemy" | "ally" | "any";
    /** 1.193: offered only on a target holding this condition. */
    readonly targetHolds?: string;
    /** 1.193: offered only on a dying target not yet stable. */
    readonly targetDying?: boolean;
  }
}

/** `onWin` with 1.193's `stabilizes` (the base type writes `onWin` inline). */
export type FixedContestDef = ContestDef & { readonly onWin: ContestDef["onWin"] & { readonly stabilizes?: boolean } };

export interface FixedContest {
  t: "fixed-contest";
  who: string;
  target: string;
  contest: string;
  attacker: ContestRoll;
  difficulty: number;
  won: boolean;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "fixed-contest": FixedContest;
  }
}

export const format: FormatExtension = {
  fields: {
    contest: {
      difficulty: { schema: integer(1, 100) },
      targets: { schema: oneOf("enemy", "ally", "any") },
      targetHolds: { schema: ref("condition") },
      targetDying: { schema: boolean },
      "onWin.stabilizes": { schema: boolean },
    },
  },
  rules: fixedContestRules,
};

export function fixedContestText(e: FixedContest, n: Names): string {
  const on = e.target === e.who ? "" : ` on ${n.who(e.target)}`;
  const result = e.won ? "succeeds" : "fails";
  return `${n.who(e.who)} ${result} at ${n.action(e.contest)}${on}: ${n.check(e.attacker.check)} ${e.attacker.total} vs DC ${e.difficulty}`;
}
