// 1.175 as written is accepted from 1.175: a ramming move, ground costing more or halving speed, damage while held,
// a hold's escape checks and an escapable contest; wrong shapes are refused at their path, and before 1.175 the
// keys need the version.
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validate/index.js";
import { issuesOf, MECHANICS_PATH, withMechanics } from "./helpers.js";

const tentacles = {
  kind: "attack",
  range: 90,
  area: { shape: "burst", size: 10 },
  amount: { dice: "3d6" },
  damageType: "bludgeoning",
  save: { save: "dex_save" },
  zone: {
    rounds: 10,
    triggers: ["enter", "turn-start"],
    whileHeld: { condition: "prone", amount: { dice: "3d6" }, damageType: "bludgeoning" },
    terrain: { costTimes: 4, halvesSpeed: true },
    move: { budget: "bonus", distance: 30, ram: true },
  },
};

describe("1.175 zone.move.ram, zone.terrain.costTimes, halvesSpeed, zone.whileHeld", () => {
  it("accepts them from 1.175", () => {
    expect(issuesOf(withMechanics(tentacles))).toEqual([]);
  });

  it("needs 1.175", () => {
    const codes = validate(withMechanics(tentacles, "1.174")).issues.map(
      (i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code}`,
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        "M.zone.whileHeld needs-version",
        "M.zone.terrain.costTimes needs-version",
        "M.zone.terrain.halvesSpeed needs-version",
        "M.zone.move.ram needs-version",
      ]),
    );
  });

  it("refuses a whileHeld naming no declared condition, or without its amount", () => {
    const bad = withMechanics({
      ...tentacles,
      zone: { ...tentacles.zone, whileHeld: { condition: "nowhere", damageType: "bludgeoning" } },
    });
    const paths = issuesOf(bad).map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code}`);
    expect(paths).toEqual(
      expect.arrayContaining(["M.zone.whileHeld.condition bad-reference", "M.zone.whileHeld.amount missing"]),
    );
  });

  it("refuses escape checks that are no check", () => {
    const bad = withMechanics({
      kind: "debuff",
      range: 60,
      targets: "enemy",
      save: { save: "dex_save" },
      applies: [{ condition: "prone", duration: "until-save", escapeChecks: ["juggling"] }],
    });
    expect(issuesOf(bad).map((i) => `${i.path.replace(MECHANICS_PATH, "M")} ${i.code}`)).toContain(
      "M.applies[0].escapeChecks[0] bad-reference",
    );
  });
});
