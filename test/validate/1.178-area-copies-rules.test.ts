import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.178: "A burst or box can be put down several times at once with `area.copies`" and "An area put down several
// times stays where it is cast" (1.301: "a multi-copy zone the caster can `move` moves all its copies the same way").
describe("1.178: area.copies", () => {
  const at = (key: string) => `${MECHANICS_PATH}.${key}`;
  const codes = (extra: Record<string, unknown>, version?: string) =>
    issuesOf(withMechanics({ range: 60, ...extra }, version)).map((i) => `${i.path} ${i.code} ${i.capability}`);

  it("is accepted on a burst or a box, from 1.178", () => {
    expect(codes({ area: { shape: "box", size: 10, copies: 10 } }, "1.178")).toEqual([]);
    expect(codes({ area: { shape: "burst", size: 10, copies: 2 } }, "1.178")).toEqual([]);
    expect(codes({ area: { shape: "box", size: 10, copies: 10 } }, "1.177")).toEqual([
      `${at("area.copies")} needs-version 1.178`,
    ]);
  });

  it("a cone or a line is never put down several times", () => {
    expect(codes({ area: { shape: "cone", size: 15, copies: 2 } })).toEqual([`${at("area.copies")} not-allowed 1.178`]);
    expect(codes({ area: { shape: "line", size: 30, copies: 3 } })).toEqual([`${at("area.copies")} not-allowed 1.178`]);
  });

  it("an area put down several times stays where it is cast: never carried by its caster, never drifting", () => {
    const area = { shape: "burst", size: 10, copies: 3 };
    expect(codes({ area, zone: { rounds: 10, anchor: "caster" } })).toContain(`${at("zone.anchor")} not-allowed 1.178`);
    expect(codes({ area, zone: { rounds: 10, drift: { distance: 10 } } })).toContain(
      `${at("zone.drift")} not-allowed 1.178`,
    );
    expect(codes({ area, zone: { rounds: 10 } })).toEqual([]);
  });

  it("its caster may move it only from 1.301", () => {
    const mech = {
      area: { shape: "burst", size: 10, copies: 3 },
      zone: { rounds: 10, move: { budget: "bonus", distance: 30 } },
    };
    expect(codes(mech, "1.300")).toContain(`${at("zone.move")} needs-version 1.301`);
    expect(codes(mech, "1.301")).toEqual([]);
  });
});
