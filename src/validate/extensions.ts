// Extension point "format": the keys a capability package adds to the ruleset format, with their schemas, and
// the rules the reference states for them. The composition root installs every package's contribution once; the
// walker reads the fields at an object's own place beside the base schema's, and the stated rules run with the
// base ones. Whether a key is implemented stays the registry's answer: a package left out of an engine's
// composition still has its fields described here, and its keys are refused there as `unsupported`.
import type { Place } from "../registry/places.js";
import type { StatedRule } from "./rules/rule.js";
import type { Field } from "./schema.js";

export interface FormatExtension {
  /** Keys by the registry place of the object they sit on ("modifier", "combat.condition"), written as the
   * registry writes them: a key of an object inside the place by its path (`"applies[].endsWith"`). */
  readonly fields?: { readonly [P in Place]?: Readonly<Record<string, Field>> };
  /** The rejections the reference states for them. */
  readonly rules?: readonly StatedRule[];
}

/** Place → the path of the object inside it ("" for the place itself, "applies[]." for an `applies` item) → keys. */
const fields = new Map<Place, Map<string, Record<string, Field>>>();
let rules: readonly StatedRule[] = [];

/** Called once by the composition root with every package's contribution. */
export function installFormat(extensions: readonly (FormatExtension | undefined)[]): void {
  fields.clear();
  const all: StatedRule[] = [];
  for (const ext of extensions) {
    if (!ext) continue;
    for (const [place, keys] of Object.entries(ext.fields ?? {}) as [Place, Record<string, Field>][]) {
      const byPrefix = fields.get(place) ?? new Map<string, Record<string, Field>>();
      for (const [path, field] of Object.entries(keys)) {
        const dot = path.lastIndexOf(".");
        const prefix = path.slice(0, dot + 1);
        const name = path.slice(dot + 1);
        const at = byPrefix.get(prefix) ?? {};
        if (at[name]) throw new Error(`format key ${JSON.stringify(path)} at ${place} is described twice`);
        at[name] = field;
        byPrefix.set(prefix, at);
      }
      fields.set(place, byPrefix);
    }
    all.push(...(ext.rules ?? []));
  }
  rules = all;
}

/** The keys packages add to an object at a place (`prefix` its path inside the place, "" for the place's own). */
export function packageFields(place: Place, prefix: string): Readonly<Record<string, Field>> | undefined {
  return fields.get(place)?.get(prefix);
}

/** Whether packages add keys anywhere at or below `prefix` in an object at `place`. */
export function packageFieldsBelow(place: Place, prefix: string): boolean {
  for (const at of fields.get(place)?.keys() ?? []) if (at.startsWith(prefix)) return true;
  return false;
}

export function packageRules(): readonly StatedRule[] {
  return rules;
}
