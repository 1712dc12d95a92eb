import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.294: "a fight in a cave or a dungeon takes place in darkness": an encounter's `scene` is read for its
// `location`. 1.291's time of day (`time`, `indoors`) is not read by this engine, so those stay unsupported.
describe("1.294: an encounter's scene and its location", () => {
  const doc = (scene: Record<string, unknown>, version?: string) =>
    variant((d) => {
      d.encounters[0].scene = scene;
    }, version);

  it("accepts a location, and a scene with nothing in it", () => {
    expect(at(doc({ location: "dungeon" }), "encounters[0].scene")).toEqual([]);
    expect(at(doc({ location: "dungeon" }), "encounters[0].scene.location")).toEqual([]);
    expect(at(doc({}), "encounters[0].scene")).toEqual([]);
  });

  it("reports the time of day and indoors as unsupported, naming 1.291", () => {
    const d = doc({ time: "night", indoors: true });
    expect(at(d, "encounters[0].scene.time")).toEqual(["unsupported 1.291"]);
    expect(at(d, "encounters[0].scene.indoors")).toEqual(["unsupported 1.291"]);
  });

  it("a scene needs 1.291 and its location 1.294", () => {
    expect(at(doc({ time: "day" }, "base"), "encounters[0].scene")).toEqual(["needs-version 1.291"]);
    expect(at(doc({ location: "crypt" }, "1.291"), "encounters[0].scene.location")).toEqual(["needs-version 1.294"]);
  });
});
