import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.316: "the encounter's `board.props`": not implemented, so never accepted and ignored.
describe("1.316: board props are unsupported", () => {
  it("reports props as unsupported, naming 1.316", () => {
    const doc = variant((d) => {
      d.encounters[0].board.props = [{ label: "Oil Jar", cells: [[1, 1]], health: 2, fragile: true }];
    });
    expect(at(doc, "encounters[0].board.props")).toEqual(["unsupported 1.316"]);
  });
});
