// 1.193 — Hit points sealed until a rest: the health a sword of wounding takes is sealed; no healing brings its
// holder above the maximum minus the sealed part, and any rest restores them and lifts the seal.
import { describe, expect, it } from "vitest";
import { Sheet } from "../../src/sheet/index.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";

describe("1.193 hit points sealed until a rest", () => {
  const wounded = () =>
    Sheet.of(
      ruleset5e({ capabilityApi: "1.193" }),
      fighter({ live: { pools: { hp: 10 }, sealed: { hp: { rest: 8 } } } }),
    );

  it("healing stops at the maximum minus the sealed part", () => {
    const r = wounded().command('[sheet: op="restore" amount="30" magical="true"]');
    if (!r.ok) throw new Error(r.message);
    expect(r.sheet.pool("hp")).toMatchObject({ max: 20, value: 20 });
    expect(r.events).toContainEqual({ type: "heal", pool: "hp", amount: 10, magical: true });
  });

  it("a short rest, which restores no health of its own, gives the sealed points back and lifts the seal", () => {
    const r = wounded().rest("short");
    if (!r.ok) throw new Error(r.message);
    expect(r.sheet.pool("hp")).toMatchObject({ max: 28, value: 18 });
    expect(r.sheet.data.live?.sealed?.hp?.rest).toBeUndefined();
    expect(r.events).toContainEqual({ type: "max-restored", pool: "hp", amount: 8, reason: "rest:short" });
  });
});
