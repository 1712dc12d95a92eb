// The validator's view of the capability registry: which keys exist at a place, their version, whether this
// engine implements them, and the limits that grew with versions. Lookups are cached: the walker asks for
// the same few hundred keys across thousands of entries.
import type { Place } from "../registry/places.js";
import type { KeyRecord } from "../registry/types.js";

export interface Capabilities {
  /** The record of a key (a dotted path relative to its place), if the reference has it there. */
  key(place: Place, path: string): KeyRecord | undefined;
  /**
   * A key the reference lists only for one value of another (`{to: "attacks"}.atSource` on a modifier),
   * looked up by its name for keys the base format does not have: the condition is the author's business.
   */
  conditional(place: Place, name: string, node?: Readonly<Record<string, unknown>>): KeyRecord | undefined;
  /**
   * A key of the base format that a record names for one value of another (`flat` for `to: "save-difficulty"`,
   * 1.328): the record written for the value `node` holds, else none (the base key alone).
   */
  conditionalFor(place: Place, name: string, node: Readonly<Record<string, unknown>>): KeyRecord | undefined;
  /** True when some record is written for one value of another at `name` (see `conditionalFor`). */
  hasConditional(place: Place, name: string): boolean;
  /** How many records are written for values of another at `name` (several: `ability` on two kinds of change). */
  conditionals(place: Place, name: string): number;
  /** True when some record says `path` at `place` may take a value of its own (`area.shape: "box"`). */
  hasValues(place: Place, path: string): boolean;
  /** The keys directly under `prefix` at a place ("zone." → rounds, anchor, …), by name: one lookup per object. */
  under(place: Place, prefix: string): ReadonlyMap<string, KeyRecord> | undefined;
  /** A record saying `path` at `place` may take `value` (`area.shape: "box"`). */
  value(place: Place, path: string, value: string): KeyRecord | undefined;
  /** Names that may follow `prefix` at a place ("zone." → rounds, anchor, …): for did-you-mean. */
  children(place: Place, prefix: string): readonly string[];
  /** True when the registry describes keys below `prefix` at `place`. */
  hasChildren(place: Place, prefix: string): boolean;
  /** A limit by name at a declared version, if the registry has it. */
  limit(name: string, version: string): number | undefined;
  /** The lowest version whose limit `name` admits `count`, if any. */
  limitVersion(name: string, count: number): string | undefined;
  compare(a: string, b: string): number;
}

export interface RegistrySource {
  keysAt(place: Place): readonly KeyRecord[];
  limitAt(name: string, version: string): number | undefined;
  limitVersion(name: string, count: number): string | undefined;
  compareVersions(a: string, b: string): number;
}

/** Builds the cached view over a registry. */
export function capabilitiesOf(source: RegistrySource): Capabilities {
  const byPlace = new Map<Place, PlaceIndex>();
  const index = (place: Place): PlaceIndex => {
    let found = byPlace.get(place);
    if (!found) {
      found = indexPlace(place, source.keysAt(place));
      byPlace.set(place, found);
    }
    return found;
  };
  return {
    // Keys written with their place's prefix (`combat.senses`) are indexed bare too: one lookup.
    key: (place, path) => index(place).keys.get(path),
    under: (place, prefix) => index(place).byPrefix.get(prefix),
    conditional: (place, name, node) => pick(index(place).conditional.get(name), node),
    conditionalFor: (place, name, node) => {
      for (const c of index(place).conditional.get(name) ?? []) if (node[c.field] === c.value) return c.record;
      return undefined;
    },
    hasConditional: (place, name) => index(place).conditional.has(name),
    conditionals: (place, name) => index(place).conditional.get(name)?.length ?? 0,
    hasValues: (place, path) => index(place).valued.has(path),
    value: (place, path, value) => index(place).values.get(`${path}\u0000${value}`),
    children: (place, prefix) => [...(index(place).children.get(prefix) ?? [])],
    hasChildren: (place, prefix) => index(place).children.has(prefix),
    limit: (name, version) => source.limitAt(name, version),
    limitVersion: (name, count) => source.limitVersion(name, count),
    compare: source.compareVersions,
  };
}

interface PlaceIndex {
  keys: Map<string, KeyRecord>;
  /** The same records by prefix, then last segment. */
  byPrefix: Map<string, Map<string, KeyRecord>>;
  /** Keys written for one value of another (`{to: "damage"}.ability`), by their path ("ability", "from.types"). */
  conditional: Map<string, Conditional[]>;
  values: Map<string, KeyRecord>;
  /** The paths of `values`. */
  valued: Set<string>;
  /** Prefix ("" for the place itself, "zone." , "applies[].") → the next path segment of keys under it. */
  children: Map<string, Set<string>>;
}

function indexPlace(place: Place, records: readonly KeyRecord[]): PlaceIndex {
  const keys = new Map<string, KeyRecord>();
  const values = new Map<string, KeyRecord>();
  const children = new Map<string, Set<string>>();
  const conditional = new Map<string, Conditional[]>();
  const valued = new Set<string>();
  for (const record of records) {
    // A phrase naming a key through a name of the author's (`senses.<sense>.add`) is a key with a wildcard there.
    if (record.kind === "phrase" && !WILDCARD_PHRASE.test(record.key)) continue;
    const when = /^\{\s*(\w+):\s*"([^"]*)"\s*\}\.([\w.[\]]+)$/.exec(record.key);
    if (when) {
      // The path and every key around it within the record ("from.types", "from"): a key the reference
      // names only through a key below it is still a key.
      const parts = when[3]!.split(".");
      for (let n = parts.length; n > 0; n--) {
        const path = parts.slice(0, n).join(".");
        const list = conditional.get(path) ?? [];
        list.push({ field: when[1]!, value: when[2]!, record });
        conditional.set(path, list);
      }
      continue;
    }
    const path = normalizeKey(record.key);
    if (record.kind === "value") {
      for (const value of record.values ?? []) values.set(`${path}\u0000${value}`, record);
      valued.add(path);
      continue;
    }
    // The earliest version wins when a key is listed twice.
    const known = keys.get(path);
    if (!known || record.version === "base") keys.set(path, record);
    addChildren(children, path);
    // A key the reference writes with its place's own prefix (`combat.senses` in the combat block).
    if (path.startsWith(`${place}.`)) {
      const bare = path.slice(place.length + 1);
      if (!keys.has(bare)) keys.set(bare, record);
      addChildren(children, bare);
    }
  }
  implyParents(
    keys,
    children,
    [...values.entries()].map(([k, r]) => [k.slice(0, k.indexOf("\u0000")), r]),
  );
  const byPrefix = new Map<string, Map<string, KeyRecord>>();
  for (const [path, record] of keys) {
    const cut = path.lastIndexOf(".") + 1;
    const prefix = path.slice(0, cut);
    let names = byPrefix.get(prefix);
    if (!names) {
      names = new Map();
      byPrefix.set(prefix, names);
    }
    names.set(path.slice(cut), record);
  }
  return { keys, byPrefix, conditional, values, valued, children };
}

interface Conditional {
  readonly field: string;
  readonly value: string;
  readonly record: KeyRecord;
}

/**
 * The record of a conditional key for the object holding it: the one written for its value of the field
 * (`to: "damage"`), else the first listed (the condition is then the author's business).
 */
function pick(
  list: readonly Conditional[] | undefined,
  node?: Readonly<Record<string, unknown>>,
): KeyRecord | undefined {
  if (!list) return undefined;
  if (node) {
    for (const c of list) if (node[c.field] === c.value) return c.record;
  }
  return list[0]!.record;
}

/** A dotted key path with one segment written `<name>` (`abilities.<ability>.max`). */
const WILDCARD_PHRASE = /^[\w[\]]+(\.[\w[\]]+)*\.<\w+>(\.[\w[\]]+)+$/;

/** The segment a `<name>` of a phrase becomes: any name the author chose there (see Walker.walkCapability). */
export const ANY_NAME = "*";

/** `area.shape: "box"` style records name their key before the colon; `<name>` segments become ANY_NAME. */
function normalizeKey(key: string): string {
  const colon = key.indexOf(":");
  return (colon >= 0 ? key.slice(0, colon) : key).trim().replace(/<\w+>/g, ANY_NAME);
}

/** Records each name of `path` under the prefix before it: `a.b.c` gives `a` under "", `b` under "a.", `c` under "a.b.". */
function addChildren(children: Map<string, Set<string>>, path: string): void {
  for (const [prefix, next] of prefixes(path)) {
    let set = children.get(prefix);
    if (!set) {
      set = new Set();
      children.set(prefix, set);
    }
    set.add(next);
  }
}

/** Every (prefix, next segment) pair along a dotted path: "a.b[].c" → ("", a), ("a.", b), ("a.b[].", c). */
function prefixes(path: string): [string, string][] {
  const out: [string, string][] = [];
  let prefix = "";
  for (const part of path.split(".")) {
    const arrayed = part.endsWith("[]");
    const name = arrayed ? part.slice(0, -2) : part;
    out.push([prefix, name]);
    prefix += arrayed ? `${name}[].` : `${name}.`;
  }
  return out;
}

/**
 * A key the reference names only through what lies below it (`onDamaged.applies`, `save.succeeds.is.tags`) or
 * the values it lists (`reaction.by: "self"`) is still a key: its record is implied from theirs, so writing it
 * is checked against their version and never reported as unknown.
 */
function implyParents(
  keys: Map<string, KeyRecord>,
  children: Map<string, Set<string>>,
  valued: readonly (readonly [string, KeyRecord])[],
): void {
  const below = new Map<string, KeyRecord[]>();
  const add = (path: string, record: KeyRecord) => {
    const list = below.get(path) ?? [];
    list.push(record);
    below.set(path, list);
  };
  for (const [path, record] of valued) {
    if (keys.has(path)) continue;
    add(path, record);
    addChildren(children, path);
  }
  for (const [path, record] of keys) {
    // Every ancestor of a path: "a.b[].c" → "a", "a.b".
    const parts = path.split(".");
    let parent = "";
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i]!;
      parent += (i > 0 ? "." : "") + part;
      const bare = part.endsWith("[]") ? parent.slice(0, -2) : parent;
      if (!keys.has(bare)) add(bare, record);
      if (part.endsWith("[]")) parent = `${bare}[]`;
    }
  }
  for (const [path, records] of below) {
    if (keys.has(path)) continue;
    let first = records[0]!;
    for (const r of records) if (rankOf(r.version) < rankOf(first.version)) first = r;
    keys.set(path, {
      ...first,
      key: path,
      kind: "key",
      schema: "any",
      implemented: records.every((r) => r.implemented),
      implied: true,
      ...(records.some((r) => r.implemented) && !records.every((r) => r.implemented) ? { partly: true } : {}),
    });
  }
}

function rankOf(version: string): number {
  return version === "base" ? -1 : Number(version.slice(2));
}
