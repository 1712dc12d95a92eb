// 1.177 box areas are implemented: `area.shape: "box"` needs 1.177 and is accepted from it; walls are not yet.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

describe('area.shape: "box" (1.177)', () => {
  it("accepts Web's box", () => {
    expect(issuesOf(withMechanics({ area: { shape: "box", size: 20 }, range: 60 }))).toEqual([]);
  });

  it("needs 1.177", () => {
    const report = validate(withMechanics({ area: { shape: "box", size: 20 }, range: 60 }, "1.176"));
    expect(report.issues.map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code} ${i.capability}`)).toEqual([
      "M.area.shape needs-version 1.177",
    ]);
  });

  it("a wall is still unsupported", () => {
    const wall = withMechanics({ area: { shape: "wall", size: 60 }, zone: { rounds: 10 } });
    expect(issuesOf(wall)).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.area.shape`, code: "unsupported", capability: "1.177" }),
    );
  });
});
