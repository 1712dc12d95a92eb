// The base-only entry (`gamemode-engine/base`): the base game's packages alone, in the engine and in its bundle.
import { readFileSync } from "node:fs";
import * as esbuild from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { createEngine as createWholeEngine, PACKAGES } from "../../src/index.js";
import { installPackages } from "../../src/install.js";
import { fighter } from "../combat/helpers.js";

const text = readFileSync(new URL("../combat/fixtures/5e.json", import.meta.url), "utf8");

/** The package folders a bundle of `entry` takes in. */
async function packagesIn(entry: string): Promise<string[]> {
  const built = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    loader: { ".wasm": "binary" },
    platform: "browser",
    format: "esm",
    logLevel: "error",
  });
  const folders = Object.keys(built.metafile.inputs)
    .map((f) => /^src\/capabilities\/([^/]+)\//.exec(f)?.[1])
    .filter((f): f is string => f !== undefined);
  return [...new Set(folders)].sort();
}

describe("the base-only entry", () => {
  // Importing the base entry installs its composition as the default; the test files that share this process
  // after this one expect the whole engine's.
  afterAll(() => {
    installPackages(PACKAGES);
  });

  it("bundles no capability package but the base game's", async () => {
    expect(await packagesIn("src/base.ts")).toEqual(["base", "sheet"]);
    expect(await packagesIn("src/index.ts")).toContain("teleport");
  });

  it("is the whole engine composed of the base packages: same level, same refusals, same fight", async () => {
    const play = async (engine: Awaited<ReturnType<typeof createWholeEngine>>) => {
      const ruleset = engine.load(text);
      let fight = engine.startCombat(ruleset, { party: [fighter], enemies: ["monsters/goblin"], seed: 5 });
      for (let i = 0; i < 400 && !fight.state.outcome; i++) fight = fight.choose(engine.direct(ruleset, fight.state));
      return fight.log;
    };
    const subset = await createWholeEngine({
      capabilities: PACKAGES.filter((p) => p.id === "base" || p.id === "sheet"),
    });
    const expected = await play(subset);
    const doc = JSON.parse(text);
    doc.capabilityApi = "1.300";
    doc.catalogs.spells.entries.push({
      id: "misty-step",
      name: "Misty Step",
      mechanics: { kind: "utility", budget: "bonus", range: "self", teleport: { distance: 30, seen: true } },
    });
    const refused = subset.validate(doc).issues.find((i) => i.path.endsWith(".teleport"));
    // The entry installs its own composition as the default: imported last, after the whole engine ran.
    const { createEngine, BASE_PACKAGES } = await import("../../src/base.js");
    expect(BASE_PACKAGES.map((p) => p.id)).toEqual(["base", "sheet"]);
    const base = await createEngine();
    expect(base.capabilityApi).toBe(subset.capabilityApi);
    expect(base.validate(doc).issues.find((i) => i.path.endsWith(".teleport"))).toEqual(refused);
    expect(refused).toMatchObject({ code: "unsupported" });
    const log = await play(base);
    expect(log.at(-1)).toMatchObject({ t: "outcome" });
    expect(log).toEqual(expected);
  });
});
