import { describe, expect, it } from "vitest";
import { at, variant } from "./helpers.js";

// 1.291: "the light a fight takes place in comes from the scene's time of day" (outdoors or indoors); 1.294:
// "a fight in a cave or a dungeon takes place in darkness". No rule of this engine reads an encounter's scene.
describe("1.291: an encounter's scene is unsupported", () => {
  const doc = (scene: Record<string, unknown>, version?: string) =>
    variant((d) => {
      d.encounters[0].scene = scene;
    }, version);

  it("reports scene as unsupported, naming 1.291", () => {
    expect(at(doc({ time: "night", indoors: true }), "encounters[0].scene")).toEqual(["unsupported 1.291"]);
  });

  it("below 1.291 it also needs the version", () => {
    expect(at(doc({ time: "day" }, "base"), "encounters[0].scene")).toEqual([
      "needs-version 1.291",
      "unsupported 1.291",
    ]);
  });

  it("its location (a cave, a dungeon) is 1.294's", () => {
    const d = doc({ location: "crypt" }, "1.291");
    expect(at(d, "encounters[0].scene")).toEqual(["unsupported 1.291"]);
    expect(at(d, "encounters[0].scene.location")).toEqual(["needs-version 1.294"]);
  });

  it("an empty scene is still a scene", () => {
    expect(at(doc({}), "encounters[0].scene")).toEqual(["unsupported 1.291"]);
  });
});
