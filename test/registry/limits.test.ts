import { describe, expect, it } from "vitest";
import { LIMITS, limitAt, versionFor } from "../../src/registry/index.js";

describe("limits by version", () => {
  it("grows the conditions lists 80 → 160 → 320 → 640", () => {
    expect(limitAt("conditions", "base")).toBe(80);
    expect(limitAt("conditions", "1.187")).toBe(80);
    expect(limitAt("conditions", "1.188")).toBe(160);
    expect(limitAt("conditions", "1.268")).toBe(160);
    expect(limitAt("conditions", "1.269")).toBe(320);
    expect(limitAt("conditions", "1.424")).toBe(320);
    expect(limitAt("conditions", "1.552")).toBe(640);
    expect(versionFor("conditions", 200)).toBe("1.269");
    expect(versionFor("conditions", 641)).toBeUndefined();
  });
  it("knows the other limits that grew", () => {
    expect(limitAt("combat.levels", "1.418")).toBe(20);
    expect(limitAt("combat.levels", "1.419")).toBe(40);
    expect(limitAt("applies", "1.276")).toBe(4);
    expect(limitAt("applies", "1.277")).toBe(6);
    expect(limitAt("calls.count", "1.402")).toBe(8);
    expect(limitAt("calls.count", "1.403")).toBe(32);
    expect(limitAt("trait.text", "1.377")).toBe(400);
    expect(limitAt("trait.text", "1.378")).toBe(1200);
  });
  it("has no limit before the version that brought it", () => {
    expect(limitAt("board.events", "1.317")).toBeUndefined();
    expect(limitAt("board.events", "1.318")).toBe(32);
    expect(limitAt("combatants", "1.325")).toBe(40);
    expect(limitAt("no-such-limit", "1.424")).toBeUndefined();
  });
  it("keeps ranges", () => {
    const range = (name: string) => LIMITS.find((l) => l.name === name)!;
    expect([range("zone.rounds").min, limitAt("zone.rounds", "1.172")]).toEqual([1, 1000]);
    expect([range("area.copies").min, limitAt("area.copies", "1.178")]).toEqual([2, 10]);
    expect([range("calls.options").min, limitAt("calls.options", "1.394")]).toEqual([2, 8]);
    expect(limitAt("display.by.labels", "1.378")).toBe(21);
  });
});
