// The API reference generates from the source (npm run docs:api, TypeDoc) without a warning, and documents
// both public entries.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the API reference", () => {
  it("npm run docs:api writes pages for the engine and the SRD entry", { timeout: 600_000 }, () => {
    const out = mkdtempSync(path.join(tmpdir(), "gme-api-"));
    try {
      const run = spawnSync(process.execPath, ["scripts/api-docs.mjs", "--out", out], { encoding: "utf8" });
      expect(run.status, run.stdout + run.stderr).toBe(0);
      for (const page of [
        "modules/gamemode-engine.html",
        "modules/gamemode-engine_srd5e.html",
        "functions/gamemode-engine.createEngine.html",
        "functions/gamemode-engine_srd5e.srd5eParty.html",
      ]) {
        expect(existsSync(path.join(out, page)), page).toBe(true);
      }
      expect(readFileSync(path.join(out, "functions/gamemode-engine.createEngine.html"), "utf8")).toContain("Engine");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
