// The faces of a die a ruleset names: any value, or an enum field written like "d8".
import type { Value } from "../ruleset/value.js";
import type { SheetContext } from "./context.js";
import { reject } from "./errors.js";
import { evaluate, fieldValue } from "./value.js";

export function dieFaces(ctx: SheetContext, die: Value, path: string): number {
  let faces: number;
  if (die && typeof die === "object" && "field" in die) {
    const raw = fieldValue(ctx, die.field, path);
    const text = typeof raw === "string" ? /^d(\d+)$/i.exec(raw.trim()) : null;
    faces = text ? Number(text[1]) : typeof raw === "number" ? raw : Number.NaN;
  } else {
    faces = evaluate(ctx, die, path);
  }
  if (!Number.isInteger(faces) || faces < 0 || faces > 1000) {
    reject("bad-die", `a die needs a whole number of faces from 1 to 1000, got ${faces}`, path);
  }
  return faces;
}
