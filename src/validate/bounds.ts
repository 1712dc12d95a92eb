// Bounds on any document, whatever its ruleset says: they keep hostile input from costing time or memory.

/** Characters of a ruleset given as a string. */
export const MAX_DOCUMENT_CHARS = 8 * 1024 * 1024;
/** Values (objects, arrays, strings, numbers, …) in one document. */
export const MAX_NODES = 2_000_000;
/** Nesting of objects and arrays. */
export const MAX_DEPTH = 64;
/** Characters of any one string or key. */
export const MAX_STRING = 100_000;
/** Keys that could reach an object's prototype if a consumer used objects as maps. */
export const HOSTILE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);
