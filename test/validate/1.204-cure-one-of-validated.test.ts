import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.204: `cureOneOf` "needs at least two cures to choose from" (conditions `ends` names, track moves, `unseals`),
// and needs 1.204.
describe("1.204: cureOneOf on an entry", () => {
  const cure = (mechanics: Record<string, unknown>, version?: string) =>
    variant((d) => {
      d.catalogs.spells.entries.push({
        id: "restoration",
        name: "Restoration",
        level: 2,
        mechanics: { kind: "utility", range: "touch", targets: "ally", cureOneOf: true, ...mechanics },
      });
    }, version);
  const path = "catalogs.spells.entries[3].mechanics.cureOneOf";

  it("accepts two conditions to choose from, or a condition and unsealing", () => {
    expect(at(cure({ ends: { conditions: ["prone", "poisoned"] } }), path)).toEqual([]);
    expect(at(cure({ ends: { conditions: ["poisoned"] }, unseals: true }), path)).toEqual([]);
  });

  it("rejects a single cure, or none", () => {
    expect(at(cure({ ends: { conditions: ["poisoned"] } }), path)).toEqual(["not-allowed 1.204"]);
    expect(at(cure({}), path)).toEqual(["not-allowed 1.204"]);
  });

  it("needs 1.204", () => {
    expect(at(cure({ ends: { conditions: ["prone", "poisoned"] } }, "1.203"), path)).toEqual(["needs-version 1.204"]);
  });
});
