// "A ruleset that validates is playable": what `startCombat` refuses in a set-up and an encounter alone shows is
// refused by the validator too, by the same rule (too many combatants in all, more cells than creatures, a
// cell off the board, a party sheet without a score for every ability or with a field of the wrong type).
import { beforeAll, describe, expect, it } from "vitest";
import { CombatSetupError, startCombat } from "../../src/combat/index.js";
import { ENGINE_LIMITS } from "../../src/registry/limits.js";
import { load, validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { type Doc, fixture } from "./helpers.js";

beforeAll(withGeometry);

const hero = () => ({
  name: "Hero",
  abilities: { str: 14, dex: 12, con: 12, int: 10, wis: 10, cha: 10 },
  fields: { level: 1, class: "fighter" },
});

/** The fixture with its encounter changed by `change`. */
function withEncounter(change: (encounter: Doc) => void): Doc {
  const doc = fixture();
  change(doc.encounters[0]);
  return doc;
}

/** The validator's issues as `path code`. */
const issues = (doc: Doc) => validate(doc).issues.map((i) => `${i.path} ${i.code}`);

/** What `startCombat` says of the encounter played as a set-up, in the ruleset without it. */
function played(doc: Doc): { path: string; code: string } | "started" {
  const encounter = doc.encounters[0];
  const ruleset = load({ ...doc, encounters: [] });
  try {
    startCombat(ruleset, { party: [hero()], ...encounter, seed: 1 });
    return "started";
  } catch (error) {
    expect(error).toBeInstanceOf(CombatSetupError);
    const e = error as CombatSetupError;
    return { path: e.path, code: e.code };
  }
}

describe("an encounter that validates can be played", () => {
  it("a sound encounter validates and starts", () => {
    const doc = withEncounter((e) => {
      e.party = [hero()];
      e.enemies = [
        {
          creature: "monsters/goblin",
          count: 2,
          at: [
            [8, 1],
            [8, 2],
          ],
        },
        { creature: "monsters/wolf", at: [9, 7] },
      ];
      e.board.walls = [[4, 4]];
      e.board.party = [[0, 0]];
    });
    expect(issues(doc)).toEqual([]);
    expect(played(doc)).toBe("started");
  });

  it("more combatants in all than a fight holds", () => {
    const max = ENGINE_LIMITS.combatants;
    const doc = withEncounter((e) => {
      e.enemies = [
        { creature: "monsters/goblin", count: max },
        { creature: "monsters/wolf", count: 1 },
      ];
    });
    expect(issues(doc)).toEqual(["encounters[0].enemies[1] too-many"]);
    expect(played(doc)).toEqual({ path: "enemies[0]", code: "too-many-combatants" });
    // The party counts too.
    const withParty = withEncounter((e) => {
      e.party = [hero()];
      e.enemies = [{ creature: "monsters/goblin", count: max }];
    });
    expect(issues(withParty)).toEqual(["encounters[0].enemies[0] too-many"]);
  });

  it("more cells than creatures", () => {
    const doc = withEncounter((e) => {
      e.enemies = [
        {
          creature: "monsters/goblin",
          count: 2,
          at: [
            [8, 1],
            [8, 2],
            [8, 3],
          ],
        },
      ];
    });
    expect(issues(doc)).toEqual(["encounters[0].enemies[0].at too-many"]);
    expect(played(doc)).toEqual({ path: "enemies[0].at", code: "bad-cell" });
  });

  it("a wall, a party place or an enemy's cell off the board", () => {
    const cases: [(e: Doc) => void, string][] = [
      [
        (e) =>
          (e.board.walls = [
            [1, 1],
            [10, 2],
          ]),
        "board.walls[1]",
      ],
      [(e) => (e.board.party = [[0, 8]]), "board.party[0]"],
      [(e) => (e.enemies = [{ creature: "monsters/wolf", at: [12, 0] }]), "enemies[0].at"],
      [
        (e) =>
          (e.enemies = [
            {
              creature: "monsters/goblin",
              count: 2,
              at: [
                [9, 7],
                [9, 8],
              ],
            },
          ]),
        "enemies[0].at[1]",
      ],
    ];
    for (const [change, path] of cases) {
      const doc = withEncounter(change);
      expect(issues(doc)).toEqual([`encounters[0].${path} out-of-range`]);
      expect(played(doc)).toEqual({ path, code: "bad-cell" });
    }
  });

  it("a party sheet without a score for every ability, or with a field the sheet does not hold", () => {
    const noWis = withEncounter((e) => {
      const sheet = hero();
      delete (sheet.abilities as Record<string, number>).wis;
      e.party = [sheet];
    });
    expect(issues(noWis)).toEqual(["encounters[0].party[0].abilities.wis missing"]);
    const wrongType = withEncounter((e) => {
      e.party = [{ ...hero(), fields: { level: "one" } }];
    });
    expect(issues(wrongType)).toEqual(["encounters[0].party[0].fields.level wrong-type"]);
    const notOneOf = withEncounter((e) => {
      e.party = [{ ...hero(), fields: { class: "bard" } }];
    });
    expect(issues(notOneOf)).toEqual(["encounters[0].party[0].fields.class out-of-range"]);
    for (const doc of [noWis, wrongType, notOneOf]) {
      const encounter = doc.encounters[0];
      const ruleset = load({ ...doc, encounters: [] });
      expect(() => startCombat(ruleset, { ...encounter, seed: 1 })).toThrow(CombatSetupError);
    }
  });
});
