// 1.177 box areas and walls are implemented: `area.shape: "box"` needs 1.177 and is accepted from it; a wall with
// `width` and `zone.blocks` too; its `ring` and `side` are not yet.
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

  it("a wall that closes its cells is accepted; its ring and side are still unsupported", () => {
    const stone = { area: { shape: "wall", size: 30, width: 10 }, zone: { rounds: 100, blocks: ["move", "sight"] } };
    expect(issuesOf(withMechanics(stone))).toEqual([]);
    const fire = withMechanics({
      area: { shape: "wall", size: 60, ring: 20 },
      zone: { rounds: 10, blocks: ["sight"], side: { distance: 10, triggers: ["turn-end"] } },
    });
    const codes = issuesOf(fire).map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code}`);
    expect(codes).toEqual(["M.area.ring unsupported", "M.zone.side unsupported"]);
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
