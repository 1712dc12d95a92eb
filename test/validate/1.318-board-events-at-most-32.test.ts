import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

// 1.318: "A board holds at most 32 events."
describe("1.318: a board holds at most 32 events", () => {
  const withEvents = (count: number) =>
    variant((d) => {
      d.encounters[0].board.events = Array.from({ length: count }, (_, i) => ({ id: `e${i}`, at: "round-start" }));
    });
  const tooMany = (d: unknown) => issuesOf(d).filter((i) => i.code === "too-many");

  it("33 events are too many, at the events list, naming 1.318", () => {
    expect(tooMany(withEvents(33))).toEqual([
      expect.objectContaining({ path: "encounters[0].board.events", capability: "1.318" }),
    ]);
  });

  it("32 events are accepted", () => {
    expect(tooMany(withEvents(32))).toEqual([]);
  });
});
