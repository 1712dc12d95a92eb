// 1.177 — the director and Wall of Fire: it weighs laying the wall straight, from one foe toward another, or as a
// ring, and names the side where foes stand beside it (inside a ring when one is shut in, outside when one stands
// there), so the foe the wall itself misses burns at the end of its turn.
import { beforeAll, describe, expect, it } from "vitest";
import { choose } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { turnOf, withGeometry } from "../combat/helpers.js";
import { caster, ruleset } from "./fixtures/zone-walls.js";

const onlyFire = { ...caster, lists: { spells: [{ entry: "spells/wall-of-fire" }] } };
const board = { width: 30, height: 15 };
type At = [number, number];

function decide(goblins: At[]) {
  const s = turnOf(
    "Wizard",
    { party: [onlyFire], enemies: [{ creature: "monsters/goblin", count: goblins.length }], board },
    (x) => {
      x.combatants["Wizard"]!.at = [0, 7];
      goblins.forEach((at, i) => {
        x.combatants[`Goblin ${i + 1}`]!.at = at;
      });
    },
  );
  const choice = direct(ruleset, s);
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(r.rejected.message);
  const zone = r.state.zones![0]!;
  const beside = (at: At) => zone.sideCells!.includes(at[1] * board.width + at[0]);
  const caught = r.events.find((e) => e.t === "use")!.targets;
  return { choice, caught, beside };
}

describe("1.177 Wall of Fire, directed", () => {
  beforeAll(withGeometry);

  it("rings two foes and shuts the third inside: the near side", () => {
    const d = decide([
      [13, 5],
      [13, 9],
      [14, 7],
    ]);
    expect(d.choice).toMatchObject({ option: "use:spells/wall-of-fire", ring: true, side: "near" });
    expect(d.caught.sort()).toEqual(["Goblin 1", "Goblin 2"]);
    expect(d.beside([14, 7])).toBe(true);
  });

  it("catches two and leaves the third outside the ring: the far side", () => {
    const d = decide([
      [14, 5],
      [14, 9],
      [11, 7],
    ]);
    expect(d.choice).toMatchObject({ option: "use:spells/wall-of-fire", side: "far" });
    expect(d.caught.length).toBe(2);
    expect(d.beside([11, 7])).toBe(true);
  });

  it("a foe beyond its range is reached by the side of a wall raised at the edge of it", () => {
    const d = decide([[26, 7]]);
    expect(d.choice.option).toBe("use:spells/wall-of-fire");
    expect(d.caught).toEqual([]);
    expect(d.beside([26, 7])).toBe(true);
  });
});
