// The wasm and the bindings share their constants through one source (assembly/abi.ts), and the loader
// refuses a module built for another ABI version.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ABI_VERSION, F_GROWTH, OPT_TOWARD, REL_BLOCK } from "../../bindings/abi.generated.js";
import type { GeometryExports } from "../../bindings/exports.js";
import { checkAbi, instantiateGeometry } from "../../bindings/loader.js";
import { abiModule } from "../../scripts/abi.mjs";
import { F_BLOCKS, F_MOVE } from "../../src/geometry/flags.js";

const source = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), "utf8");

describe("the wasm ABI", () => {
  it("the generated constants are current with assembly/abi.ts", () => {
    expect(source("bindings/abi.generated.ts")).toBe(abiModule(source("assembly/abi.ts")));
  });

  it("names every constant once, in assembly/abi.ts only", () => {
    // board.ts and path.ts import the constants; none declares its own copy.
    for (const f of ["assembly/board.ts", "assembly/path.ts", "src/geometry/flags.ts"])
      expect(source(f)).not.toMatch(
        /^export const (F_(MOVE|SIGHT|LIGHT|EFFECT|HALVES|GROWTH)|REL_|OPT_|RULE_)\w*\s*[:=]/m,
      );
    expect([F_MOVE, F_GROWTH, REL_BLOCK, OPT_TOWARD]).toEqual([1, 32, 2, 2]);
    expect(F_BLOCKS).toBe(15);
  });

  it("the built module reports the bindings' version", async () => {
    const g = await instantiateGeometry();
    expect(g.abiVersion()).toBe(ABI_VERSION);
  });

  it("the loader refuses a module of another version, or of none", () => {
    const of = (abiVersion?: () => number) => ({ abiVersion }) as unknown as GeometryExports;
    expect(() => checkAbi(of(() => ABI_VERSION + 1))).toThrow(
      `ABI ${ABI_VERSION + 1} does not match the bindings' ${ABI_VERSION}`,
    );
    expect(() => checkAbi(of(undefined))).toThrow(/ABI unknown/);
    expect(checkAbi(of(() => ABI_VERSION))).toBeTruthy();
  });

  it("a change to a constant shows in the generated module", () => {
    const changed = source("assembly/abi.ts").replace("F_GROWTH: u8 = 32", "F_GROWTH: u8 = 128");
    expect(abiModule(changed)).toContain("export const F_GROWTH = 128;");
  });
});
