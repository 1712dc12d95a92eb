// The playground and areas put down several times (1.178): the copy picker places one copy a click and completes the
// choice with the last; the preview and a lasting zone's cells cover every copy.
import { describe, expect, it } from "vitest";
import { Board, type CombatState, type Option } from "../../src/index.js";
import type { Cell } from "../../src/ruleset/index.js";
import { copiesHint, placeCopy } from "../../web/copies.js";
import { areaPreview } from "../../web/scene.js";
import { zoneViews } from "../../web/zones.js";
import { spellsDoc } from "../support/spells-doc.js";

const cells: Cell[] = [
  [2, 2],
  [3, 2],
  [4, 2],
  [5, 2],
];
const option = { id: "use:spells/storm", kind: "use", cells, copies: { count: 3 } } as unknown as Option;

describe("the playground's copy picker", () => {
  it("places one copy a click on an offered cell not taken yet, and completes the choice with the last", () => {
    const one = placeCopy(option, [], [2, 2]);
    expect(one).toEqual({ placed: [[2, 2]] });
    expect(placeCopy(option, one.placed, [2, 2]).placed).toEqual([[2, 2]]);
    expect(placeCopy(option, one.placed, [9, 9]).placed).toEqual([[2, 2]]);
    const two = placeCopy(option, one.placed, [3, 2]);
    expect(two.done).toBeUndefined();
    expect(placeCopy(option, two.placed, [5, 2])).toEqual({
      placed: [
        [2, 2],
        [3, 2],
        [5, 2],
      ],
      done: {
        at: [2, 2],
        copies: [
          [3, 2],
          [5, 2],
        ],
      },
    });
  });

  it("says how many are placed and how many to go", () => {
    expect(copiesHint(option, [])).toMatch(/^Click 3 highlighted cells/);
    expect(copiesHint(option, [[2, 2]])).toMatch(/^1 of 3 placed/);
  });

  it("previews every copy, and a zone put down several times shows the cells of all its copies", async () => {
    const board = await Board.create(12, 8);
    const box = { shape: "box", size: 5 } as const;
    const covered = areaPreview(board, 5, box, [0, 0], [2, 2], {
      copies: [
        [2, 0],
        [4, 3],
      ],
    });
    expect(covered.sort()).toEqual(
      (
        [
          [2, 2],
          [4, 2],
          [6, 5],
        ] as Cell[]
      ).sort(),
    );
    const ruleset = spellsDoc([{ id: "storm", name: "Storm", mechanics: { kind: "utility", area: box } }]);
    const state = {
      board: { width: 12, height: 8, perCell: 5 },
      combatants: { Druid: { id: "Druid", name: "Druid", at: [0, 0] } },
      zones: [
        {
          by: "Druid",
          use: "spells/storm",
          name: "Storm",
          anchor: "point",
          origin: [0, 0],
          at: [2, 2],
          layout: { copies: [[1, 0]] },
          left: 3,
        },
      ],
    } as unknown as CombatState;
    expect(zoneViews(board, ruleset, state)[0]!.cells).toHaveLength(2);
  });
});
