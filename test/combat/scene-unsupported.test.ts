// startCombat gives an API caller the validator's answer for an encounter's scene (1.291): unsupported.
import { describe, expect, it } from "vitest";
import { CombatSetupError, startCombat } from "../../src/combat/index.js";
import { fighter, ruleset } from "./helpers.js";

describe("a setup with a scene", () => {
  const setup = { party: [fighter], enemies: [{ creature: "monsters/goblin" }], seed: 3 };

  it("is refused as unsupported, naming 1.291", () => {
    let error: unknown;
    try {
      startCombat(ruleset, { ...setup, scene: { time: "night", indoors: true } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CombatSetupError);
    expect((error as CombatSetupError).code).toBe("unsupported");
    expect((error as CombatSetupError).path).toBe("scene");
    expect((error as CombatSetupError).message).toContain("1.291");
  });

  it("an empty scene too; without one the fight starts", () => {
    expect(() => startCombat(ruleset, { ...setup, scene: {} })).toThrow(CombatSetupError);
    expect(startCombat(ruleset, setup).state.scene).toBeUndefined();
  });
});
