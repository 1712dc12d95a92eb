// 1.411: a row's `scaled` cell written with `texts` scales a text or enum column, and an enum's texts are among
// its allowed values ("an enum's texts must be among its allowed values").

import type { StatedRule } from "../../validate/rules/rule.js";
import type { JsonObject } from "../../validate/walk.js";

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The columns of the sheet list `id`, by id. */
function columnsOf(root: JsonObject, id: unknown): Map<string, JsonObject> | undefined {
  const sheet = root.sheet;
  const lists = isObject(sheet) && Array.isArray(sheet.lists) ? sheet.lists : [];
  const list = lists.find((l) => isObject(l) && l.id === id);
  if (!isObject(list) || !Array.isArray(list.columns)) return undefined;
  return new Map(list.columns.filter(isObject).map((c) => [String(c.id), c]));
}

const scaledTexts: StatedRule = {
  section: "1.411",
  places: ["entry"],
  trigger: "row",
  says: `a scaled cell's "texts" scale a text or enum column, an enum's among its values`,
  check(node, emit, root) {
    const row = node.row;
    if (!isObject(row) || !isObject(row.scaled)) return;
    const columns = columnsOf(root, row.list);
    if (!columns) return;
    for (const [id, cell] of Object.entries(row.scaled)) {
      const column = columns.get(id);
      if (!column || !isObject(cell) || !Array.isArray(cell.texts)) continue;
      if (column.type !== "text" && column.type !== "enum") {
        const why = `"texts" scale a text or enum column; "${id}" is a ${String(column.type)} column (1.411)`;
        emit(["row", "scaled", id, "texts"], "not-allowed", why);
        continue;
      }
      if (column.type !== "enum" || !Array.isArray(column.values)) continue;
      cell.texts.forEach((step, i) => {
        const text = Array.isArray(step) ? step[1] : undefined;
        if (typeof text === "string" && !(column.values as unknown[]).includes(text)) {
          const why = `"${text}" is not one of the values of column "${id}": ${(column.values as unknown[]).join(", ")} (1.411)`;
          emit(["row", "scaled", id, "texts", i, 1], "out-of-range", why);
        }
      });
    }
  },
};

export const rowTextsRules: readonly StatedRule[] = [scaledTexts];
