import { describe, expect, it } from "vitest";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

// 1.301: "`copiesWithin` (catalog entry mechanics: area, with `copies`)"; "Both need Capability API 1.301".
describe("1.301: area.copiesWithin", () => {
  const path = `${MECHANICS_PATH}.area.copiesWithin`;
  const codes = (area: Record<string, unknown>, version?: string) =>
    issuesOf(withMechanics({ range: 60, area }, version)).map((i) => `${i.path} ${i.code} ${i.capability}`);

  it("is accepted with copies from 1.301, and needs 1.301", () => {
    const area = { shape: "burst", size: 10, copies: 4, copiesWithin: 20 };
    expect(codes(area, "1.301")).toEqual([]);
    expect(codes(area, "1.300")).toEqual([`${path} needs-version 1.301`]);
  });

  it("without copies it is rejected as missing them", () => {
    expect(codes({ shape: "burst", size: 10, copiesWithin: 20 })).toEqual([`${path} missing 1.301`]);
  });
});
