import { describe, expect, it } from "vitest";
import { shortName } from "../../web/draw.js";

// The board's creature labels: short, and apart for numbered creatures and kinds sharing a first word.
describe("shortName", () => {
  it("keeps the number and the first two initials, and drops a parenthesised class", () => {
    expect(["Goblin 2", "Bandit 1", "Bandit Captain 1", "Young Red Dragon 1"].map(shortName)).toEqual([
      "G2",
      "B1",
      "BC1",
      "YR1",
    ]);
    expect(shortName("Ysolde (Paladin 5)")).toBe("Y");
    expect(shortName("wizard")).toBe("W");
  });
});
