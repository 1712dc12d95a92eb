// 1.182 — Gust of Wind: a 60-foot line 10 feet wide its caster carries, pointing the way it was cast; whoever it
// lands on and fails the Strength save is pushed 15 feet straight away from the caster, stopping at anything solid
// or anyone standing; it pushes again whoever starts a turn in it; the caster turns it on a bonus action, catching
// whom it now covers as if they had moved into it; and its ground is difficult only for steps toward the caster.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, options } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/pushes.js";

const board = { width: 20, height: 9 };

/** The wizard at (2, 4), goblins where `at` says, each with `hp`. */
function scene(at: [number, number][], fn: (s: CombatState) => void = () => {}, seed = 1): CombatState {
  const enemies = at.map(() => "monsters/goblin");
  return turnOfIn(ruleset, "Wizard", { party: [caster], enemies, board, seed }, (s) => {
    s.combatants["Wizard"]!.at = [2, 4];
    at.forEach((c, i) => {
      s.combatants[`Goblin ${i + 1}`]!.at = c;
      s.combatants[`Goblin ${i + 1}`]!.hp = 50;
    });
    fn(s);
  });
}

/** The cast under a seed where the goblins' saves come out as `fails` says (true: failed), each by name. */
function castWith(at: [number, number][], fails: Record<string, boolean>, fn?: (s: CombatState) => void) {
  for (let seed = 1; seed < 400; seed++) {
    const r = accept(scene(at, fn, seed), { option: "use:spells/gust-of-wind", at: [3, 4] });
    const saves = of(r.events, "save");
    if (saves.length === Object.keys(fails).length && saves.every((s) => s.success === !fails[s.who])) return r;
  }
  throw new Error("no seed gives those saves");
}

describe("1.182 Gust of Wind", () => {
  beforeAll(withGeometry);

  it("catches those in its 60-by-10-foot line as cast, pushing 15 feet straight away whoever fails the save", () => {
    const r = castWith(
      [
        [6, 4],
        [8, 3],
      ],
      { "Goblin 1": true, "Goblin 2": false },
    );
    expect(of(r.events, "use")[0]!.targets.sort()).toEqual(["Goblin 1", "Goblin 2"]);
    // Straight away from the caster: along the row, three cells of 5 feet.
    expect(of(r.events, "pushed")).toEqual([
      {
        t: "pushed",
        who: "Goblin 1",
        by: "Wizard",
        path: [
          [6, 4],
          [7, 4],
          [8, 4],
          [9, 4],
        ],
      },
    ]);
    expect(r.state.combatants["Goblin 1"]!.at).toEqual([9, 4]);
    expect(r.state.combatants["Goblin 2"]!.at).toEqual([8, 3]);
    expect(r.state.zones).toMatchObject([{ anchor: "caster", layout: { facing: [1, 0] } }]);
    expect(r.events.map((e) => formatEvent(e)).join("\n")).toContain("Goblin 1 is pushed by Wizard to 9,4");
  });

  it("a push stops before a wall", () => {
    const rows = Array.from({ length: 9 }, (_, y) => (y === 4 ? `${".".repeat(8)}#${".".repeat(11)}` : ".".repeat(20)));
    const walled = {
      width: 20,
      height: 9,
      cells: rows,
      legend: { ".": {}, "#": { blocksMove: true, blocksSight: true } },
    };
    for (let seed = 1; seed < 200; seed++) {
      const s = turnOfIn(
        ruleset,
        "Wizard",
        { party: [caster], enemies: ["monsters/goblin"], board: walled, seed },
        (x) => {
          x.combatants["Wizard"]!.at = [2, 4];
          x.combatants["Goblin 1"]!.at = [6, 4];
        },
      );
      const r = accept(s, { option: "use:spells/gust-of-wind", at: [3, 4] });
      if (of(r.events, "save")[0]?.success !== false) continue;
      expect(of(r.events, "pushed")[0]!.path).toEqual([
        [6, 4],
        [7, 4],
      ]);
      return;
    }
    throw new Error("no failed save");
  });

  it("stops before someone standing and goes past someone lying on the ground", () => {
    const blocked = castWith(
      [
        [6, 4],
        [8, 4],
      ],
      { "Goblin 1": true, "Goblin 2": false },
    );
    expect(blocked.state.combatants["Goblin 1"]!.at).toEqual([7, 4]);
    const fallen = castWith(
      [
        [6, 4],
        [8, 4],
      ],
      { "Goblin 1": true },
      (s) => {
        s.combatants["Goblin 2"]!.hp = 0;
        s.combatants["Goblin 2"]!.status = "dying";
      },
    );
    expect(fallen.state.combatants["Goblin 1"]!.at).toEqual([9, 4]);
  });

  it("goes with its caster and pushes whoever starts a turn in it", () => {
    const r = castWith([[12, 2]], {});
    // Nobody in the line as cast: the goblin stands two rows north of it.
    expect(of(r.events, "save")).toEqual([]);
    const walked = accept(r.state, { option: "move", at: [2, 2] });
    expect(walked.state.zones).toHaveLength(1);
    const next = endUntil(walked, "Goblin 1");
    expect(of(next.events, "zone").filter((e) => e.what === "catch")).toMatchObject([
      { who: "Goblin 1", trigger: "turn-start" },
    ]);
    const save = of(next.events, "save")[0]!;
    expect(of(next.events, "pushed")).toHaveLength(save.success ? 0 : 1);
    if (!save.success) expect(next.state.combatants["Goblin 1"]!.at).toEqual([15, 2]);
  });

  it("turns on a bonus action, to any other neighbouring direction, catching as its `enter` says", () => {
    const r = castWith([[2, 0]], {});
    const turn = options(ruleset, r.state).find((o) => o.id === "turn:spells/gust-of-wind")!;
    expect(turn).toMatchObject({
      kind: "zone",
      label: "Turn Gust of Wind",
      budget: "bonus",
      zone: "spells/gust-of-wind",
    });
    expect(turn.cells).toHaveLength(7);
    expect(turn.cells).not.toContainEqual([3, 4]);
    const turned = accept(r.state, { option: turn.id, at: [2, 3] });
    expect(turned.state.zones![0]!.layout).toEqual({ facing: [0, -1] });
    expect(turned.state.combatants["Wizard"]!.budgets["bonus"]).toBe(0);
    expect(turned.events.map((e) => formatEvent(e))).toContain("Wizard turns Gust of Wind from east to north");
    // Gust of Wind catches only at turn starts: turning onto the goblin catches no one.
    expect(of(turned.events, "save")).toEqual([]);
    // Spent: no second turn this turn.
    expect(options(ruleset, turned.state).some((o) => o.id === turn.id)).toBe(false);

    // A wind that catches on entering catches whom it is turned onto.
    const entering = loadedDoc(
      JSON.parse(JSON.stringify(ruleset).replace('"triggers":["turn-start"]', '"triggers":["enter","turn-start"]')),
    );
    const s = turnOfIn(entering, "Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [2, 4];
      x.combatants["Goblin 1"]!.at = [2, 0];
    });
    const cast = accept(s, { option: "use:spells/gust-of-wind", at: [3, 4] }, entering);
    const onto = accept(cast.state, { option: turn.id, at: [2, 3] }, entering);
    expect(of(onto.events, "zone").filter((e) => e.what === "catch")).toMatchObject([
      { who: "Goblin 1", trigger: "enter" },
    ]);
    expect(of(onto.events, "save")).toHaveLength(1);
  });

  it("makes its ground difficult only for steps toward the caster", () => {
    const r = castWith([[12, 0]], {});
    const next = endUntil(r, "Goblin 1");
    const s = structuredClone(next.state);
    s.combatants["Goblin 1"]!.at = [12, 4];
    s.combatants["Goblin 1"]!.moveLeft = 30;
    const move = options(ruleset, s).find((o) => o.id === "move")!;
    // Away from the caster along the line: six cells of 5 feet.
    expect(move.cells).toContainEqual([18, 4]);
    // Toward the caster inside the line every step costs double: three cells; stepping out of it first is cheaper,
    // but six cells toward the caster cannot be had (one step back in costs double).
    expect(move.cells).toContainEqual([9, 4]);
    expect(move.cells).toContainEqual([7, 5]);
    expect(move.cells).not.toContainEqual([6, 4]);
    // The cheapest way: out of the line (5 feet), along beside it (5), back in toward the caster (10).
    const walk = accept(s, { option: "move", at: [9, 4] });
    expect(walk.state.combatants["Goblin 1"]!.moveLeft).toBe(10);
    // Out of the line the ground is plain either way.
    const out = structuredClone(s);
    out.combatants["Goblin 1"]!.at = [12, 7];
    expect(options(ruleset, out).find((o) => o.id === "move")!.cells).toContainEqual([6, 7]);
  });
});
