import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.313: an entry's `takes` lists `dash`, `disengage` or `dodge`; anything else is refused, and below 1.313 the key
// needs its version.
describe("1.313: takes", () => {
  const path = MECHANICS_PATH + ".takes[0]";

  it("accepts dash, disengage and dodge", () => {
    expect(issuesOf(withMechanics({ takes: ["dash", "disengage", "dodge"] }))).toEqual([]);
  });

  it("refuses another standard action", () => {
    expect(issuesOf(withMechanics({ takes: ["hide"] }))).toContainEqual(expect.objectContaining({ path }));
  });

  it("needs Capability API 1.313", () => {
    expect(issuesOf(withMechanics({ takes: ["dash"] }, "1.312"))).toContainEqual(
      expect.objectContaining({ path: MECHANICS_PATH + ".takes", code: "needs-version" }),
    );
  });
});
