// What the sheet schema leaves to the ruleset, checked wherever a sheet comes from outside (a setup, a saved
// state): a score for every ability, each field of its declared type.
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { PathSegment } from "../validate/path.js";

export interface SheetValueProblem {
  readonly path: readonly PathSegment[];
  readonly message: string;
}

/** The first value of `sheet` that the ruleset's sheet cannot hold, or undefined. */
export function sheetValueProblem(
  ruleset: RulesetDoc,
  sheet: Record<string, unknown>,
  at: readonly PathSegment[],
): SheetValueProblem | undefined {
  const scores = (sheet.abilities ?? {}) as Record<string, unknown>;
  for (const a of ruleset.sheet.abilities) {
    if (!Object.hasOwn(scores, a.id)) return { path: [...at, "abilities", a.id], message: `no score for ${a.id}` };
  }
  const fields = (sheet.fields ?? {}) as Record<string, unknown>;
  for (const def of ruleset.sheet.fields ?? []) {
    if (!Object.hasOwn(fields, def.id)) continue;
    const v = fields[def.id];
    const want = def.type === "number" ? "number" : def.type === "boolean" ? "boolean" : "string";
    if (typeof v !== want) return { path: [...at, "fields", def.id], message: `field ${def.id} holds a ${def.type}` };
    if (def.type === "enum" && def.values && !def.values.includes(v as string)) {
      return { path: [...at, "fields", def.id], message: `field ${def.id} is one of ${def.values.join(", ")}` };
    }
  }
  return undefined;
}
