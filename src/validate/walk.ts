// Walks a screened document against the base-format schema. A key the schema does not know is looked up in
// the capability registry at the object's place: known there, it is checked against the declared version and
// the engine's implementation; unknown there too, it is an unknown key with a "did you mean".

import { parseDice } from "../dice/index.js";
import type { Place } from "../registry/places.js";
import type { KeyRecord } from "../registry/types.js";
import { HOSTILE_KEYS, MAX_DEPTH } from "./bounds.js";
import { ANY_NAME, type Capabilities } from "./capabilities.js";
import { packageFields } from "./extensions.js";
import type { IssueCode } from "./issue.js";
import { formatPath, type PathSegment } from "./path.js";
import type { Reporter } from "./report.js";
import {
  type ArraySchema,
  acceptedTypes,
  type Field,
  ID_MAX,
  type IdKind,
  jsonType,
  type ObjectSchema,
  type RecordSchema,
  type RefTarget,
  type Schema,
  type StringSchema,
  type UnionSchema,
} from "./schema.js";
import { closest } from "./suggest.js";

export type JsonObject = Record<string, unknown>;

export interface RefUse {
  readonly target: RefTarget;
  readonly id: string;
  /** Formatted only when the reference turns out broken. */
  readonly path: readonly PathSegment[];
  readonly capability: string;
}

/**
 * Which objects met at a place the stated rules want to see: all of them (`always`), or only those holding
 * one of the rules' trigger keys. The others are not kept, so most objects cost no copy of their path.
 */
export interface VisitFilter {
  readonly always: boolean;
  readonly triggers: readonly string[];
}

/** An object met at a registry place, for the stated rules to look at afterwards. */
export interface Visit {
  readonly node: JsonObject;
  readonly path: readonly PathSegment[];
}

/*
 * Where the walker is, relative to the registry, passed down as plain arguments (no object per key):
 * `place`, the key path within it as `prefix + name` ("zone." + "rounds"), and `version`, the Capability
 * API version of the innermost key around (for issue `capability`).
 */

export class Walker {
  readonly path: PathSegment[] = [];
  /** Declared ids by kind: id → path of its declaration. */
  readonly ids = new Map<IdKind, Map<string, string>>();
  readonly refs: RefUse[] = [];
  readonly visits = new Map<Place, Visit[]>();
  needs = "base";
  /** No enumerable key was added to Object.prototype: for…in then meets only own keys of JSON objects. */
  private readonly plainProto = isPlainPrototype();
  private readonly slotCache: SlotCache;
  /** The root's blocks walked first (sheet, combat, rests, checks) are done: their ids are all declared. */
  private firstWalked = false;
  /** Inside a key reported unsupported: keys within it add nothing to that issue. */
  private withinUnsupported = false;
  /** Dice strings repeat across entries ("1d6"); each is parsed once per validation. */
  private readonly diceSeen = new Map<string, string | null>();

  /** The input passed `screen` first: it is JSON, bounded, and its hostile keys are reported already. */
  constructor(
    private readonly caps: Capabilities,
    readonly declared: string,
    readonly report: Reporter,
    private readonly wanted: ReadonlyMap<Place, VisitFilter> = new Map(),
  ) {
    this.slotCache = slotCacheOf(caps);
  }

  walkRoot(value: unknown, schema: Schema): void {
    this.walk(value, schema, undefined, "", "", "base");
  }

  /** Walks a part of another input (a sheet of a fight's set-up) found at `at`, the ruleset's ids declared. */
  walkPart(value: unknown, schema: Schema, at: readonly PathSegment[]): void {
    this.firstWalked = true;
    this.path.push(...at);
    this.walk(value, schema, undefined, "", "", "base");
    this.path.length = 0;
  }

  private issue(code: IssueCode, message: string, capability: string): void {
    this.report.add(this.path, code, message, capability);
  }

  private walk(
    value: unknown,
    schema: Schema,
    place: Place | undefined,
    prefix: string,
    name: string,
    version: string,
  ): void {
    // Values nest through themselves (`sum` of `sum` …): bounded here as in the screen.
    if (this.path.length > MAX_DEPTH) {
      this.issue("too-deep", `nested more than ${MAX_DEPTH} levels`, "base");
      return;
    }
    switch (schema.kind) {
      case "object":
        this.walkObject(value, schema, place, prefix, name, version);
        return;
      case "record":
        this.walkRecord(value, schema, place, prefix, name, version);
        return;
      case "array":
        this.walkArray(value, schema, place, prefix, name, version);
        return;
      case "tuple":
        if (!Array.isArray(value) || value.length !== schema.items.length) {
          this.issue("wrong-type", `expected a list of ${schema.items.length} values`, version);
          return;
        }
        for (let i = 0; i < value.length; i++) {
          this.path.push(i);
          this.walk(value[i], schema.items[i], place, prefix, itemKey(name), version);
          this.path.pop();
        }
        return;
      case "string":
        this.walkString(value, schema, place, prefix, name, version);
        return;
      case "number":
        if (typeof value !== "number") {
          this.wrongType(value, schema, version);
          return;
        }
        if (schema.integer && !Number.isInteger(value)) {
          this.issue("wrong-type", `expected a whole number, got ${value}`, version);
          return;
        }
        if ((schema.min !== undefined && value < schema.min) || (schema.max !== undefined && value > schema.max)) {
          this.issue("out-of-range", `${value} is outside ${rangeText(schema.min, schema.max)}`, version);
        }
        return;
      case "boolean":
        if (typeof value !== "boolean") this.wrongType(value, schema, version);
        return;
      case "dice": {
        const problem = this.diceProblem(value);
        if (problem !== null) this.issue("bad-dice", problem, version);
        return;
      }
      case "any":
        return;
      case "union": {
        const option = unionOption(schema, unionType(value));
        if (!option) {
          this.wrongType(value, schema, version);
          return;
        }
        this.walk(value, option, place, prefix, name, version);
        return;
      }
      case "switch": {
        if (jsonType(value) !== "object") {
          this.wrongType(value, schema, version);
          return;
        }
        const tag = (value as JsonObject)[schema.on];
        const chosen = typeof tag === "string" && Object.hasOwn(schema.cases, tag) ? schema.cases[tag] : undefined;
        if (chosen) {
          this.walk(value, chosen, place, prefix, name, version);
          return;
        }
        const cases = Object.keys(schema.cases).join(", ");
        if (tag === undefined) {
          this.issue("missing", `needs "${schema.on}": one of ${cases}`, version);
          return;
        }
        this.path.push(schema.on);
        this.issue("out-of-range", `"${schema.on}" must be one of ${cases}`, version);
        this.path.pop();
        return;
      }
      case "lazy":
        this.walk(value, schema.get(), place, prefix, name, version);
        return;
    }
  }

  private diceProblem(value: unknown): string | null {
    if (typeof value !== "string") {
      const parsed = parseDice(value);
      return parsed.ok ? null : parsed.message;
    }
    // Dice text is short (its parser's limit); only such strings are worth keeping, and safe to key a map by.
    if (value.length > 200) {
      const parsed = parseDice(value);
      return parsed.ok ? null : parsed.message;
    }
    let problem = this.diceSeen.get(value);
    if (problem === undefined) {
      const parsed = parseDice(value);
      problem = parsed.ok ? null : parsed.message;
      this.diceSeen.set(value, problem);
    }
    return problem;
  }

  private wrongType(value: unknown, schema: Schema, version: string): void {
    const expected = [...new Set(acceptedTypes(schema))].map(article).join(" or ");
    this.issue("wrong-type", `expected ${expected}, got ${article(jsonType(value))}`, version);
  }

  private walkObject(
    value: unknown,
    schema: ObjectSchema,
    place: Place | undefined,
    prefix: string,
    name: string,
    version: string,
  ): void {
    if (jsonType(value) !== "object") {
      this.wrongType(value, schema, version);
      return;
    }
    const node = value as JsonObject;
    const at = schema.place ?? place;
    // Keys of this object are looked up under this prefix: "" at a place itself, "area." inside `area`.
    const under = schema.place || name === "" ? "" : joinKey(prefix, name);
    let forms = 0;
    const slots = this.slotsOf(schema, at, under);
    if (schema.first) {
      for (const key of ordered(node, schema.first)) {
        // Past the blocks walked first, every id of an optional kind (damage types, sizes) is declared.
        if (!this.firstWalked && !schema.first.includes(key)) this.firstWalked = true;
        forms += this.walkKey(node, key, slots, schema, at, under, version);
      }
    } else if (this.plainProto) {
      // for…in allocates no key array, and reading `node[key]` in its body takes V8's enum-cache fast path.
      for (const key in node) forms += this.walkKey(node, key, slots, schema, at, under, version);
    } else {
      for (const key in node) {
        if (Object.hasOwn(node, key)) forms += this.walkKey(node, key, slots, schema, at, under, version);
      }
    }
    for (const key of schema.requiredKeys) {
      if (!Object.hasOwn(node, key)) {
        // Reported at the missing key's own path, which is where the author has to write it.
        this.path.push(key);
        this.issue("missing", `"${key}" is required here`, version);
        this.path.pop();
      }
    }
    if (schema.pairs) {
      for (const [key, needed] of schema.pairs) {
        if (Object.hasOwn(node, key) && !Object.hasOwn(node, needed)) {
          this.path.push(key);
          this.issue("missing", `"${key}" needs "${needed}" beside it`, version);
          this.path.pop();
        }
      }
    }
    if (schema.oneOf) {
      const what = schema.label ?? "this object";
      if (forms > 1) this.issue("wrong-type", `${what} takes only one of ${schema.oneOf.join(", ")}`, version);
      else if (forms === 0 && schema.exactlyOne) {
        this.issue("missing", `${what} needs one of ${schema.oneOf.join(", ")}`, version);
      }
    }
    if (schema.place) this.keep(schema.place, node);
  }

  /** Keeps an object at a place for the stated rules, when one of them may apply to it. */
  private keep(place: Place, node: JsonObject): void {
    const filter = this.wanted.get(place);
    if (!filter) return;
    if (!filter.always) {
      let triggered = false;
      for (const key of filter.triggers) {
        if (node[key] !== undefined) {
          triggered = true;
          break;
        }
      }
      if (!triggered) return;
    }
    let list = this.visits.get(place);
    if (!list) {
      list = [];
      this.visits.set(place, list);
    }
    list.push({ node, path: this.path.slice() });
  }

  /**
   * What each key may be in an object of `schema` at `at`, under `under`: its base field, its registry
   * record, whether it is a `oneOf` form. Built once per schema and position, so a key costs one lookup.
   */
  private slotsOf(schema: ObjectSchema, at: Place | undefined, under: string): ReadonlyMap<string, Slot> {
    let byPlace = this.slotCache.get(schema);
    if (!byPlace) {
      byPlace = new Map();
      this.slotCache.set(schema, byPlace);
    }
    let byUnder = byPlace.get(at);
    if (!byUnder) {
      byUnder = new Map();
      byPlace.set(at, byUnder);
    }
    let slots = byUnder.get(under);
    if (!slots) {
      const made = new Map<string, Slot>();
      slots = made;
      const names = at ? this.caps.under(at, under) : undefined;
      for (const [key, record] of names ?? []) made.set(key, { field: undefined, record, form: false });
      // Keys a package adds at this place (extension point "format") sit beside the base schema's own.
      const added = at ? packageFields(at, under) : undefined;
      const fields = added ? { ...added, ...schema.fields } : schema.fields;
      for (const key in fields) {
        const form = schema.oneOf?.includes(key) === true;
        // A key the base format describes keeps no implied record: its own schema says what it is.
        // A package's key is always a reference record (one the reference lists for one value of another
        // included: `{to: "defense"}.atLeast`), so its version and implementation are checked.
        const own = names?.get(key);
        const picks = !own && !!added?.[key] && at !== undefined && this.caps.conditionals(at, key) > 1;
        const record = own ?? (added?.[key] && at && !picks ? this.caps.conditional(at, key) : undefined);
        const conditional = !record && !picks && at !== undefined && under === "" && this.caps.hasConditional(at, key);
        made.set(key, { field: fields[key], record: record?.implied ? undefined : record, form, conditional, picks });
      }
      for (const key of HOSTILE_KEYS) made.delete(key);
      byUnder.set(under, slots);
    }
    return slots;
  }

  /** One key of an object; returns 1 when it is one of the object's `oneOf` forms. */
  private walkKey(
    node: JsonObject,
    key: string,
    slots: ReadonlyMap<string, Slot>,
    schema: ObjectSchema,
    at: Place | undefined,
    under: string,
    version: string,
  ): number {
    const value = node[key];
    const slot = slots.get(key);
    let field: Field | undefined;
    let record: KeyRecord | undefined;
    if (slot) {
      field = slot.field;
      record = slot.record;
      if (slot.conditional) record = this.caps.conditionalFor(at as Place, key, node);
      else if (slot.picks) record = this.caps.conditional(at as Place, key, node);
    } else if (HOSTILE_KEYS.has(key)) {
      return 0;
    } else if (at && under === "") {
      record = this.caps.conditional(at, key, node);
    }
    this.path.push(key);
    let inner = version;
    // Inside a key already reported (amountAdd's `field`), only a newer version is news.
    // A later key inside an implemented one (a 1.175 `zone.move.ram` in a 1.173 `zone.move`) is unsupported on its own.
    let said = false;
    if (record) {
      inner = this.checkRecord(record, key, !this.withinUnsupported, version);
      said = !this.withinUnsupported && saysUnsupported(record);
    }
    if (field) {
      const outer = this.withinUnsupported;
      if (said) this.withinUnsupported = true;
      this.walk(value, field.schema, at, under, key, inner);
      this.withinUnsupported = outer;
    } else if (record) {
      this.walkCapability(value, at as Place, under + key, record, this.withinUnsupported || said);
    } else {
      this.unknownKey(key, schema, at, under, version);
    }
    this.path.pop();
    return slot?.form ? 1 : 0;
  }

  private unknownKey(
    key: string,
    schema: ObjectSchema,
    place: Place | undefined,
    prefix: string,
    version: string,
  ): void {
    if (this.report.full) {
      this.issue("unknown-key", `unknown key "${shown(key)}"`, version);
      return;
    }
    const candidates = Object.keys(schema.fields);
    if (place) candidates.push(...this.caps.children(place, prefix));
    const near = closest(key, candidates);
    const hint = near ? ` (did you mean "${near}"?)` : "";
    this.issue("unknown-key", `unknown key "${shown(key)}"${hint}`, version);
  }

  /** Version checks for a key the registry knows; returns the version issues inside it should name. */
  private checkRecord(record: KeyRecord, shown: string, outermost: boolean, within = "base"): string {
    const version = record.version;
    if (version === "base") {
      if (outermost && saysUnsupported(record)) {
        this.issue("unsupported", `"${shown}" is not implemented by this engine yet`, version);
      }
      return version;
    }
    if (this.caps.compare(version, this.needs) > 0) this.needs = version;
    // A sub-key no newer than the key around it adds nothing to that key's own issue.
    if (this.caps.compare(version, this.declared) > 0 && this.caps.compare(version, within) > 0) {
      this.issue(
        "needs-version",
        `"${shown}" needs ${version} (the ruleset declares capabilityApi ${this.declared})`,
        version,
      );
    }
    if (outermost && saysUnsupported(record)) {
      this.issue(
        "unsupported",
        `"${shown}" (Capability API ${version}) is not implemented by this engine yet`,
        version,
      );
    }
    return version;
  }

  /**
   * Inside a key the base schema does not describe, the registry is the only guide: sub-keys it lists are
   * version-checked, others are unknown when it lists any sub-keys there at all.
   */
  private walkCapability(value: unknown, place: Place, key: string, record: KeyRecord, covered: boolean): void {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        this.path.push(i);
        this.walkCapability(value[i], place, `${key}[]`, record, covered);
        this.path.pop();
      }
      return;
    }
    if (typeof value === "string") {
      this.checkValue(place, key, value, !covered, record.version);
      return;
    }
    if (jsonType(value) !== "object") return;
    const node = value as JsonObject;
    // The reference writes sub-keys of a list's items both as `a[].b` and as `a.b`.
    const bare = key.endsWith("[]") ? key.slice(0, -2) : key;
    const prefixes = bare === key ? [`${key}.`] : [`${key}.`, `${bare}.`];
    const described = prefixes.filter((p) => this.caps.hasChildren(place, p));
    for (const sub of Object.keys(node)) {
      if (HOSTILE_KEYS.has(sub)) continue;
      this.path.push(sub);
      let found: KeyRecord | undefined;
      let foundPath = "";
      for (const prefix of prefixes) {
        // A key below one written for a value of another (`against.actions` of `{to: "saves"}`) is conditional too.
        found = this.caps.key(place, prefix + sub) ?? this.caps.conditional(place, prefix + sub);
        if (found) {
          foundPath = prefix + sub;
          break;
        }
        // A name of the author's where the reference writes `<sense>` (`senses.<sense>.add`).
        found = this.caps.key(place, prefix + ANY_NAME);
        if (found) {
          foundPath = prefix + ANY_NAME;
          break;
        }
      }
      if (found) {
        this.checkRecord(found, foundPath, !covered, record.version);
        const said = !covered && saysUnsupported(found);
        this.walkCapability(node[sub], place, foundPath, found, covered || said);
      } else if (described.length > 0 && !record.implied) {
        const near = closest(
          sub,
          described.flatMap((p) => this.caps.children(place, p)),
        );
        // Inside a key not implemented the registry may not be its whole shape: a key there is called unknown
        // only when it looks like a misspelling of one the registry lists.
        if (record.implemented || near) {
          const hint = near ? ` (did you mean "${near}"?)` : "";
          this.issue("unknown-key", `unknown key "${shown(sub)}" in "${bare}"${hint}`, record.version);
        }
      }
      this.path.pop();
    }
  }

  private walkRecord(
    value: unknown,
    schema: RecordSchema,
    place: Place | undefined,
    prefix: string,
    name: string,
    version: string,
  ): void {
    if (jsonType(value) !== "object") {
      this.wrongType(value, schema, version);
      return;
    }
    const node = value as JsonObject;
    // Keys of a record are names, not format keys: no registry place below them, unless the reference writes
    // keys below any name there (`abilities.<ability>.max`), which are then version-checked like any other.
    const below = place && name !== "" ? joinKey(prefix, name) : "";
    const named = place !== undefined && below !== "" && this.caps.hasChildren(place, joinKey(below, ANY_NAME));
    // for…in, counting as it goes: no key array per record.
    let count = 0;
    for (const key in node) {
      if (!this.plainProto && !Object.hasOwn(node, key)) continue;
      count++;
      // Reported by the screen; never walked, so no rule meets one.
      if (HOSTILE_KEYS.has(key)) continue;
      const item = node[key];
      this.path.push(key);
      // A record's keys are names, as long as an id at most. Longer ones would also cost every map keyed by
      // them (V8 hashes a long string by its length alone, so equal lengths collide).
      if (key.length > ID_MAX) {
        this.issue("too-long", `a name of ${key.length} characters; at most ${ID_MAX}`, version);
        this.path.pop();
        continue;
      }
      if (schema.keys) this.refer(schema.keys, key, version);
      if (named) this.walk(item, schema.value, place, below, ANY_NAME, version);
      else this.walk(item, schema.value, undefined, "", "", version);
      this.path.pop();
    }
    if (schema.max !== undefined && count > schema.max) {
      this.issue("too-many", `${count} keys; at most ${schema.max}`, version);
    }
  }

  private walkArray(
    value: unknown,
    schema: ArraySchema,
    place: Place | undefined,
    prefix: string,
    name: string,
    version: string,
  ): void {
    if (!Array.isArray(value)) {
      this.wrongType(value, schema, version);
      return;
    }
    const max = (schema.limit ? this.caps.limit(schema.limit, this.declared) : undefined) ?? schema.max;
    if (max !== undefined && value.length > max) {
      this.issue(
        "too-many",
        `${value.length} items; at most ${max}${this.limitHint(schema.limit, value.length)}`,
        version,
      );
    }
    if (schema.min !== undefined && value.length < schema.min) {
      this.issue("missing", `needs at least ${schema.min} item${schema.min === 1 ? "" : "s"}`, version);
    }
    if (schema.ascending) this.checkAscending(value, version);
    const itemName = itemKey(name);
    for (let i = 0; i < value.length; i++) {
      this.path.push(i);
      this.walk(value[i], schema.item, place, prefix, itemName, version);
      this.path.pop();
    }
  }

  /** Thresholds of a table's rows strictly increase; rows of other shapes are the item schema's business. */
  private checkAscending(rows: readonly unknown[], version: string): void {
    let last = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const threshold = Array.isArray(row) ? row[0] : undefined;
      if (typeof threshold !== "number") continue;
      if (threshold <= last) {
        this.path.push(i, 0);
        this.issue("out-of-range", `thresholds must strictly increase: ${threshold} follows ${last}`, version);
        this.path.pop();
        this.path.pop();
      }
      last = threshold;
    }
  }

  private walkString(
    value: unknown,
    schema: StringSchema,
    place: Place | undefined,
    prefix: string,
    name: string,
    version: string,
  ): void {
    if (typeof value !== "string") {
      this.wrongType(value, schema, version);
      return;
    }
    const max = (schema.limit ? this.caps.limit(schema.limit, this.declared) : undefined) ?? schema.max;
    if (value.length > max) {
      const hint = this.limitHint(schema.limit, value.length);
      this.issue("too-long", `${value.length} characters; at most ${max}${hint}`, version);
      return;
    }
    if (schema.min !== undefined && value.length < schema.min) {
      this.issue("missing", "must not be empty", version);
      return;
    }
    if (!schema.values || schema.values.includes(value)) {
      // A value the base format takes (listed, or any string the engine reads by name) may be one a later version
      // brings: it needs that version (`kind: "utility"`, 1.181; `effects: ["cannot-heal"]`, 1.191), and is
      // unsupported until a package claims it.
      if (place) this.checkValue(place, plainKey(prefix, name), value, !this.withinUnsupported, version);
    } else {
      const key = prefix + name;
      const record = place ? this.caps.value(place, key, value) : undefined;
      if (record) {
        this.checkRecord(record, `${key}: "${value}"`, true);
        return;
      }
      const near = closest(value, schema.values);
      const hint = near ? ` (did you mean "${near}"?)` : "";
      this.issue("out-of-range", `"${value}" is not one of ${schema.values.join(", ")}${hint}`, version);
      return;
    }
    if (schema.pattern && !schema.pattern.test(value)) {
      this.issue("wrong-type", `"${value}" is not ${schema.patternHint ?? "well formed"}`, version);
      return;
    }
    if (schema.declares) this.declare(schema.declares, value, schema.shared === true, version);
    if (schema.ref) this.refer(schema.ref, value, version);
  }

  /** Version checks for a value some record lists for `key` (a list's items are listed under the list's key). */
  private checkValue(place: Place, key: string, value: string, outermost: boolean, within: string): void {
    const bare = key.endsWith("[]") ? key.slice(0, -2) : key;
    for (const path of bare === key ? [key] : [key, bare]) {
      if (!this.caps.hasValues(place, path)) continue;
      const record = this.caps.value(place, path, value);
      // A value the base format had before a section gave it a second meaning beside another key keeps its
      // first meaning alone (`reaction.on: "hit"` is Shield's moment; with `by: "self"` it is 1.241's).
      if (record && QUALIFIED.has(`${record.version} ${record.key}`)) return;
      if (record) {
        this.checkRecord(record, `${path}: "${value}"`, outermost, within);
        return;
      }
    }
  }

  /**
   * A reference to an id already declared needs nothing more; others wait for the whole document to be
   * read (the sheet and combat block are walked first, so most resolve here without a copy of the path).
   */
  private refer(target: RefTarget, id: string, version: string): void {
    if (typeof target === "string") {
      const ids = this.ids.get(target);
      if (ids?.has(id)) return;
      // A kind the ruleset may leave undeclared, and does: any id is accepted (as resolveRefs would).
      if (!ids && this.firstWalked && OPTIONAL_KINDS.has(target)) return;
    } else {
      // A plain loop: no closure per reference.
      for (const kind of target) if (this.ids.get(kind)?.has(id)) return;
    }
    this.refs.push({ target, id, path: [...this.path], capability: version });
  }

  /** " at capabilityApi X; N needs 1.NNN" for a limit that grew with the versions. */
  private limitHint(limit: string | undefined, count: number): string {
    if (!limit) return "";
    const needed = this.caps.limitVersion(limit, count);
    const more = needed ? `; ${count} needs ${needed}` : "";
    return ` at capabilityApi ${this.declared}${more}`;
  }

  private declare(kind: IdKind, id: string, shared: boolean, version: string): void {
    let ids = this.ids.get(kind);
    if (!ids) {
      ids = new Map();
      this.ids.set(kind, ids);
    }
    const first = ids.get(id);
    if (first !== undefined && !shared) {
      this.issue("duplicate-id", `${kind} id "${id}" is already declared at ${first}`, version);
    } else if (first === undefined) {
      ids.set(id, formatPath(this.path));
    }
  }
}

/**
 * Whether writing a key the engine does not implement is reported as such: a key the validator implies from keys
 * below it (`grants` from `grants.budget`, `grants.melee`) is reported only when none of those is implemented;
 * otherwise each key below says so itself.
 */
function saysUnsupported(record: KeyRecord): boolean {
  return !record.implemented && record.partly !== true;
}

/** Kinds a ruleset may leave undeclared (see refs.ts): declared only in the combat block. */
const OPTIONAL_KINDS: ReadonlySet<IdKind> = new Set<IdKind>(["damageType", "size", "creatureType"]);

/**
 * Records of a value the base format already takes, that their section brings only beside another key: the
 * value alone is the base meaning; the stated rule or the other key's own record speaks for the new one.
 */
const QUALIFIED: ReadonlySet<string> = new Set([
  // with `reaction.by: "self"` (its own record, 1.241)
  '1.241 reaction.on: "hit"',
  // with a line or cone `area` (rules/zones.ts); a caster's burst is 1.172's
  '1.182 zone.anchor: "caster"',
]);

/** One key's meaning in an object of some schema at some position (see Walker.slotsOf). */
interface Slot {
  readonly field: Field | undefined;
  readonly record: KeyRecord | undefined;
  readonly form: boolean;
  /** A base key a record names for one value of another (`flat` for `to: "save-difficulty"`): look up its record. */
  readonly conditional?: boolean;
  /** A package's key the reference lists for several values of another (`ability` on an "attacks" change, 1.188, and
   * on a "damage" one, 1.197): the record written for the object's value, else the first listed. */
  readonly picks?: boolean;
}

type SlotCache = WeakMap<ObjectSchema, Map<Place | undefined, Map<string, ReadonlyMap<string, Slot>>>>;

/** Slots depend on the registry view: one cache per view, kept across validations. */
const slotCaches = new WeakMap<Capabilities, SlotCache>();
function slotCacheOf(caps: Capabilities): SlotCache {
  let cache = slotCaches.get(caps);
  if (!cache) {
    cache = new WeakMap();
    slotCaches.set(caps, cache);
  }
  return cache;
}

function isPlainPrototype(): boolean {
  for (const _ in Object.prototype) return false;
  return true;
}

/**
 * `prefix + name + "."`, built once per distinct pair: the walker forms the same few hundred registry paths
 * ("applies[].saveEnds.") for every entry, and a cached string is hashed once, not per object.
 */
const dotted = new Map<string, Map<string, string>>();
function joinKey(prefix: string, name: string): string {
  let byName = dotted.get(prefix);
  if (!byName) {
    byName = new Map();
    dotted.set(prefix, byName);
  }
  let out = byName.get(name);
  if (out === undefined) {
    out = `${prefix}${name}.`;
    // Keys of hostile input are unbounded in number: past a bound, the string is built each time.
    if (byName.size < 4096) byName.set(name, out);
  }
  return out;
}

/** `prefix + name`, cached likewise: every string at a place is looked up by it for the values records list. */
const plain = new Map<string, Map<string, string>>();
function plainKey(prefix: string, name: string): string {
  let byName = plain.get(prefix);
  if (!byName) {
    byName = new Map();
    plain.set(prefix, byName);
  }
  let out = byName.get(name);
  if (out === undefined) {
    out = prefix + name;
    if (byName.size < 4096) byName.set(name, out);
  }
  return out;
}

/** `name + "[]"`, the name of a list's items, cached likewise. */
const itemNames = new Map<string, string>();
function itemKey(name: string): string {
  let out = itemNames.get(name);
  if (out === undefined) {
    out = `${name}[]`;
    if (itemNames.size < 4096) itemNames.set(name, out);
  }
  return out;
}

/**
 * The JSON type a union picks its option by. A list that starts with a number is told apart as "tuple", so a
 * union of a cell and a list of cells (an enemy's `at`) takes either.
 */
function unionType(value: unknown): string {
  const type = jsonType(value);
  return type === "array" && typeof (value as unknown[])[0] === "number" ? "tuple" : type;
}

/** The option of a union that takes values of a JSON type, found once per union and type. */
const unionOptions = new WeakMap<UnionSchema, Map<string, Schema | null>>();
function unionOption(schema: UnionSchema, type: string): Schema | undefined {
  let byType = unionOptions.get(schema);
  if (!byType) {
    byType = new Map();
    unionOptions.set(schema, byType);
  }
  let option = byType.get(type);
  if (option === undefined) {
    // A list that starts with a number takes a tuple option first; any other list, a list option first.
    const first = type === "tuple" ? "tuple" : type === "array" ? "array" : undefined;
    const wanted = type === "tuple" ? "array" : type;
    option =
      (first ? schema.options.find((o) => o.kind === first) : undefined) ??
      schema.options.find((o) => acceptedTypes(o).includes(wanted)) ??
      null;
    byType.set(type, option);
  }
  return option ?? undefined;
}

/** A key as messages show it: hostile input may send keys of any length. */
function shown(key: string): string {
  return key.length > 100 ? `${key.slice(0, 100)}…` : key;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (min !== undefined) return `the range (at least ${min})`;
  return `the range (at most ${max})`;
}

/** The keys of `node`, those listed in `first` (when present) ahead of the others. */
function ordered(node: JsonObject, first: readonly string[]): string[] {
  const keys = Object.keys(node);
  const ahead = first.filter((key) => Object.hasOwn(node, key));
  return [...ahead, ...keys.filter((key) => !ahead.includes(key))];
}
