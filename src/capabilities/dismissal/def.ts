// 1.236 as written: `dismisses` and `gone` on an entry's mechanics, what the fight keeps of someone dismissed,
// and the events a dismissal and a return add.
import type { Names } from "../../combat/names.js";
import type { TargetTest } from "../../combat/target-test.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { targetTest } from "../../validate/format/combat.js";
import { boolean, object, ref, required, union } from "../../validate/schema.js";
import { rules } from "./rules.js";

export type DismissesDef = true | { readonly while: string; readonly turns?: boolean };

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.236: those it reaches who fail its save leave the fight, alive: for good (`true`, Dismissal), or while
     * they hold the condition the entry applies (`while`, Banishment). */
    readonly dismisses?: DismissesDef;
    /** 1.236: with `dismisses.while`, those passing this test whose condition lasted its full time stay gone. */
    readonly gone?: TargetTest;
  }
}

/** Someone sent out of the fight (1.236), and how they come back. */
export interface Dismissed {
  /** Who sent them. */
  by: string;
  /** The use that did. */
  use: string;
  /** Where they stood, to come back to. */
  at?: Cell;
  /** Away only while they hold this condition (from `by` and `use`); absent: gone for good. */
  while?: string;
  /** Those passing it stay gone once the condition has lasted its full time. */
  gone?: TargetTest;
  /** 1.313: still takes its own turns, offered only what can end `while`, or ending the turn. */
  turns?: true;
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.236: sent out of the fight by a dismissal; its status is `fled` while away. */
    dismissed?: Dismissed;
  }
}

export interface DismissedEvent {
  t: "dismissed";
  who: string;
  by: string;
  /** The entry's name. */
  name: string;
  /** The condition they are away for; absent when gone for good. */
  while?: string;
}

export interface ReturnedEvent {
  t: "returned";
  who: string;
  /** Where they stand again (absent without a board). */
  at?: Cell;
}

export interface GoneEvent {
  t: "gone";
  who: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    dismissed: DismissedEvent;
    returned: ReturnedEvent;
    gone: GoneEvent;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      dismisses: { schema: union(boolean, object({ while: required(ref("condition")), turns: boolean })) },
      gone: { schema: targetTest },
    },
  },
  rules,
};

export function dismissedText(e: DismissedEvent, n: Names): string {
  return e.while
    ? `${n.who(e.who)} is sent out of the fight by ${n.who(e.by)}'s ${e.name} while ${e.while}`
    : `${n.who(e.who)} is sent out of the fight for good by ${n.who(e.by)}'s ${e.name}`;
}

export function returnedText(e: ReturnedEvent, n: Names): string {
  return e.at
    ? `${n.who(e.who)} returns to the fight at (${e.at[0]}, ${e.at[1]})`
    : `${n.who(e.who)} returns to the fight`;
}

export function goneText(e: GoneEvent, n: Names): string {
  return `${n.who(e.who)} does not return: gone for good`;
}
