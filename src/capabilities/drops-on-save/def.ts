// 1.245 as written: `dropsOnFailedSave` on an entry with a save, its rule, and the event a drop adds.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { needs } from "../../validate/rules/rule.js";
import { boolean } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.245: a target failing its save drops to 0 health instead of taking the amount (Quivering Palm). */
    readonly dropsOnFailedSave?: boolean;
  }
}

export interface DroppedEvent {
  t: "dropped";
  who: string;
  by: string;
  /** The entry's name. */
  name: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    dropped: DroppedEvent;
  }
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": { dropsOnFailedSave: { schema: boolean } } },
  rules: [needs("1.245", ["entry.mechanics"], "dropsOnFailedSave", ["save"])],
};

export function droppedText(e: DroppedEvent, n: Names): string {
  return `${n.who(e.who)} fails the save against ${n.who(e.by)}'s ${e.name} and drops to 0 hit points`;
}
