import type { Place } from "./places.js";

/** A coarse type hint, read from the sentence that introduces the key. */
export type Schema =
  | "object"
  | "array"
  | "string"
  | "number"
  | "integer"
  | "boolean"
  | "enum"
  | "dice"
  | "value"
  | "any";

export const SCHEMAS: readonly Schema[] = [
  "object",
  "array",
  "string",
  "number",
  "integer",
  "boolean",
  "enum",
  "dice",
  "value",
  "any",
];

/**
 * What a key is: a JSON key path ("zone.rounds"), a value a key newly accepts (`area.shape: "box"`), or a
 * phrase that names something outside the ruleset JSON (a menu option, a log event, a command, a code).
 */
export type KeyKind = "key" | "value" | "phrase";

/** One key of the reference at the version that introduced it, in the places it may appear. */
export interface KeyRecord {
  /** The dotted path as the reference writes it, relative to its place ("zone.rounds", "applies[].escapeDc"). */
  readonly key: string;
  readonly kind: KeyKind;
  /** "base", or "1.NNN": the Capability API version that introduced the key in these places. */
  readonly version: string;
  /** Later sections that list the key again (behaviour changes); they do not change its version. */
  readonly also: readonly string[];
  readonly where: readonly Place[];
  /** Enumerated values, when the reference lists them. */
  readonly values?: readonly string[];
  readonly schema: Schema;
  /** Title of the section of `version`. */
  readonly title: string;
  readonly implemented: boolean;
  /** The reference's own spelling on its `Keys:` line, when the key is written otherwise here. */
  readonly as?: string;
  /**
   * Made by the validator for a key the reference names only through the keys below it (`onDamaged` for
   * `onDamaged.applies`) or its values (`reaction.by` for `reaction.by: "self"`): the earliest of those
   * versions, implemented when all of them are.
   */
  readonly implied?: boolean;
  /** Of an implied key: some keys below it are implemented, others not (each of those is reported itself). */
  readonly partly?: boolean;
  /** The engine's own key, which the reference has not (docs/ruleset-format.md §20). */
  readonly engine?: true;
}

/** One `## <version> — <title>` section of the reference. */
export interface SectionInfo {
  readonly version: string;
  readonly title: string;
  readonly part: string;
}

/** How much of one section of the reference this engine implements. */
export interface SectionStatus extends SectionInfo {
  /** The records the section introduces (0 for a section that only changes behaviour: 1.243, 1.277). */
  readonly keys: number;
  /** Of those, the implemented ones; for a key-less section, 1 when its behaviour is implemented, else 0. */
  readonly implemented: number;
  /** The section introduces no key: its status is its behaviour's, claimed by a package naming the bare version. */
  readonly keyless: boolean;
  /** `yes`: all of it; `partly`: some of its keys; `no`: none. */
  readonly status: "yes" | "partly" | "no";
}
