// 1.177 — Wall of Fire: `"area": { "shape": "wall", "size": 60, "ring": 20 }` with
// `"zone": { "triggers": ["enter", "turn-end"], "blocks": ["sight"], "side": { "distance": 10, "triggers": ["turn-end"] } }`.
// Laid straight or, with the choice's `ring: true`, as a ring of 20 feet around the aimed cell; the cells within 10
// feet of the chosen side (`near`: toward its user, inside a ring; `far`, the default: away, outside a ring) burn
// those who end a turn there, alongside the wall's own cells.
import { beforeAll, describe, expect, it } from "vitest";
import { Fight } from "../../src/combat/index.js";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/zone-walls.js";

const board = { width: 20, height: 15 };
type At = [number, number];

function fight(goblins: At[]) {
  return turnOf(
    "Wizard",
    { party: [caster], enemies: [{ creature: "monsters/goblin", count: goblins.length }], board },
    (x) => {
      x.combatants["Wizard"]!.at = [0, 7];
      goblins.forEach((at, i) => {
        x.combatants[`Goblin ${i + 1}`]!.at = at;
        x.combatants[`Goblin ${i + 1}`]!.hp = 300;
        x.combatants[`Goblin ${i + 1}`]!.maxHp = 300;
      });
    },
  );
}

/** Who the wall caught at the end of their own turns, through the round after it rose. */
function burntAtTurnEnd(step: ReturnType<typeof accept>): string[] {
  const round = endUntil(step, "Wizard");
  return of(round.events, "zone")
    .filter((e) => e.what === "catch" && e.trigger === "turn-end")
    .map((e) => e.who!);
}

describe("1.177 Wall of Fire", () => {
  beforeAll(withGeometry);

  it("the menu says a wall may run toward a cell, be laid as a ring, and take a side", () => {
    const option = Fight.resume(ruleset, fight([[10, 7]]))
      .options()
      .find((o) => o.id === "use:spells/wall-of-fire")!;
    expect(option).toMatchObject({ toward: true, ring: true, sides: ["near", "far"] });
  });

  it("laid as a ring of 20 feet around the aimed cell, catching only those on the ring as it rises", () => {
    const r = accept(
      fight([
        [10, 7],
        [12, 7],
        [13, 7],
      ]),
      {
        option: "use:spells/wall-of-fire",
        at: [10, 7],
        ring: true,
      },
    );
    const cells = Fight.resume(ruleset, r.state).zones()[0]!.cells;
    // Radius two cells, one thick: the 16 cells two steps from the centre.
    expect(cells).toHaveLength(16);
    for (const [x, y] of cells) expect(Math.max(Math.abs(x - 10), Math.abs(y - 7))).toBe(2);
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 2"]);
    expect(of(r.events, "damage").every((e) => e.type === "fire")).toBe(true);
  });

  it("a ring's near side is its inside: the goblin shut in burns at its turn end, the one outside does not", () => {
    const r = accept(
      fight([
        [10, 7],
        [12, 7],
        [13, 7],
      ]),
      {
        option: "use:spells/wall-of-fire",
        at: [10, 7],
        ring: true,
        side: "near",
      },
    );
    expect(burntAtTurnEnd(r).sort()).toEqual(["Goblin 1", "Goblin 2"]);
  });

  it("a ring's far side is its outside", () => {
    const r = accept(
      fight([
        [10, 7],
        [12, 7],
        [13, 7],
      ]),
      {
        option: "use:spells/wall-of-fire",
        at: [10, 7],
        ring: true,
        side: "far",
      },
    );
    expect(burntAtTurnEnd(r).sort()).toEqual(["Goblin 2", "Goblin 3"]);
  });

  it("laid straight with no side named, its far side burns: within 10 feet beyond it, not before it", () => {
    // A wall across the line at column 6; Goblin 1 one cell beyond, Goblin 2 one cell before, Goblin 3 three beyond.
    const r = accept(
      fight([
        [7, 7],
        [5, 7],
        [9, 7],
      ]),
      { option: "use:spells/wall-of-fire", at: [6, 7] },
    );
    expect(of(r.events, "use")[0]!.targets).toEqual([]);
    expect(burntAtTurnEnd(r)).toEqual(["Goblin 1"]);
  });

  it("laid straight with the near side named, the side toward its caster burns", () => {
    const r = accept(
      fight([
        [7, 7],
        [5, 7],
        [4, 7],
      ]),
      {
        option: "use:spells/wall-of-fire",
        at: [6, 7],
        side: "near",
      },
    );
    expect(burntAtTurnEnd(r).sort()).toEqual(["Goblin 2", "Goblin 3"]);
  });

  it("run toward a cell, it lies along that run and its side is taken from its caster's side of it", () => {
    // From (10, 3) toward (10, 12): column 10; the caster (west) is on its near side.
    const r = accept(
      fight([
        [10, 8],
        [9, 8],
        [11, 8],
      ]),
      {
        option: "use:spells/wall-of-fire",
        at: [10, 3],
        toward: [10, 12],
        side: "near",
      },
    );
    const cells = Fight.resume(ruleset, r.state).zones()[0]!.cells;
    expect(cells.every(([x]) => x === 10)).toBe(true);
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 1"]);
    expect(burntAtTurnEnd(r).sort()).toEqual(["Goblin 1", "Goblin 2"]);
  });

  it("Fight.zones() shows the chosen side and the cells beside it that catch", () => {
    const r = accept(fight([[12, 7]]), { option: "use:spells/wall-of-fire", at: [10, 7], ring: true, side: "far" });
    const zone = Fight.resume(ruleset, r.state).zones()[0]!;
    expect(zone.side).toBe("far");
    // Outside the ring (radius two cells), within 10 feet (two cells) of it: Chebyshev distance 3 or 4.
    expect(zone.sideCells!.length).toBeGreaterThan(0);
    for (const [x, y] of zone.sideCells!) expect([3, 4]).toContain(Math.max(Math.abs(x - 10), Math.abs(y - 7)));
    expect(zone.sideCells).toContainEqual([12, 7 - 3]);
    const inside = accept(fight([[12, 7]]), {
      option: "use:spells/wall-of-fire",
      at: [10, 7],
      ring: true,
      side: "near",
    });
    const near = Fight.resume(ruleset, inside.state).zones()[0]!;
    expect(near.side).toBe("near");
    for (const [x, y] of near.sideCells!) expect(Math.max(Math.abs(x - 10), Math.abs(y - 7))).toBeLessThan(2);
  });

  it("a wall without zone.side shows none", () => {
    const r = accept(fight([[12, 7]]), { option: "use:spells/wall-of-force", at: [6, 7] });
    expect(Fight.resume(ruleset, r.state).zones()[0]).not.toHaveProperty("sideCells");
  });

  it("blocks sight, not walking: no clear line to the goblin in the ring, yet the goblin may walk out through it", () => {
    const r = accept(fight([[10, 7]]), { option: "use:spells/wall-of-fire", at: [10, 7], ring: true });
    const f = Fight.resume(ruleset, r.state);
    expect(f.sight("Wizard", "Goblin 1").line).toBe(false);
    const turn = Fight.resume(ruleset, endUntil(r, "Goblin 1").state);
    expect(turn.options().find((o) => o.id === "move")!.cells).toContainEqual([12, 7]);
  });
});
