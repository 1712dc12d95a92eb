// docs/combat.md's option kinds and event types are generated from the types (npm run docs:combat): they must
// match what the generator makes from the sources now, so a new option kind, event or field cannot go unwritten.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderReference, withReference } from "../../scripts/combat/reference.js";

describe("docs/combat.md option kinds and events", () => {
  it("match the types (npm run docs:combat)", () => {
    const doc = readFileSync("docs/combat.md", "utf8");
    const reference = renderReference();
    // Every kind of `Option` and every `t` of `CombatEvent` is written, with its fields.
    for (const kind of ["use", "move", "standard", "end", "pass", "flee", "zone"])
      expect(reference).toContain(`#### \`${kind}\` (`);
    for (const t of ["attack", "damage", "initiative-set", "turn", "outcome"])
      expect(reference).toContain(`#### \`${t}\`\n`);
    expect(withReference(doc, reference) === doc, "stale: run npm run docs:combat").toBe(true);
  }, 120_000);
});
