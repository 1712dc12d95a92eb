import { describe, expect, it } from "vitest";
import { compareVersions, isVersion } from "../../src/registry/index.js";

describe("compareVersions", () => {
  it("compares the minor part as a number", () => {
    expect(compareVersions("1.83", "1.122")).toBeLessThan(0);
    expect(compareVersions("1.424", "1.83")).toBeGreaterThan(0);
    expect(compareVersions("1.172", "1.172")).toBe(0);
  });
  it("puts base below every numbered version, and 0 below base", () => {
    expect(compareVersions("base", "1.83")).toBeLessThan(0);
    expect(compareVersions("0", "base")).toBeLessThan(0);
  });
  it("sorts a list", () => {
    expect(["1.300", "base", "1.83", "1.122", "0", "1.9"].sort(compareVersions)).toEqual([
      "0",
      "base",
      "1.9",
      "1.83",
      "1.122",
      "1.300",
    ]);
  });
  it("refuses what is not a version", () => {
    expect(() => compareVersions("2.1", "1.1")).toThrow();
    expect(isVersion("1.172")).toBe(true);
    expect(isVersion("1.x")).toBe(false);
  });
});
