// Extension point "format": the keys a capability package adds to the ruleset format, with their schemas, and
// the rules the reference states for them. The composition root installs every package's contribution once; the
// walker reads the fields at an object's own place beside the base schema's, and the stated rules run with the
// base ones. Whether a key is implemented stays the registry's answer: a package left out of an engine's
// composition still has its fields described here, and its keys are refused there as `unsupported`.
import type { Place } from "../registry/places.js";
import type { StatedRule } from "./rules/rule.js";
import type { Field } from "./schema.js";

export interface FormatExtension {
  /** Keys by the registry place of the object they sit on ("modifier", "combat.condition"). */
  readonly fields?: { readonly [P in Place]?: Readonly<Record<string, Field>> };
  /** The rejections the reference states for them. */
  readonly rules?: readonly StatedRule[];
}

const fields = new Map<Place, Record<string, Field>>();
let rules: readonly StatedRule[] = [];

/** Called once by the composition root with every package's contribution. */
export function installFormat(extensions: readonly (FormatExtension | undefined)[]): void {
  fields.clear();
  const all: StatedRule[] = [];
  for (const ext of extensions) {
    if (!ext) continue;
    for (const [place, keys] of Object.entries(ext.fields ?? {}) as [Place, Record<string, Field>][]) {
      const at = fields.get(place) ?? {};
      for (const [key, field] of Object.entries(keys)) {
        if (at[key]) throw new Error(`format key ${JSON.stringify(key)} at ${place} is described twice`);
        at[key] = field;
      }
      fields.set(place, at);
    }
    all.push(...(ext.rules ?? []));
  }
  rules = all;
}

/** The keys packages add at a place, if any. */
export function packageFields(place: Place): Readonly<Record<string, Field>> | undefined {
  return fields.get(place);
}

export function packageRules(): readonly StatedRule[] {
  return rules;
}
