import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.295: "An item with `toggle` sheds its effect's `light` only while it is on": a sheet item's `on`.
describe("1.295: an inventory item's on is unsupported", () => {
  it("reports on as unsupported, naming 1.295", () => {
    const doc = variant((d) => {
      d.encounters[0].party = [
        {
          name: "Ada",
          abilities: {},
          inventory: [{ item: "gear/longsword", on: true }],
        },
      ];
    });
    expect(at(doc, "encounters[0].party[0].inventory[0].on")).toEqual(["unsupported 1.295"]);
  });
});
