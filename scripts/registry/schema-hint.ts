import type { KeyKind, Schema } from "../../src/registry/types.js";

/**
 * A coarse schema for a key, read from how the reference writes it in JSON: `"rounds": 10` is an integer,
 * `"zone": {` an object, `"triggers": [` an array. The key's own section is read first, then the whole
 * reference. Enumerated keys written as strings are "enum".
 */
export function schemaHint(key: string, kind: KeyKind, values: readonly string[] | undefined, texts: string[]): Schema {
  if (kind === "value") return "enum";
  if (kind === "phrase") return "any";
  if (key.endsWith("[]")) return "array";
  const name = key
    .replace(/\[\]/g, "")
    .split(".")
    .pop()!
    .replace(/[^\w-]/g, "");
  if (!name) return "any";
  for (const text of texts) {
    const m = new RegExp(`"${name}"\\s*:\\s*(\\S)(.{0,30})`).exec(text);
    if (!m) continue;
    const [, first, rest] = m;
    // Dice amounts are `{ "dice": "2d6" }` or `{ "flat": 3 }`; sheet values `{ "field": … }`.
    if (first === "{" && /^\s*"(dice|flat)"/.test(rest!)) return "dice";
    if (first === "{" && /^\s*"(field|abilityMod|derived|sheet)"/.test(rest!)) return "value";
    if (first === "{") return "object";
    if (first === "[") return "array";
    if (first === "t" || first === "f") return rest!.startsWith("rue") || rest!.startsWith("alse") ? "boolean" : "any";
    if (first === '"') {
      if (/^\d*d\d+/.test(rest!)) return "dice";
      return values?.length ? "enum" : "string";
    }
    if (/[-\d]/.test(first!)) return /^\d*\.\d/.test(rest!) ? "number" : "integer";
  }
  return values?.length ? "enum" : "any";
}
