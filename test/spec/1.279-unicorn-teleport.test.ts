// 1.279 — the unicorn's Teleport (1/Day), `{ "leaves": true, "carries": 3, "carriesWithin": 5, "carriesSeen": true }`:
// it takes itself and up to three willing creatures it can see within 5 feet out of the fight. The choice names no
// `at`; they leave alive with their health as it is. A party that left this way has fled; an enemy that left has
// escaped, and the recap says so.
import { beforeAll, describe, expect, it } from "vitest";
import { Fight, options } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { accept, rejected, ruleset, teleports, turnOf } from "./fixtures/teleport.js";

const board = { width: 20, height: 6 };

function herd(noBoard = false) {
  return turnOf(
    "Unicorn 1",
    {
      party: [fighter],
      enemies: ["monsters/unicorn", "monsters/wolf", "monsters/wolf", "monsters/wolf"],
      ...(noBoard ? { noBoard: true } : { board }),
    },
    (s) => {
      s.combatants["Fighter"]!.at = [2, 2];
      s.combatants["Unicorn 1"]!.at = [10, 2];
      s.combatants["Unicorn 1"]!.hp = 15;
      s.combatants["Wolf 1"]!.at = [11, 2];
      s.combatants["Wolf 2"]!.at = [10, 3];
      s.combatants["Wolf 3"]!.at = [15, 2];
    },
  );
}

const leaveOption = (s: ReturnType<typeof herd>) => options(ruleset, s).find((o) => o.id === "use:action:teleport")!;

describe("1.279 unicorn's teleport", () => {
  beforeAll(withGeometry);

  it("offers leaving the fight beside its cells, with the willing creatures it sees within 5 feet", () => {
    const option = leaveOption(herd());
    expect(option.teleport).toMatchObject({ leaves: true, upTo: 2 });
    expect([...option.teleport!.carries!].sort()).toEqual(["Wolf 1", "Wolf 2"]);
    expect(option.teleport!.cells.length).toBeGreaterThan(0);
  });

  it("leaves with its companions, alive and with their health as it is, ending its turn", () => {
    const s = herd();
    const r = accept(s, { option: "use:action:teleport", carries: ["Wolf 1", "Wolf 2"] });
    expect(teleports(r.events)).toEqual([
      {
        t: "teleport",
        who: "Unicorn 1",
        name: "Teleport",
        left: true,
        carries: [{ who: "Wolf 1" }, { who: "Wolf 2" }],
      },
    ]);
    for (const id of ["Unicorn 1", "Wolf 1", "Wolf 2"]) {
      expect(r.state.combatants[id]).toMatchObject({ status: "fled", left: true, hp: s.combatants[id]!.hp });
    }
    expect(r.state.combatants["Wolf 3"]!.status).toBe("standing");
    expect(of(r.events, "end-turn")).toMatchObject([{ who: "Unicorn 1" }]);
    expect(r.state.combatants["Unicorn 1"]!.usesLeft["action:teleport"]).toBe(0);
  });

  it("leaves unseen companions behind: one standing in smoke is not offered", () => {
    const s = herd();
    s.smoke = [{ by: "Fighter", cells: [[10, 3]], round: s.round, turn: s.order.indexOf("Fighter") }];
    expect(leaveOption(s).teleport!.carries).toEqual(["Wolf 1"]);
  });

  it("without a board can only leave, taking anyone on its side", () => {
    const s = herd(true);
    const option = leaveOption(s);
    expect(option.teleport).toMatchObject({ cells: [], leaves: true, upTo: 3 });
    expect([...option.teleport!.carries!].sort()).toEqual(["Wolf 1", "Wolf 2", "Wolf 3"]);
    expect(rejected(s, { option: "use:action:teleport", at: [3, 3] })).toMatchObject({ code: "bad-cell" });
  });

  it("an enemy side gone this way has escaped: the party wins, and the recap names them", () => {
    const s = herd();
    s.combatants["Wolf 3"]!.status = "dead";
    const r = accept(s, { option: "use:action:teleport", carries: ["Wolf 1", "Wolf 2"] });
    expect(r.state.outcome).toBe("won");
    expect(
      of(r.events, "escaped")
        .map((e) => e.who)
        .sort(),
    ).toEqual(["Unicorn 1", "Wolf 1", "Wolf 2"]);
    const summary = Fight.resume(ruleset, r.state).summary();
    expect(
      summary.combatants
        .filter((c) => c.escaped)
        .map((c) => c.id)
        .sort(),
    ).toEqual(["Unicorn 1", "Wolf 1", "Wolf 2"]);
    // The escape is told before the outcome.
    expect(r.events.findIndex((e) => e.t === "escaped")).toBeLessThan(r.events.findIndex((e) => e.t === "outcome"));
    expect(summary.combatants.find((c) => c.id === "Wolf 3")!.escaped).toBeUndefined();
  });

  it("a party gone this way has fled", () => {
    const s = turnOf(
      "Unicorn 1",
      { party: ["monsters/unicorn", "monsters/wolf"], enemies: ["monsters/goblin"], board },
      (x) => {
        x.combatants["Unicorn 1"]!.at = [5, 2];
        x.combatants["Wolf 1"]!.at = [5, 3];
        x.combatants["Goblin 1"]!.at = [15, 2];
      },
    );
    const r = accept(s, { option: "use:action:teleport", carries: ["Wolf 1"] });
    expect(r.state.outcome).toBe("fled");
    expect(of(r.events, "escaped")).toEqual([]);
  });
});
