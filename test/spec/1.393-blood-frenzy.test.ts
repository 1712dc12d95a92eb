// 1.393 — "`"targetHurt": true` applies only while the target's health is below its maximum: Blood Frenzy. Every
// requirement an entry names must be met."
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent, CombatState } from "../../src/combat/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { ruleset, wielder } from "./fixtures/beside-and-hurt.js";

const modeOf = (events: readonly CombatEvent[]) =>
  (events.find((e) => e.t === "attack") as { d20: { mode: string } } | undefined)?.d20.mode;

/** `who` (one of `count` of `creature`) bites the fighter without a board; `fn` adjusts the fight first. */
function bite(creature: string, count: number, who: string, fn: (s: CombatState) => void = () => {}) {
  const setup = { party: [wielder("longsword")], enemies: [{ creature, count }], noBoard: true };
  const s = turnOfIn(ruleset, who, setup, fn);
  return modeOf(acceptIn(ruleset, s, { option: "use:action:bite", targets: ["Fighter"] }).events);
}

const hurt = (s: CombatState) => {
  s.combatants["Fighter"]!.hp -= 5;
};

describe("1.393 attackModes[].targetHurt: Blood Frenzy", () => {
  beforeAll(withGeometry);

  it("a target at its maximum health is bitten as usual", () => {
    expect(bite("monsters/sahuagin", 1, "Sahuagin 1")).toBe("normal");
  });

  it("a target below its maximum is bitten with advantage", () => {
    expect(bite("monsters/sahuagin", 1, "Sahuagin 1", hurt)).toBe("advantage");
  });
});

describe("1.393 every requirement of an entry must be met", () => {
  beforeAll(withGeometry);

  it("an entry asking for a hurt target and an ally beside it needs both", () => {
    // One hunter alone: hurt is not enough.
    expect(bite("monsters/pack-hunter", 1, "Hunter 1", hurt)).toBe("normal");
    // Two hunters: an ally without a hurt target is not enough either.
    expect(bite("monsters/pack-hunter", 2, "Hunter 1")).toBe("normal");
    expect(bite("monsters/pack-hunter", 2, "Hunter 1", hurt)).toBe("advantage");
  });
});
