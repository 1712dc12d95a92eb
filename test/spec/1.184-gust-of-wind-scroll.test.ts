// 1.184 — a Gust of Wind scroll: an item's use can give its line a `width`, the 60 by 10 feet of the spell, and
// pushes like the spell (at the scroll's own save difficulty), carried and turned by its reader.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { turnOfIn } from "../support/drive.js";
import { accept, caster, ruleset } from "./fixtures/pushes.js";

const board = { width: 20, height: 9 };

function read(seed = 1) {
  const s = turnOfIn(
    ruleset,
    "Wizard",
    { party: [caster], enemies: Array.from({ length: 4 }, () => "monsters/goblin"), board, seed },
    (x) => {
      x.combatants["Wizard"]!.at = [2, 4];
      // Two rows wide: rows 3 and 4 are in the line, row 2 and row 5 are not; 60 feet long: x = 3 to 14.
      const at: [number, number][] = [
        [14, 3],
        [10, 4],
        [10, 5],
        [15, 4],
      ];
      at.forEach((c, i) => {
        x.combatants[`Goblin ${i + 1}`]!.at = c;
      });
    },
  );
  return accept(s, { option: "use:gear/scroll-of-gust-of-wind#use", at: [3, 4] });
}

describe("1.184 Gust of Wind scroll", () => {
  beforeAll(withGeometry);

  it("reads as a line 60 feet long and 10 feet wide", () => {
    const r = read();
    expect([...of(r.events, "use")[0]!.targets].sort()).toEqual(["Goblin 1", "Goblin 2"]);
    expect(of(r.events, "save").every((e) => e.difficulty === 13 && e.save === "str_save")).toBe(true);
  });

  it("pushes whoever fails the save 15 feet straight away from the reader, and is carried and turned", () => {
    for (let seed = 1; seed < 200; seed++) {
      const r = read(seed);
      const failed = of(r.events, "save").filter((e) => !e.success);
      if (!failed.length) continue;
      expect(of(r.events, "pushed").map((e) => e.who)).toEqual(failed.map((e) => e.who));
      for (const p of of(r.events, "pushed")) expect(p.path).toHaveLength(4);
      expect(r.state.zones).toMatchObject([{ anchor: "caster", layout: { facing: [1, 0] } }]);
      expect(options(ruleset, r.state).some((o) => o.label === "Turn Spell Scroll of Gust of Wind")).toBe(true);
      return;
    }
    throw new Error("no failed save");
  });
});
