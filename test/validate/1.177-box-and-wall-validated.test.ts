// 1.177 box areas and walls are implemented: `area.shape: "box"` needs 1.177 and is accepted from it; a wall with
// `width`, `zone.blocks`, `area.ring` and `zone.side` too, each checked for its shape and for standing on a wall.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

describe('area.shape: "box", "wall", area.width, zone.blocks (1.177)', () => {
  it("accepts Web's box", () => {
    expect(issuesOf(withMechanics({ area: { shape: "box", size: 20 }, range: 60 }))).toEqual([]);
  });

  it("needs 1.177", () => {
    const report = validate(withMechanics({ area: { shape: "box", size: 20 }, range: 60 }, "1.176"));
    expect(report.issues.map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code} ${i.capability}`)).toEqual([
      "M.area.shape needs-version 1.177",
    ]);
  });

  it("a wall that closes its cells is accepted, and Wall of Fire's ring and side", () => {
    const stone = { area: { shape: "wall", size: 30, width: 10 }, zone: { rounds: 100, blocks: ["move", "sight"] } };
    expect(issuesOf(withMechanics(stone))).toEqual([]);
    const fire = withMechanics({
      area: { shape: "wall", size: 60, ring: 20 },
      zone: { rounds: 10, blocks: ["sight"], side: { distance: 10, triggers: ["turn-end"] } },
    });
    expect(issuesOf(fire)).toEqual([]);
  });

  it("ring and side need 1.177", () => {
    const fire = {
      area: { shape: "wall", size: 60, ring: 20 },
      zone: { rounds: 10, side: { distance: 10, triggers: ["turn-end"] } },
    };
    const codes = validate(withMechanics(fire, "1.176")).issues.map(
      (i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code}`,
    );
    expect(codes).toEqual(expect.arrayContaining(["M.area.ring needs-version", "M.zone.side needs-version"]));
  });

  it("a ring and a side stand only on a wall", () => {
    const burst = withMechanics({
      area: { shape: "burst", size: 20, ring: 20 },
      zone: { rounds: 10, side: { distance: 10, triggers: ["turn-end"] } },
    });
    const codes = issuesOf(burst).map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code} ${i.capability}`);
    expect(codes).toEqual(["M.area.ring not-allowed 1.177", "M.zone.side not-allowed 1.177"]);
  });

  it("rejects a side without its distance or with an unknown trigger, and a ring that is not a number", () => {
    const bad = withMechanics({
      area: { shape: "wall", size: 60, ring: "big" },
      zone: { rounds: 10, side: { triggers: ["turn-middle"] } },
    });
    const paths = issuesOf(bad).map((i) => i.path.replace(MECHANICS_PATH, "M"));
    expect(paths).toEqual(expect.arrayContaining(["M.area.ring", "M.zone.side.distance", "M.zone.side.triggers[0]"]));
  });

  it("rejects a wrong shape of blocks at its path", () => {
    const bad = withMechanics({ area: { shape: "wall", size: 30 }, zone: { rounds: 1, blocks: ["light"] } });
    expect(issuesOf(bad)).toContainEqual(expect.objectContaining({ path: `${MECHANICS_PATH}.zone.blocks[0]` }));
  });

  it("1.177: a wall never follows its user", () => {
    const carried = withMechanics({ area: { shape: "wall", size: 30 }, zone: { rounds: 1, anchor: "caster" } });
    expect(issuesOf(carried)).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.zone.anchor`, code: "not-allowed", capability: "1.177" }),
    );
  });
});
