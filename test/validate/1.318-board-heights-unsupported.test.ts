import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.318: a cell's own height (`change.height`, "tiles, heights and ground"): a board's `heights` need it.
describe("1.318: board heights are unsupported", () => {
  const doc = (version?: string) =>
    variant((d) => {
      d.encounters[0].board.heights = [{ cell: [1, 1], height: 1 }];
    }, version);

  it("reports heights as unsupported, naming 1.318", () => {
    expect(at(doc(), "encounters[0].board.heights")).toEqual(["unsupported 1.318"]);
  });

  it("below 1.318 it also needs the version", () => {
    expect(at(doc("base"), "encounters[0].board.heights")).toEqual(["needs-version 1.318", "unsupported 1.318"]);
  });
});
