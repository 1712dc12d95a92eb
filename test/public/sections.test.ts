// Every section of the reference shows in the engine's report, those that only change behaviour (no keys) too,
// through the published bundle.
import { describe, expect, it } from "vitest";
import { engine, lib } from "./bundle.js";

describe("engine.sections", () => {
  it("lists every section, each with its status; the key-less ones are shown, 1.243 and 1.277 implemented", () => {
    const versions = engine.sections.map((s) => s.version);
    expect(versions).toEqual(lib.sectionStatus().map((s) => s.version));
    expect(versions).toContain("base");
    expect(new Set(versions).size).toBe(versions.length);
    expect(engine.sections.find((s) => s.version === "1.243")).toMatchObject({ keyless: true, keys: 0, status: "yes" });
    expect(engine.sections.find((s) => s.version === "1.277")).toMatchObject({ keyless: true, keys: 0, status: "yes" });
  });

  it("an engine composed of a subset reports its packages' sections alone", async () => {
    const base = lib.PACKAGES.filter((p) => p.id === "base");
    const small = await lib.createEngine({ capabilities: base });
    expect(small.sections.find((s) => s.version === "1.276")?.status).toBe("no");
    expect(engine.sections.find((s) => s.version === "1.276")?.status).not.toBe("no");
    expect(small.sections.find((s) => s.version === "base")?.status).not.toBe("no");
    // Key-less sections are steps of the level too: the base game claims neither, and its level stays below both.
    const keyless = small.sections.filter((x) => x.keyless);
    expect(keyless.map((s) => [s.version, s.status])).toEqual([
      ["1.243", "no"],
      ["1.277", "no"],
    ]);
    for (const s of keyless) expect(lib.compareVersions(small.capabilityApi, s.version)).toBeLessThan(0);
  });
});
