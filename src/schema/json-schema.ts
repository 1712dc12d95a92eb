// A JSON Schema (draft-07, the draft editors complete best) of the ruleset format, made from what the
// validator itself walks: the base format (src/validate/format) and, at each registry place, the keys this
// engine implements. Editors then offer completion and flag wrong types; what a schema cannot say (ids
// that must resolve, versions a key needs, ascending tables) stays the validator's.
import { allKeys, capabilityApi, limit, PLACES, type Place } from "../registry/index.js";
import type { KeyRecord } from "../registry/types.js";
import { HOSTILE_KEYS } from "../validate/bounds.js";
import type { Capabilities } from "../validate/capabilities.js";
import { packageFields, packageFieldsBelow } from "../validate/extensions.js";
import { rulesetSchema } from "../validate/format/ruleset.js";
import { registryCapabilities } from "../validate/registry-view.js";
import type { ObjectSchema, Schema, StringSchema } from "../validate/schema.js";

export type JsonSchema = { [key: string]: unknown };

const DRAFT = "http://json-schema.org/draft-07/schema#";

/** The JSON Schema of the ruleset format this engine accepts. */
export function rulesetJsonSchema(): JsonSchema {
  const maker = new Maker(registryCapabilities(), conditionalKeys());
  const root = maker.convert(rulesetSchema, undefined, "", "");
  return {
    $schema: DRAFT,
    title: "gamemode-engine ruleset",
    description:
      `A ruleset for gamemode-engine (Capability API ${capabilityApi()}). Generated from the engine's format and ` +
      "capability registry by `gamemode-engine schema`; `gamemode-engine validate` checks what a schema cannot " +
      "(references, versions).",
    ...root,
    definitions: maker.definitions,
  };
}

/** Keys the reference lists only beside one value of another (`{to: "attacks"}.atSource`), by place. */
function conditionalKeys(): Map<Place, Map<string, KeyRecord>> {
  const out = new Map<Place, Map<string, KeyRecord>>();
  for (const record of allKeys()) {
    const when = record.kind === "key" ? /^\{[^}]*\}\.(\w+)$/.exec(record.key) : null;
    if (!when) continue;
    for (const place of record.where) {
      const names = out.get(place) ?? new Map<string, KeyRecord>();
      if (!names.has(when[1])) names.set(when[1], record);
      out.set(place, names);
    }
  }
  return out;
}

function describe(record: KeyRecord): string {
  const since = record.version === "base" ? "base format" : `Capability API ${record.version}`;
  return record.title ? `${since}: ${record.title}` : since;
}

/** The largest bound a limit ever reaches: the schema cannot know the declared version. */
function widest(fixed: number | undefined, name: string | undefined): number | undefined {
  const steps = name ? limit(name)?.steps : undefined;
  if (!steps || steps.length === 0) return fixed;
  const top = steps[steps.length - 1].max;
  return fixed === undefined ? top : Math.max(fixed, top);
}

class Maker {
  readonly definitions: Record<string, JsonSchema> = {};
  /** Object shapes already made, by schema, place and key prefix (the walker's own key for its slots). */
  private readonly made = new Map<ObjectSchema, Map<string, string>>();
  private readonly taken = new Set<string>();
  /** The definition being made and the key being converted in it: names for objects without a place. */
  private within = "ruleset";
  private field = "";

  constructor(
    private readonly caps: Capabilities,
    private readonly conditional: Map<Place, Map<string, KeyRecord>>,
  ) {}

  /** Mirrors Walker.walk: `place`, `prefix` and `name` locate registry keys as the walker does. */
  convert(schema: Schema, place: Place | undefined, prefix: string, name: string): JsonSchema {
    switch (schema.kind) {
      case "object":
        return this.object(schema, place, prefix, name);
      case "record": {
        const out: JsonSchema = { type: "object", additionalProperties: this.convert(schema.value, undefined, "", "") };
        if (schema.max !== undefined) out.maxProperties = schema.max;
        return out;
      }
      case "array": {
        const out: JsonSchema = { type: "array", items: this.convert(schema.item, place, prefix, `${name}[]`) };
        if (schema.min !== undefined) out.minItems = schema.min;
        const max = widest(schema.max, schema.limit);
        if (max !== undefined) out.maxItems = max;
        return out;
      }
      case "tuple":
        return {
          type: "array",
          items: schema.items.map((item) => this.convert(item, place, prefix, `${name}[]`)),
          additionalItems: false,
          minItems: schema.items.length,
        };
      case "string":
        return this.string(schema, place, prefix + name);
      case "number": {
        const out: JsonSchema = { type: schema.integer ? "integer" : "number" };
        if (schema.min !== undefined) out.minimum = schema.min;
        if (schema.max !== undefined) out.maximum = schema.max;
        return out;
      }
      case "boolean":
        return { type: "boolean" };
      case "dice":
        return {
          type: ["string", "number", "object"],
          description: 'dice: "2d6+3", a number, or a dice object (docs/dice.md)',
        };
      case "any":
        return {};
      case "union":
        return { anyOf: schema.options.map((option) => this.convert(option, place, prefix, name)) };
      case "switch": {
        const cases = Object.keys(schema.cases);
        return {
          type: "object",
          required: [schema.on],
          properties: { [schema.on]: { enum: cases } },
          allOf: cases.map((tag) => ({
            if: { properties: { [schema.on]: { const: tag } }, required: [schema.on] },
            // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own if/then keyword
            then: this.switchCase(schema.cases[tag], tag, place, prefix, name),
          })),
        };
      }
      case "lazy":
        return this.convert(schema.get(), place, prefix, name);
    }
  }

  private switchCase(schema: ObjectSchema, tag: string, place: Place | undefined, prefix: string, name: string) {
    const field = this.field;
    this.field = `${field}.${tag}`;
    const out = this.convert(schema, place, prefix, name);
    this.field = field;
    return out;
  }

  private string(schema: StringSchema, place: Place | undefined, key: string): JsonSchema {
    const out: JsonSchema = { type: "string" };
    const max = widest(schema.max, schema.limit);
    if (max !== undefined) out.maxLength = max;
    if (schema.min !== undefined) out.minLength = schema.min;
    if (schema.values) {
      // Values the registry adds to the base list (`area.shape: "box"`), when implemented.
      const more = place
        ? allKeys()
            .filter((r) => r.kind === "value" && r.implemented && r.where.includes(place) && valueKey(r) === key)
            .flatMap((r) => r.values ?? [])
        : [];
      out.enum = [...new Set([...schema.values, ...more])];
    }
    if (schema.pattern) out.pattern = schema.pattern.source;
    if (schema.patternHint) out.description = schema.patternHint;
    return out;
  }

  private object(schema: ObjectSchema, place: Place | undefined, prefix: string, name: string): JsonSchema {
    let at = schema.place ?? place;
    let under = schema.place || name === "" ? "" : `${prefix}${name}.`;
    // Where neither the registry nor a package has anything under this position, the position does not matter:
    // one shape serves every nesting (values nest through themselves without end).
    const plain = (where: Place) =>
      !this.caps.hasChildren(where, under) && !this.valuesUnder(where, under) && !packageFieldsBelow(where, under);
    if (!at || (under !== "" && plain(at))) {
      at = undefined;
      under = "";
    }
    const slot = `${at ?? ""}|${under}`;
    let byPosition = this.made.get(schema);
    if (!byPosition) {
      byPosition = new Map();
      this.made.set(schema, byPosition);
    }
    const known = byPosition.get(slot);
    if (known) return { $ref: `#/definitions/${known}` };
    const id = this.name(schema);

    byPosition.set(slot, id);

    const outer = [this.within, this.field];
    this.within = id;
    const properties: Record<string, JsonSchema> = {};
    const records = at ? this.caps.under(at, under) : undefined;
    for (const [key, record] of records ?? []) {
      if (record.implemented && !HOSTILE_KEYS.has(key))
        properties[key] = this.capability(at as Place, under + key, record);
    }
    if (at && under === "") {
      for (const [key, record] of this.conditional.get(at) ?? []) {
        if (record.implemented && !(key in properties)) properties[key] = { description: describe(record) };
      }
    }
    // Keys a package adds here (extension point "format") are described by their own schemas, as the walker reads them.
    const added = at ? packageFields(at, under) : undefined;
    for (const [key, field] of Object.entries({ ...added, ...schema.fields })) {
      // A record implied from the keys below a base key says nothing of the base key itself (as in the walker).
      const listed = records?.get(key);
      const record = listed?.implied ? undefined : listed;
      // A base key the registry lists as not implemented is refused by the engine: left out here too.
      if (record && !record.implemented) {
        delete properties[key];
        continue;
      }
      this.field = key;
      const converted = this.convert(field.schema, at, under, key);
      properties[key] = record ? { description: describe(record), ...converted } : converted;
    }
    [this.within, this.field] = outer;
    const out: JsonSchema = { type: "object", properties, additionalProperties: false };
    if (schema.label) out.description = schema.label;
    else if (schema.place) out.description = PLACES[schema.place];
    const required = schema.requiredKeys.filter((key) => key in properties);
    if (required.length > 0) out.required = required;
    if (schema.pairs) out.dependencies = Object.fromEntries(schema.pairs.map(([key, needed]) => [key, [needed]]));
    if (schema.oneOf) {
      const forms = schema.oneOf.map((key) => ({ required: [key] }));
      // Exactly one form; or, when none is needed, at most one.
      out.oneOf = schema.exactlyOne ? forms : [...forms, { not: { anyOf: forms } }];
    }
    this.definitions[id] = out;
    return { $ref: `#/definitions/${id}` };
  }

  /**
   * A key only the registry describes. The walker checks the names of the sub-keys the registry lists (in
   * objects, and in objects within lists) and nothing of their values: so does this. `properties` and
   * `items` constrain only objects and lists, leaving other values free.
   */
  private capability(place: Place, key: string, record: KeyRecord, depth = 0): JsonSchema {
    const out: JsonSchema = { description: describe(record) };
    if (depth > 12) return out;
    const bare = key.endsWith("[]") ? key.slice(0, -2) : key;
    const prefixes = (bare === key ? [`${key}.`] : [`${key}.`, `${bare}.`]).filter((p) =>
      this.caps.hasChildren(place, p),
    );
    if (prefixes.length > 0) {
      const properties: Record<string, JsonSchema> = {};
      for (const p of prefixes) {
        for (const sub of this.caps.children(place, p)) {
          const found = this.caps.key(place, p + sub);
          if (found?.implemented && !(sub in properties) && !HOSTILE_KEYS.has(sub)) {
            properties[sub] = this.capability(place, p + sub, found, depth + 1);
          }
        }
      }
      // Typed when the registry says the key is an object: a strict validator wants a type beside `properties`.
      // So is a key implied from the keys below it (1.246's `afterAttack.names` implies an `afterAttack` object).
      if (record.schema === "object" || record.implied) out.type = "object";
      out.properties = properties;
      out.additionalProperties = false;
    }
    if (!key.endsWith("[]") && out.type !== "object") {
      const items = this.capability(place, `${key}[]`, record, depth + 1);
      if (items.properties) out.items = { properties: items.properties, additionalProperties: false };
    }
    return out;
  }

  private valuesUnder(place: Place, prefix: string): boolean {
    return allKeys().some((r) => r.kind === "value" && r.where.includes(place) && valueKey(r).startsWith(prefix));
  }

  /** A readable, unique definition name: the place, the object's label, or the key it was first met at. */
  private name(schema: ObjectSchema): string {
    const base =
      schema.place ??
      (schema.label ? schema.label.replace(/^an? /, "") : this.field ? `${this.within}.${this.field}` : "ruleset");
    const clean = base.replace(/[^\w.-]+/g, "-");
    let id = clean;
    for (let n = 2; this.taken.has(id); n++) id = `${clean}-${n}`;
    this.taken.add(id);
    return id;
  }
}

/** `area.shape: "box"` names its key before the colon. */
function valueKey(record: KeyRecord): string {
  const colon = record.key.indexOf(":");
  return (colon >= 0 ? record.key.slice(0, colon) : record.key).trim();
}
