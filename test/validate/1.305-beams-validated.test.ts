// 1.305: `targetsScale` and `targetsRepeat` are validated by their own schema; neither goes with an area or on an
// entry aimed at its user.
import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

const beams = {
  from: { field: "level" },
  table: [
    [1, 0],
    [5, 1],
    [11, 2],
    [17, 3],
  ],
};
const FIRE_BOLT = "catalogs.spells.entries[0].mechanics";
const BURNING_HANDS = "catalogs.spells.entries[2].mechanics";

const onFireBolt = (extra: Record<string, unknown>, version = "1.600") =>
  variant((doc) => Object.assign(doc.catalogs.spells.entries[0].mechanics, extra), version);

const codes = (doc: unknown) => issuesOf(doc).map((i) => `${i.path} ${i.code} ${i.capability ?? ""}`);

describe("targetsScale and targetsRepeat (1.305)", () => {
  it("accepts eldritch blast's beams", () => {
    expect(issuesOf(onFireBolt({ targetsScale: beams, targetsRepeat: true }))).toEqual([]);
  });

  it("rejects a wrong shape at its path, and needs 1.305", () => {
    expect(codes(onFireBolt({ targetsScale: { table: beams.table } }))).toEqual([
      `${FIRE_BOLT}.targetsScale.from missing 1.305`,
    ]);
    expect(codes(onFireBolt({ targetsScale: { ...beams, table: [[1, "one"]] } }))).toContain(
      `${FIRE_BOLT}.targetsScale.table[0][1] wrong-type 1.305`,
    );
    expect(codes(onFireBolt({ targetsRepeat: "yes" }))).toEqual([`${FIRE_BOLT}.targetsRepeat wrong-type 1.305`]);
    expect(codes(onFireBolt({ targetsScale: beams, targetsRepeat: true }, "1.304"))).toEqual([
      `${FIRE_BOLT}.targetsScale needs-version 1.305`,
      `${FIRE_BOLT}.targetsRepeat needs-version 1.305`,
    ]);
  });

  it("1.305: neither can be used for areas, nor on entries aimed at the user themselves", () => {
    const area = variant((doc) =>
      Object.assign(doc.catalogs.spells.entries[2].mechanics, { targetsScale: beams, targetsRepeat: true }),
    );
    expect(codes(area)).toEqual([
      `${BURNING_HANDS}.targetsScale not-allowed 1.305`,
      `${BURNING_HANDS}.targetsRepeat not-allowed 1.305`,
    ]);
    expect(codes(onFireBolt({ targets: "self", targetsScale: beams, targetsRepeat: true }))).toEqual([
      `${FIRE_BOLT}.targetsScale not-allowed 1.305`,
      `${FIRE_BOLT}.targetsRepeat not-allowed 1.305`,
    ]);
  });
});
