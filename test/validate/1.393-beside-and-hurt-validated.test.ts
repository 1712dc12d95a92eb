// 1.393: "A ruleset that uses any of these needs Capability API 1.393." `allyAdjacent` and `targetHurt` sit in a
// creature's `attackModes` entries; `when: "target-hurt"` and `oncePer: "own-turn"` on an item attack's extra
// effects (its `plus` clauses and `onHit` conditions). What 1.293 and 1.402 add to an entry stays theirs.
import { describe, expect, it } from "vitest";
import { ATTACK_PATH, issuesOf, variant, withAttack } from "./helpers.js";

const WOLF = "catalogs.monsters.entries[1]";
const withModes = (attackModes: unknown, version = "1.600") =>
  variant((d) => {
    d.catalogs.monsters.entries[1].attackModes = attackModes;
  }, version);
const brief = (d: unknown) => issuesOf(d).map((i) => `${i.path} ${i.code} ${i.capability ?? ""}`.trim());

describe("1.393 attackModes[].allyAdjacent and targetHurt", () => {
  it("accepts Pack Tactics and Blood Frenzy", () => {
    expect(issuesOf(withModes([{ mode: "advantage", allyAdjacent: true }]))).toEqual([]);
    expect(issuesOf(withModes([{ mode: "advantage", targetHurt: true, allyAdjacent: true }]))).toEqual([]);
  });

  it("needs Capability API 1.393", () => {
    const below = brief(withModes([{ mode: "advantage", allyAdjacent: true }], "1.392"));
    expect(below).toContain(`${WOLF}.attackModes[0].allyAdjacent needs-version 1.393`);
    const hurt = brief(withModes([{ mode: "advantage", targetHurt: true }], "1.392"));
    expect(hurt).toContain(`${WOLF}.attackModes[0].targetHurt needs-version 1.393`);
  });

  it("rejects a wrong type and an entry without its mode", () => {
    expect(brief(withModes([{ mode: "advantage", allyAdjacent: "yes" }]))).toContain(
      `${WOLF}.attackModes[0].allyAdjacent wrong-type 1.393`,
    );
    expect(brief(withModes([{ targetHurt: true }]))).toContain(`${WOLF}.attackModes[0].mode missing 1.293`);
  });

  it("leaves 1.293's sight, light and terrain, and 1.402's melee, refused as unsupported", () => {
    for (const [key, section] of [
      ["sight", "1.293"],
      ["light", "1.293"],
      ["melee", "1.402"],
    ] as const) {
      const value = key === "light" ? ["sunlight"] : true;
      const issues = issuesOf(withModes([{ mode: "advantage", [key]: value }]));
      expect(issues).toContainEqual(
        expect.objectContaining({ path: `${WOLF}.attackModes[0].${key}`, code: "unsupported", capability: section }),
      );
    }
  });
});

describe('1.393 when: "target-hurt" and oncePer: "own-turn" on a hit\'s extra effects', () => {
  it("accepts them on an item attack's plus clauses and onHit conditions", () => {
    const plus = [{ dice: "1d8", type: "radiant", when: "target-hurt", oncePer: "own-turn" }];
    const onHit = [{ condition: "prone", when: "target-hurt", oncePer: "own-turn" }];
    expect(issuesOf(withAttack({ plus, onHit }))).toEqual([]);
  });

  it("needs Capability API 1.393", () => {
    const issues = brief(withAttack({ plus: [{ dice: "1d8", type: "radiant", oncePer: "own-turn" }] }, "1.392"));
    expect(issues.some((i) => i.startsWith(`${ATTACK_PATH}.plus[0].oncePer`) && i.endsWith("1.393"))).toBe(true);
    const hurt = brief(withAttack({ onHit: [{ condition: "prone", when: "target-hurt" }] }, "1.392"));
    expect(hurt.some((i) => i.startsWith(`${ATTACK_PATH}.onHit[0].when`) && i.endsWith("1.393"))).toBe(true);
  });

  it("takes no other value", () => {
    expect(brief(withAttack({ plus: [{ dice: "1d8", when: "critical" }] })).join("\n")).toContain(
      `${ATTACK_PATH}.plus[0].when`,
    );
    expect(brief(withAttack({ onHit: [{ condition: "prone", oncePer: "round" }] })).join("\n")).toContain(
      `${ATTACK_PATH}.onHit[0].oncePer`,
    );
  });
});
