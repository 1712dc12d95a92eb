// 1.174 concentration-breaking and damage-capped zones and escapes against the save DC are implemented: their keys
// have a schema, and the stated rules hold: `breaksConcentration` needs a `save`; `escapeDc: "save"` goes with a
// contest whose `from.holding` is that condition.
import { describe, expect, it } from "vitest";
import { type Doc, issuesOf, MECHANICS_PATH, variant, withMechanics } from "./helpers.js";

const burst = { shape: "burst", size: 40 };
const sleet = {
  rounds: 10,
  triggers: ["enter", "turn-start"],
  breaksConcentration: true,
  terrain: { difficult: true },
};
const escapeContest = {
  id: "escape",
  label: "Escape",
  budget: "action",
  attacker: ["athletics"],
  defender: ["athletics"],
  from: { holding: "grappled" },
  onWin: {},
};
const holds = (applies: unknown[], contests: unknown[] = [escapeContest]): Doc =>
  variant((doc) => {
    doc.combat.contests = contests;
    doc.catalogs.spells.entries[2].mechanics.applies = applies;
  });
const path = `${MECHANICS_PATH}.zone`;

describe("zone.breaksConcentration, zone.damageCap, applies[].escapeDc, from.holding (1.174)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(issuesOf(withMechanics({ area: burst, zone: sleet }))).toEqual([]);
    const guardian = { rounds: 1000, triggers: ["enter", "turn-start"], atCast: false, damageCap: 60 };
    expect(issuesOf(withMechanics({ area: burst, friendlyFire: false, amount: { flat: 20 }, zone: guardian }))).toEqual(
      [],
    );
    expect(issuesOf(holds([{ condition: "grappled", duration: "until-save", escapeDc: "save" }]))).toEqual([]);
  });

  it("rejects a wrong shape at its path", () => {
    expect(issuesOf(withMechanics({ area: burst, zone: { ...sleet, breaksConcentration: 1 } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.breaksConcentration`, code: "wrong-type" }),
    );
    expect(issuesOf(withMechanics({ area: burst, zone: { rounds: 10, damageCap: 0 } }))).toContainEqual(
      expect.objectContaining({ path: `${path}.damageCap`, code: "out-of-range" }),
    );
    const wrong = issuesOf(holds([{ condition: "grappled", escapeDc: "spell" }]));
    expect(wrong.some((i) => i.path === `${MECHANICS_PATH}.applies[0].escapeDc`)).toBe(true);
  });

  it('1.174: "breaksConcentration" needs the entry\'s "save"', () => {
    const noSave = withMechanics({ area: burst, zone: sleet, save: undefined });
    expect(issuesOf(noSave)).toContainEqual(
      expect.objectContaining({ path: `${path}.breaksConcentration`, code: "missing", capability: "1.174" }),
    );
  });

  it('1.174: "escapeDc" is "save" and needs a contest escaping that condition', () => {
    const lonely = issuesOf(holds([{ condition: "grappled", escapeDc: "save" }], []));
    expect(lonely).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.applies[0].escapeDc`, code: "missing", capability: "1.174" }),
    );
    const other = issuesOf(holds([{ condition: "prone", escapeDc: "save" }]));
    expect(other).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.applies[0].escapeDc`, code: "missing" }),
    );
    const fixed = issuesOf(holds([{ condition: "grappled", escapeDc: 12 }]));
    expect(fixed).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.applies[0].escapeDc`, code: "out-of-range" }),
    );
  });
});
