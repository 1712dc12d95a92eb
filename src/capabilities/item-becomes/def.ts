// 1.272 as written: `charges.breaksOn.becomes`, its schema and the rules stated for it.

import type { FormatExtension } from "../../validate/extensions.js";
import type { JsonObject } from "../../validate/rules/rule.js";
import { ref } from "../../validate/schema.js";

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The `<catalog>/<entry>` of an item object of the document, found by identity. */
function ownRef(root: JsonObject, node: JsonObject): string | undefined {
  const catalogs = isObject(root.catalogs) ? root.catalogs : {};
  for (const [id, catalog] of Object.entries(catalogs)) {
    const entries = isObject(catalog) && Array.isArray(catalog.entries) ? catalog.entries : [];
    if (entries.includes(node)) return `${id}/${String(node.id)}`;
  }
  return undefined;
}

export const format: FormatExtension = {
  fields: { item: { "charges.breaksOn.becomes": { schema: ref("item") } } },
  rules: [
    {
      section: "1.272",
      places: ["item"],
      trigger: "charges",
      says: `"becomes" names another item, beside "atMost"`,
      check(node, emit, root) {
        const breaks = isObject(node.charges) ? node.charges.breaksOn : undefined;
        if (!isObject(breaks) || typeof breaks.becomes !== "string") return;
        // Without `regains` the base rule already asks for `atMost`.
        if (breaks.atMost === undefined && breaks.regains !== undefined)
          emit(
            ["charges", "breaksOn", "atMost"],
            "missing",
            `"becomes" needs "atMost": the faces that turn it (1.272)`,
          );
        if (breaks.becomes === ownRef(root, node))
          emit(["charges", "breaksOn", "becomes"], "bad-reference", `an item cannot become itself (1.272)`);
      },
    },
  ],
};
