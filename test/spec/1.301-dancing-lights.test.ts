// 1.301 — Dancing Lights: "An area's `"copiesWithin": 20` places its `copies` with every centre within 20 feet of
// another centre, instead of touching one another; a multi-copy zone the caster can `move` moves all its copies the
// same way: 5e's Dancing Lights is a 10-foot burst with `"copies": 4, "copiesWithin": 20` and `"lights": { "bright":
// 0, "dim": 10 }`." Its light waits for 1.297 (`zone.lights`, refused as unsupported): here the lights are written as
// the same lasting area without it, moved as a bonus action up to 60 feet. A harmful area with `copiesWithin` shows
// the copies catching and the director spreading them.
import { beforeAll, describe, expect, it } from "vitest";
import { type Choice, type CombatState, choose, Fight } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { ruleset as base, of, withGeometry, wizard } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const DANCING_LIGHTS = {
  id: "dancing-lights",
  name: "Dancing Lights",
  level: 0,
  mechanics: {
    kind: "utility",
    range: 120,
    area: { shape: "burst", size: 10, copies: 4, copiesWithin: 20 },
    concentration: true,
    zone: { rounds: 10, move: { budget: "bonus", distance: 60 } },
  },
};

// Three motes of fire, each a 5-foot burst, their centres within 30 feet of one another.
const EMBERS = {
  id: "embers",
  name: "Embers",
  level: 1,
  mechanics: {
    kind: "attack",
    range: 120,
    area: { shape: "burst", size: 5, copies: 3, copiesWithin: 30 },
    amount: { dice: "2d6" },
    damageType: "fire",
    save: { save: "dex_save", onSuccess: "half" },
  },
};

const rules: RulesetDoc = loadedDoc({
  ...base,
  capabilityApi: "1.301",
  catalogs: {
    ...base.catalogs!,
    spells: {
      ...base.catalogs!["spells"]!,
      entries: [...base.catalogs!["spells"]!.entries, DANCING_LIGHTS, EMBERS],
    },
  },
});

const bard: SheetData = {
  ...wizard,
  lists: { spells: [{ entry: "spells/dancing-lights" }, { entry: "spells/embers" }] },
};
const board = { width: 24, height: 15 };
type At = [number, number];
const LIGHTS = "use:spells/dancing-lights";

function scene(goblins: At[] = [[22, 14]]): CombatState {
  return turnOfIn(
    rules,
    "Wizard",
    { party: [bard], enemies: [{ creature: "monsters/goblin", count: goblins.length }], board },
    (s) => {
      s.combatants["Wizard"]!.at = [0, 7];
      goblins.forEach((at, i) => {
        const g = s.combatants[`Goblin ${i + 1}`]!;
        g.at = at;
        g.hp = g.maxHp = 300;
      });
    },
  );
}

const lights = (aims: At[]): Choice => ({ option: LIGHTS, at: aims[0]!, copies: aims.slice(1) });

function refused(s: CombatState, choice: Choice) {
  const r = choose(rules, s, choice);
  if (!("rejected" in r)) throw new Error("the choice was accepted");
  return r.rejected;
}

describe("1.301 Dancing Lights", () => {
  beforeAll(withGeometry);

  it("the menu says four copies, each centre within 20 feet of another", () => {
    const option = Fight.resume(rules, scene())
      .options()
      .find((o) => o.id === LIGHTS)!;
    expect(option.copies).toEqual({ count: 4, within: 20 });
  });

  it("places the four lights with each centre within 20 feet of one placed before it, touching or not", () => {
    const r = acceptIn(
      rules,
      scene(),
      lights([
        [4, 2],
        [8, 2],
        [8, 6],
        [12, 6],
      ]),
    );
    const zone = Fight.resume(rules, r.state).zones()[0]!;
    // Four bursts of two cells' radius: 25 cells each, the first two and the last two sharing a column, the middle
    // two a row.
    for (const centre of [
      [4, 2],
      [8, 2],
      [8, 6],
      [12, 6],
    ])
      expect(zone.cells).toContainEqual(centre);
    expect(zone.cells).not.toContainEqual([12, 2]);
  });

  it("refuses a centre 25 feet from every centre before it, though its light would touch theirs", () => {
    const s = scene();
    const far: At[] = [
      [4, 2],
      [9, 2],
      [13, 2],
      [17, 2],
    ];
    expect(refused(s, lights(far))).toMatchObject({ code: "bad-cell", path: "copies[0]" });
    // Placed after a centre it is within 20 feet of, the same cell is fine.
    const s2 = acceptIn(
      rules,
      s,
      lights([
        [4, 2],
        [8, 2],
        [9, 2],
        [13, 2],
      ]),
    );
    expect(s2.state.zones).toHaveLength(1);
  });

  it("moved on a bonus action, all four move the same way", () => {
    const cast = acceptIn(
      rules,
      scene(),
      lights([
        [4, 2],
        [8, 2],
        [8, 6],
        [12, 6],
      ]),
    );
    const before = Fight.resume(rules, cast.state).zones()[0]!.cells;
    const moved = acceptIn(rules, cast.state, { option: "zone:spells/dancing-lights", at: [7, 5] });
    const after = Fight.resume(rules, moved.state).zones()[0]!.cells;
    const shifted = before.map(([x, y]) => [x + 3, y + 3]).filter(([x, y]) => x! < board.width && y! < board.height);
    expect([...after].sort()).toEqual(shifted.sort());
    expect(moved.state.zones![0]!.layout?.copies).toEqual(cast.state.zones![0]!.layout?.copies);
  });

  it("copies within a distance catch whoever stands in any of them, each once", () => {
    const s = scene([
      [5, 7],
      [11, 7],
      [17, 7],
    ]);
    const r = acceptIn(rules, s, {
      option: "use:spells/embers",
      at: [5, 7],
      copies: [
        [11, 7],
        [17, 7],
      ],
    });
    expect(
      of(r.events, "damage")
        .map((e) => e.who)
        .sort(),
    ).toEqual(["Goblin 1", "Goblin 2", "Goblin 3"]);
    expect(
      refused(s, {
        option: "use:spells/embers",
        at: [5, 7],
        copies: [
          [11, 7],
          [18, 7],
        ],
      }),
    ).toMatchObject({
      code: "bad-cell",
      path: "copies[1]",
    });
  });

  it("the director spreads the copies to reach foes 30 feet apart", () => {
    const s = scene([
      [5, 3],
      [11, 3],
      [17, 3],
    ]);
    const onlyEmbers = direct(rules, s);
    expect(onlyEmbers.option).toBe("use:spells/embers");
    const r = acceptIn(rules, s, onlyEmbers);
    expect(of(r.events, "use")[0]!.targets.sort()).toEqual(["Goblin 1", "Goblin 2", "Goblin 3"]);
  });
});
