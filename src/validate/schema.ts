// A small schema language for the ruleset format. It describes shapes only; which keys exist beyond the base
// format, and at which Capability API version, is the registry's business (see walk.ts).
import type { DiceSpec } from "../dice/types.js";
import type { Place } from "../registry/places.js";

/** Kinds of ids a ruleset declares and refers to (`bad-reference` when a reference names none). */
export type IdKind =
  | "ability"
  | "skill"
  | "save"
  | "field"
  | "derived"
  | "pool"
  | "poolGroup"
  | "track"
  | "sheetCondition"
  | "list"
  | "tier"
  | "text"
  | "catalog"
  | "entry"
  | "creature"
  | "item"
  | "check"
  | "rest"
  | "budget"
  | "standard"
  | "combatCheck"
  | "component"
  | "contest"
  | "condition"
  | "damageType"
  | "size"
  | "creatureType"
  | "conditionKind"
  | "encounter";

/** A reference may accept ids of several kinds (a contest rolls a combat check or a skill). */
export type RefTarget = IdKind | readonly IdKind[];

export type Schema =
  | ObjectSchema
  | RecordSchema
  | ArraySchema
  | TupleSchema
  | StringSchema
  | NumberSchema
  | { readonly kind: "boolean" }
  | { readonly kind: "dice" }
  | { readonly kind: "any" }
  | UnionSchema
  | SwitchSchema
  | LazySchema;

export interface Field {
  readonly schema: Schema;
  readonly required?: boolean;
}

export interface ObjectSchema {
  readonly kind: "object";
  readonly fields: Readonly<Record<string, Field>>;
  readonly requiredKeys: readonly string[];
  /** The registry place this object is; keys beyond `fields` are looked up there. */
  readonly place?: Place;
  /** At most one of these keys, and exactly one when `exactlyOne` (the forms of a value). */
  readonly oneOf?: readonly string[];
  readonly exactlyOne?: boolean;
  /** Keys walked ahead of the others (those that declare ids others refer to). */
  readonly first?: readonly string[];
  /** What the object is, for messages ("a value", "a save"). */
  readonly label?: string;
  /** Keys that mean something only beside another: [key, the key it needs] (`round` needs `half`). */
  readonly pairs?: readonly (readonly [string, string])[];
}

export interface RecordSchema {
  readonly kind: "record";
  /** When set, each key must be an id of this kind. */
  readonly keys?: RefTarget;
  readonly value: Schema;
  readonly max?: number;
}

export interface ArraySchema {
  readonly kind: "array";
  readonly item: Schema;
  readonly min?: number;
  /** A fixed bound, or the name of a registry limit that grows with the declared version. */
  readonly max?: number;
  readonly limit?: string;
  /** Items are `[threshold, …]` rows whose thresholds must strictly increase (threshold tables). */
  readonly ascending?: boolean;
}

export interface TupleSchema {
  readonly kind: "tuple";
  readonly items: readonly Schema[];
}

export interface StringSchema {
  readonly kind: "string";
  readonly max: number;
  /** A registry limit on its characters that grows with the declared version (`max` when unknown). */
  readonly limit?: string;
  readonly min?: number;
  readonly values?: readonly string[];
  /** The string declares an id of this kind, unique among its kind. */
  readonly declares?: IdKind;
  /** Many strings may declare the same id (pool groups): no duplicate check. */
  readonly shared?: boolean;
  /** The string names an id declared elsewhere. */
  readonly ref?: RefTarget;
  readonly pattern?: RegExp;
  readonly patternHint?: string;
}

export interface NumberSchema {
  readonly kind: "number";
  readonly integer: boolean;
  readonly min?: number;
  readonly max?: number;
}

export interface UnionSchema {
  readonly kind: "union";
  /** Options are told apart by JSON type; at most one option per type. */
  readonly options: readonly Schema[];
}

/** An object whose shape depends on one of its string fields (a catalog's `type`). */
export interface SwitchSchema {
  readonly kind: "switch";
  readonly on: string;
  readonly cases: Readonly<Record<string, ObjectSchema>>;
}

export interface LazySchema {
  readonly kind: "lazy";
  readonly get: () => Schema;
}

// Builders: the format files read as a description of the format, not as walker code. Each carries, for the type
// checker alone, the TypeScript type of the JSON it accepts: a package declares its key's type as
// `Infer<typeof schema>`, so the schema is the one declaration of its shape.

declare const TYPE: unique symbol;
/** A schema with the type of what it accepts (type-level only: nothing is stored). */
export type Typed<S, T> = S & { readonly [TYPE]?: T };
/** The TypeScript type of the JSON a schema built here accepts (`unknown` for a schema not built here). */
export type Infer<S> = S extends { readonly [TYPE]?: infer T } ? T : unknown;

type FieldType<V> = V extends { readonly schema: infer S } ? Infer<S> : Infer<V>;
type RequiredKeys<F> = { [K in keyof F]: F[K] extends { readonly required: true } ? K : never }[keyof F];
type ObjectOf<F> = { readonly [K in RequiredKeys<F>]: FieldType<F[K]> } & {
  readonly [K in Exclude<keyof F, RequiredKeys<F>>]?: FieldType<F[K]>;
};

/**
 * The type of the keys a package adds inside one key, read from the fields it describes them with
 * (`{ "zone.grows": { schema: dice } }` under `"zone."` is `{ readonly grows?: DiceSpec }`): a package merges it into
 * the type of that key, so its schema stays the one declaration of their shape.
 */
export type FieldsUnder<F, P extends string> = {
  readonly [K in keyof F as K extends `${P}${infer R}`
    ? R extends `${string}.${string}`
      ? never
      : R
    : never]?: FieldType<F[K]>;
};

export const ID_MAX = 100;
export const LABEL_MAX = 200;
export const TEXT_MAX = 20_000;

export function object<const F extends Record<string, Schema | Field>>(
  fields: F,
  options: {
    place?: Place;
    oneOf?: readonly string[];
    exactlyOne?: boolean;
    first?: readonly string[];
    label?: string;
    pairs?: readonly (readonly [string, string])[];
  } = {},
): Typed<ObjectSchema, ObjectOf<F>> {
  const out: Record<string, Field> = Object.create(null);
  for (const [key, value] of Object.entries(fields)) out[key] = "schema" in value ? value : { schema: value };
  const requiredKeys = Object.keys(out).filter((key) => out[key].required);
  return { kind: "object", fields: out, requiredKeys, ...options };
}

export function required<S extends Schema>(schema: S): Field & { readonly schema: S; readonly required: true } {
  return { schema, required: true };
}

export function record<S extends Schema>(
  value: S,
  options: { keys?: RefTarget; max?: number } = {},
): Typed<RecordSchema, Readonly<Record<string, Infer<S>>>> {
  return { kind: "record", value, ...options };
}

export function array<S extends Schema>(
  item: S,
  options: { min?: number; max?: number; limit?: string; ascending?: boolean } = {},
): Typed<ArraySchema, readonly Infer<S>[]> {
  return { kind: "array", item, ...options };
}

/** A threshold table: `[[threshold, cell], …]`, thresholds strictly increasing, 1 to 100 rows. */
export function thresholdTable(cell: Schema, threshold: Schema = number()): ArraySchema {
  return array(tuple(threshold, cell), { min: 1, max: 100, ascending: true });
}

export function tuple(...items: Schema[]): TupleSchema {
  return { kind: "tuple", items };
}

export function string(options: Partial<Omit<StringSchema, "kind">> = {}): Typed<StringSchema, string> {
  return { kind: "string", max: LABEL_MAX, ...options };
}

export function oneOf<const V extends readonly string[]>(...values: V): Typed<StringSchema, V[number]> {
  return { kind: "string", max: LABEL_MAX, values };
}

export function id(kind: IdKind, options: { shared?: boolean } = {}): Typed<StringSchema, string> {
  return { kind: "string", max: ID_MAX, min: 1, declares: kind, ...options };
}

export function ref(target: RefTarget): Typed<StringSchema, string> {
  return { kind: "string", max: ID_MAX * 2 + 1, min: 1, ref: target };
}

export function integer(min?: number, max?: number): Typed<NumberSchema, number> {
  return { kind: "number", integer: true, min, max };
}

export function number(min?: number, max?: number): Typed<NumberSchema, number> {
  return { kind: "number", integer: false, min, max };
}

export const boolean: Typed<{ readonly kind: "boolean" }, boolean> = { kind: "boolean" };
export const dice: Typed<{ readonly kind: "dice" }, DiceSpec> = { kind: "dice" };
export const any: Schema = { kind: "any" };

export function union<const S extends readonly Schema[]>(...options: S): Typed<UnionSchema, Infer<S[number]>> {
  return { kind: "union", options };
}

export function switchOn(on: string, cases: Record<string, ObjectSchema>): SwitchSchema {
  return { kind: "switch", on, cases };
}

export function lazy(get: () => Schema): LazySchema {
  return { kind: "lazy", get };
}

/** The JSON type names a schema accepts, for choosing a union option and for messages. */
export function acceptedTypes(schema: Schema): readonly string[] {
  switch (schema.kind) {
    case "object":
    case "record":
    case "switch":
      return ["object"];
    case "array":
    case "tuple":
      return ["array"];
    case "string":
      return ["string"];
    case "number":
      return ["number"];
    case "boolean":
      return ["boolean"];
    case "dice":
      return ["string", "number", "object"];
    case "any":
      return ["string", "number", "boolean", "object", "array", "null"];
    case "union":
      return schema.options.flatMap(acceptedTypes);
    case "lazy":
      return acceptedTypes(schema.get());
  }
}

export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
