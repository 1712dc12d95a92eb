// Stated rejections: what the reference says in words about keys together ("`healsOnSlay` needs
// `slaysOnFailedSave`"). Each rule looks at one object at a registry place after the walk, and keeps holding
// whether or not the keys involved are implemented yet.
import type { Place } from "../../registry/places.js";
import type { IssueCode } from "../issue.js";
import type { PathSegment } from "../path.js";

/** A JSON object as parsed (the walker's own type, written here so the rules need nothing of the walker). */
export type JsonObject = Record<string, unknown>;

export type Emit = (at: readonly PathSegment[], code: IssueCode, message: string) => void;

export interface StatedRule {
  /** The section of the reference that states it ("1.281"); issues carry it as their capability. */
  readonly section: string;
  readonly places: readonly Place[];
  /** The statement, in a few words, for docs and messages. */
  readonly says: string;
  /** A key the object must have for the rule to apply at all: objects without it are skipped cheaply. */
  readonly trigger?: string;
  check(node: JsonObject, emit: Emit, root: JsonObject): void;
  /** The version the object needs for what the rule looks at, whatever the ruleset declares (for `needs`). */
  needs?(node: JsonObject): string | undefined;
}

/** Segments of a dotted path ("zone.rounds" → ["zone", "rounds"]). */
function segments(path: string): string[] {
  return path.split(".");
}

/** The value at a dotted path (or its segments) through plain objects, or undefined. */
export function get(node: unknown, path: string | readonly string[]): unknown {
  let at = node;
  for (const key of typeof path === "string" ? segments(path) : path) {
    if (typeof at !== "object" || at === null || Array.isArray(at) || !Object.hasOwn(at, key)) return undefined;
    at = (at as JsonObject)[key];
  }
  return at;
}

export function has(node: unknown, path: string | readonly string[]): boolean {
  return get(node, path) !== undefined;
}

export const MECHANICS: readonly Place[] = ["entry.mechanics", "item.use", "creature.action"];

/** `key` needs every one of `needed` beside it. */
export function needs(section: string, places: readonly Place[], key: string, needed: readonly string[]): StatedRule {
  const says = `"${key}" needs ${needed.map((n) => `"${n}"`).join(" and ")}`;
  const at = segments(key);
  const neededAt = needed.map(segments);
  return {
    section,
    places,
    trigger: at[0],
    says,
    check(node, emit) {
      if (!has(node, at)) return;
      const lacking = needed.filter((_, i) => !has(node, neededAt[i]));
      if (lacking.length > 0) {
        emit(at, "missing", `"${key}" needs ${lacking.map((n) => `"${n}"`).join(" and ")} beside it (${section})`);
      }
    },
  };
}

/** A number at `key` must lie within min–max. */
export function range(section: string, places: readonly Place[], key: string, min: number, max: number): StatedRule {
  const at = segments(key);
  return {
    section,
    places,
    trigger: at[0],
    says: `"${key}" is ${min} to ${max}`,
    check(node, emit) {
      const value = get(node, at);
      if (typeof value === "number" && (value < min || value > max)) {
        emit(at, "out-of-range", `"${key}" must be ${min} to ${max}, got ${value} (${section})`);
      }
    },
  };
}

/** `key` may not appear together with `other` (or with `other` holding `value`, when given). */
export function excludes(
  section: string,
  places: readonly Place[],
  key: string,
  other: string,
  value?: unknown,
): StatedRule {
  const what = value === undefined ? `"${other}"` : `"${other}": ${JSON.stringify(value)}`;
  const at = segments(key);
  const otherAt = segments(other);
  return {
    section,
    places,
    trigger: at[0],
    says: `"${key}" never goes with ${what}`,
    check(node, emit) {
      if (!has(node, at) || !has(node, otherAt)) return;
      if (value !== undefined && get(node, otherAt) !== value) return;
      emit(at, "not-allowed", `"${key}" cannot be used with ${what} (${section})`);
    },
  };
}

/** `key` may not hold `value`. */
export function forbids(
  section: string,
  places: readonly Place[],
  key: string,
  value: unknown,
  why: string,
): StatedRule {
  const at = segments(key);
  return {
    section,
    places,
    trigger: at[0],
    says: `"${key}": ${JSON.stringify(value)} is rejected`,
    check(node, emit) {
      if (get(node, at) === value) emit(at, "not-allowed", `${why} (${section})`);
    },
  };
}

/** `key` holding `value` needs `needed` beside it ("a wall area needs a zone"). */
export function valueNeeds(
  section: string,
  places: readonly Place[],
  key: string,
  value: unknown,
  needed: string,
): StatedRule {
  const at = segments(key);
  const neededAt = segments(needed);
  return {
    section,
    places,
    trigger: at[0],
    says: `"${key}": ${JSON.stringify(value)} needs "${needed}"`,
    check(node, emit) {
      if (get(node, at) === value && !has(node, neededAt)) {
        emit(at, "missing", `"${key}": ${JSON.stringify(value)} needs "${needed}" beside it (${section})`);
      }
    },
  };
}

/** An object at `key` names at least one of `options` ("it names `conditions`, `unseeing` or both"). */
export function namesOneOf(
  section: string,
  places: readonly Place[],
  key: string,
  options: readonly string[],
): StatedRule {
  const at = segments(key);
  const list = options.map((o) => `"${o}"`).join(" or ");
  return {
    section,
    places,
    trigger: at[0],
    says: `"${key}" names ${list}`,
    check(node, emit) {
      const value = get(node, at);
      if (typeof value !== "object" || value === null || Array.isArray(value)) return;
      if (!options.some((o) => (value as JsonObject)[o] !== undefined)) {
        emit(at, "missing", `"${key}" needs ${list} (${section})`);
      }
    },
  };
}
