// An engine composed of a subset of the packages: it validates against their records alone, reports their
// level, and runs fights with their modules alone.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine, PACKAGES } from "../../src/index.js";
import { compareVersions } from "../../src/registry/index.js";
import { fighter } from "../combat/helpers.js";

const text = readFileSync(new URL("../combat/fixtures/5e.json", import.meta.url), "utf8");
const baseOnly = () => PACKAGES.filter((p) => p.id === "base" || p.id === "sheet");

describe("createEngine({ capabilities })", () => {
  it("reports the level of its packages", async () => {
    const all = await createEngine();
    // The base packages reach the base keys and 1.83's amountAdd; the next section, 1.122, is the summons
    // package's, so the whole engine reports more.
    expect((await createEngine({ capabilities: baseOnly() })).capabilityApi).toBe("1.83");
    const withSummons = PACKAGES.filter((p) => ["base", "sheet", "summons"].includes(p.id));
    expect(
      compareVersions((await createEngine({ capabilities: withSummons })).capabilityApi, "1.122"),
    ).toBeGreaterThanOrEqual(0);
    expect(compareVersions(all.capabilityApi, "1.122")).toBeGreaterThanOrEqual(0);
    // Without the base game not even the base keys are implemented.
    const sheetOnly = PACKAGES.filter((p) => p.id === "sheet");
    expect((await createEngine({ capabilities: sheetOnly })).capabilityApi).toBe("0");
  });

  it("refuses as unsupported a key of a package it left out, which the whole engine accepts", async () => {
    const doc = JSON.parse(text);
    doc.capabilityApi = "1.300";
    doc.catalogs.spells.entries.push({
      id: "misty-step",
      name: "Misty Step",
      mechanics: { kind: "utility", budget: "bonus", range: "self", teleport: { distance: 30, seen: true } },
    });
    const all = await createEngine();
    expect(all.validate(doc).issues.filter((i) => i.path.includes("teleport"))).toEqual([]);
    const base = await createEngine({ capabilities: baseOnly() });
    const issue = base.validate(doc).issues.find((i) => i.path.endsWith(".teleport"));
    expect(issue).toMatchObject({ code: "unsupported", capability: "1.276" });
    expect(() => base.load(doc)).toThrow();
  });

  it("runs a base fight to its end with the base modules alone, the same as the whole engine", async () => {
    const play = async (capabilities?: typeof PACKAGES) => {
      const engine = await createEngine(capabilities ? { capabilities } : {});
      const ruleset = engine.load(text);
      let fight = engine.startCombat(ruleset, { party: [fighter], enemies: ["monsters/goblin"], seed: 3 });
      for (let i = 0; i < 400 && !fight.state.outcome; i++) {
        fight = fight.choose(engine.direct(ruleset, fight.state));
        expect(fight.rejected).toBeUndefined();
      }
      return fight;
    };
    const base = await play(baseOnly());
    expect(base.state.outcome).not.toBeNull();
    expect(base.log).toEqual((await play()).log);
  });

  it("refuses a subset missing a package another needs", async () => {
    const teleport = PACKAGES.filter((p) => p.id === "teleport");
    await expect(createEngine({ capabilities: teleport })).rejects.toThrow(/needs "base"/);
  });
});
