// startCombat reads an encounter's scene for its location (1.294); the time of day (1.291) it refuses as unsupported.
import { describe, expect, it } from "vitest";
import { CombatSetupError, startCombat } from "../../src/combat/index.js";
import { fighter, ruleset } from "./helpers.js";

describe("a setup with a scene", () => {
  const setup = { party: [fighter], enemies: [{ creature: "monsters/goblin" }], seed: 3 };

  it("keeps its location in the state", () => {
    expect(startCombat(ruleset, { ...setup, scene: { location: "cave" } }).state.scene).toEqual({ location: "cave" });
    expect(startCombat(ruleset, { ...setup, scene: {} }).state.scene).toBeUndefined();
    expect(startCombat(ruleset, setup).state.scene).toBeUndefined();
  });

  it("refuses a time of day as unsupported, naming 1.291", () => {
    for (const [scene, path] of [
      [{ time: "night" as const }, "scene.time"],
      [{ indoors: true, location: "cave" }, "scene.indoors"],
    ] as const) {
      let error: unknown;
      try {
        startCombat(ruleset, { ...setup, scene });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(CombatSetupError);
      expect((error as CombatSetupError).code).toBe("unsupported");
      expect((error as CombatSetupError).path).toBe(path);
      expect((error as CombatSetupError).message).toContain("1.291");
    }
  });
});
