// A well-formed Capability API version this engine does not know ("2.0") is the author's mistake: one ordinary
// issue at `capabilityApi`, never the validator failing, and the rest of the document checked as usual.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { variant } from "./helpers.js";

describe("capabilityApi of an unknown version", () => {
  it('"2.0" is reported as unsupported at capabilityApi, and nothing else', () => {
    const report = validate(variant(() => {}, "2.0"));
    expect(report.ok).toBe(false);
    expect(report.issues).toHaveLength(1);
    expect(report.issues[0]).toMatchObject({ path: "capabilityApi", code: "unsupported", capability: "base" });
    expect(report.issues[0]!.message).toContain("2.0");
  });

  it("still finds the document's other mistakes", () => {
    const report = validate(
      variant((doc) => {
        doc.combat.bogus = true;
      }, "3.14"),
    );
    expect(report.issues.map((i) => `${i.path} ${i.code}`)).toEqual([
      "capabilityApi unsupported",
      "combat.bogus unknown-key",
    ]);
  });

  it("the same from JSON text", () => {
    const report = validate(JSON.stringify(variant(() => {}, "2.0")));
    expect(report.issues.map((i) => i.code)).toEqual(["unsupported"]);
  });
});
