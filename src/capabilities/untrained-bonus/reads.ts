// 1.419's stated rule: "as with caps, neither can read skill or save modifiers, and neither can the derived value it
// reads, nor any derived value leading to that derived value". A skill's number is computed from its `untrained.add`
// and a check's from `checkAdd`, so reading a skill modifier there would read itself, or a sibling that does.
import type { JsonObject, StatedRule } from "../../validate/rules/rule.js";

/** The path of the first `skillMod` the value reads, following derived values (each once), or undefined. */
export function readsSkillMod(
  value: unknown,
  derived: ReadonlyMap<string, unknown>,
  seen = new Set<string>(),
): string[] | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = readsSkillMod(v, derived, seen);
      if (found) return found;
    }
    return undefined;
  }
  const node = value as JsonObject;
  if (typeof node.skillMod === "string") return [`skill modifier "${node.skillMod}"`];
  if (typeof node.derived === "string" && !seen.has(node.derived)) {
    seen.add(node.derived);
    const found = readsSkillMod(derived.get(node.derived), derived, seen);
    if (found) return [`derived value "${node.derived}"`, ...found];
  }
  for (const [k, v] of Object.entries(node)) {
    if (k === "derived" || k === "skillMod") continue;
    const found = readsSkillMod(v, derived, seen);
    if (found) return found;
  }
  return undefined;
}

/** The sheet's derived values by id, as written. */
function derivedOf(root: JsonObject): Map<string, unknown> {
  const sheet = root.sheet as JsonObject | undefined;
  const list = Array.isArray(sheet?.derived) ? (sheet.derived as unknown[]) : [];
  const out = new Map<string, unknown>();
  for (const d of list)
    if (typeof d === "object" && d !== null && typeof (d as JsonObject).id === "string")
      out.set((d as JsonObject).id as string, (d as JsonObject).value);
  return out;
}

function noSkillMods(key: string, place: "sheet.skill" | "sheet.ability", at: readonly string[]): StatedRule {
  return {
    section: "1.419",
    places: [place],
    trigger: at[0],
    says: `"${key}" reads no skill or save modifier, nor any derived value that does`,
    check(node, emit, root) {
      let value: unknown = node;
      for (const k of at) value = typeof value === "object" && value !== null ? (value as JsonObject)[k] : undefined;
      if (value === undefined) return;
      const chain = readsSkillMod(value, derivedOf(root));
      if (!chain) return;
      emit(
        [...at],
        "not-allowed",
        `"${key}" may not read skill or save modifiers, directly or through a derived value; it reads ${chain.join(", which reads ")}`,
      );
    },
  };
}

export const rules: readonly StatedRule[] = [
  noSkillMods("untrained.add", "sheet.skill", ["untrained", "add"]),
  noSkillMods("checkAdd", "sheet.ability", ["checkAdd"]),
];
