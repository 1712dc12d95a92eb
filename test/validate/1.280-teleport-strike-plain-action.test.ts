// 1.280: "The strike is another plain action of the same creature: not the teleport itself, a sequence, another
// teleport, a reaction, or something bought with points."
import { describe, expect, it } from "vitest";
import { issuesOf, variant } from "./helpers.js";

const bite = { id: "bite", name: "Bite", toHit: 3, damage: { dice: "1d6", type: "piercing" } };
const dogWith = (strike: string, extra: object[] = []) =>
  variant((d) => {
    d.catalogs.monsters.entries[1].actions = [
      bite,
      { id: "teleport", name: "Teleport", teleport: { distance: 40, seen: true, strike } },
      ...extra,
    ];
  });
const path = "catalogs.monsters.entries[1].actions[1].teleport.strike";
const about = (doc: unknown) => issuesOf(doc).filter((i) => i.path === path);

describe("1.280: a teleport's strike is another plain action of the same creature", () => {
  it("accepts the blink dog's Bite", () => {
    expect(issuesOf(dogWith("bite"))).toEqual([]);
  });

  it("rejects an action it does not have", () => {
    expect(about(dogWith("claw"))).toEqual([expect.objectContaining({ code: "bad-reference", capability: "1.280" })]);
  });

  it("rejects the teleport itself, a sequence, another teleport and a reaction", () => {
    const multi = { id: "multi", name: "Multiattack", sequence: ["bite"] };
    const other = { id: "blink", name: "Blink", teleport: { distance: 10 } };
    const react = { id: "snap", name: "Snap", toHit: 3, reaction: { on: "hit" } };
    for (const [strike, extra] of [
      ["teleport", []],
      ["multi", [multi]],
      ["blink", [other]],
      ["snap", [react]],
    ] as const) {
      expect(about(dogWith(strike, [...extra]))).toEqual([
        expect.objectContaining({ code: "not-allowed", capability: "1.280" }),
      ]);
    }
  });
});
