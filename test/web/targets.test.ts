// The playground's target picker (1.305): one beam per click while there is room left.
import { describe, expect, it } from "vitest";
import { canPick, pickTarget } from "../../web/targets.js";

const beams = { min: 1, max: 2, candidates: ["Goblin 1", "Goblin 2"], repeat: true as const };
const rays = { min: 1, max: 2, candidates: ["Goblin 1", "Goblin 2"] };

describe("the target picker", () => {
  it("adds one beam per click at the same target while there is room left", () => {
    const once = pickTarget(beams, [], "Goblin 1");
    const twice = pickTarget(beams, once, "Goblin 1");
    expect(twice).toEqual(["Goblin 1", "Goblin 1"]);
    expect(canPick(beams, twice, "Goblin 2")).toBe(false);
    expect(pickTarget(beams, twice, "Goblin 1")).toEqual(twice);
  });

  it("adds each target once when targets do not repeat, and never someone not on the list", () => {
    expect(pickTarget(rays, ["Goblin 1"], "Goblin 1")).toEqual(["Goblin 1"]);
    expect(pickTarget(rays, ["Goblin 1"], "Goblin 2")).toEqual(["Goblin 1", "Goblin 2"]);
    expect(canPick(beams, [], "Wolf 1")).toBe(false);
  });
});
