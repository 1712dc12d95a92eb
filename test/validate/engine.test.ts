import { describe, expect, it } from "vitest";
import { createEngine, RulesetError } from "../../src/index.js";
import { FIXTURE_TEXT, fixture } from "./helpers.js";

describe("engine.validate and engine.load", () => {
  it("are on the engine and agree with each other", async () => {
    const engine = await createEngine();
    expect(engine.validate(FIXTURE_TEXT)).toEqual({ ok: true, needs: "base", issues: [] });
    expect(engine.load(FIXTURE_TEXT).entry("gear/longsword")?.kind).toBe("items");
    const broken = fixture();
    broken.combat.health.pool = "nope";
    const report = engine.validate(broken);
    expect(report.ok).toBe(false);
    expect(() => engine.load(broken)).toThrow(RulesetError);
    try {
      engine.load(broken);
    } catch (error) {
      expect((error as RulesetError).issues).toEqual(report.issues);
      expect((error as Error).message).toContain("combat.health.pool bad-reference");
    }
  });
});
