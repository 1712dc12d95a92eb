import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENGINE_VERSION } from "../src/version.js";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));

describe("package", () => {
  it("reports the version package.json declares", () => {
    expect(ENGINE_VERSION).toBe(pkg.version);
  });

  it("wires every export to a built file", () => {
    const targets = [
      pkg.main,
      pkg.module,
      pkg.types,
      ...Object.values(pkg.exports).flatMap(function targets(t: unknown): unknown[] {
        return typeof t === "string" ? [t] : Object.values(t as object).flatMap(targets);
      }),
    ];
    for (const target of targets) expect(existsSync(target as string), target as string).toBe(true);
  });

  it("loads the CommonJS entry with require()", async () => {
    const { createRequire } = await import("node:module");
    const lib = createRequire(import.meta.url)("../dist/node/index.cjs");
    const engine = await lib.createEngine();
    expect(engine.geometry.gridDistance(2, 2, 1)).toBe(3);
  });

  it("has no install-time scripts", () => {
    for (const hook of ["preinstall", "install", "postinstall", "prepare"]) expect(pkg.scripts[hook]).toBeUndefined();
  });
});
