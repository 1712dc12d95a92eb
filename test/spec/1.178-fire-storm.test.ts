// 1.178 — Fire Storm: `"area": { "shape": "box", "size": 10, "copies": 10 }`. "A burst or box can be put down several
// times at once with `area.copies` (2 to 10), each copy touching another, and the player places each one in turn."
// The option says how many copies; the choice names the first at `at` and the rest in `copies`, in the order placed,
// each touching one placed before it. Whoever stands in any copy is caught, once.
import { beforeAll, describe, expect, it } from "vitest";
import { type Choice, type CombatState, choose, Fight, formatEvent } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { ruleset as base, fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const FIRE_STORM = {
  id: "fire-storm",
  name: "Fire Storm",
  level: 7,
  mechanics: {
    kind: "attack",
    range: 150,
    area: { shape: "box", size: 10, copies: 10 },
    amount: { dice: "7d10" },
    damageType: "fire",
    save: { save: "dex_save", onSuccess: "half" },
  },
};

const rules: RulesetDoc = loadedDoc({
  ...base,
  capabilityApi: "1.247",
  catalogs: {
    ...base.catalogs!,
    spells: { ...base.catalogs!["spells"]!, entries: [...base.catalogs!["spells"]!.entries, FIRE_STORM] },
  },
});

const druid: SheetData = { ...wizard, lists: { spells: [{ entry: "spells/fire-storm" }] } };
const board = { width: 20, height: 15 };
type At = [number, number];
const OPTION = "use:spells/fire-storm";

/** The caster at (0, 7) on its turn, goblins (tough enough to stand) where given, and a fighter friend. */
function scene(goblins: At[], friendAt: At = [0, 14]): CombatState {
  return turnOfIn(
    rules,
    "Wizard",
    { party: [druid, fighter], enemies: [{ creature: "monsters/goblin", count: goblins.length }], board },
    (s) => {
      s.combatants["Wizard"]!.at = [0, 7];
      s.combatants["Fighter"]!.at = friendAt;
      goblins.forEach((at, i) => {
        const g = s.combatants[`Goblin ${i + 1}`]!;
        g.at = at;
        g.hp = g.maxHp = 300;
      });
    },
  );
}

// Ten 10-foot boxes (two cells a side) in two rows: the top row's boxes cover rows 1-2, the next row's rows 3-4,
// each box aimed two cells from the one before it, so each borders one placed before it.
const TOP: At[] = [
  [4, 2],
  [6, 2],
  [8, 2],
  [10, 2],
  [12, 2],
  [14, 2],
  [16, 2],
];
const BELOW: At[] = [
  [4, 4],
  [6, 4],
  [8, 4],
];
const ALL = [...TOP, ...BELOW];
const storm = (aims: At[]): Choice => ({ option: OPTION, at: aims[0]!, copies: aims.slice(1) });

function refused(s: CombatState, choice: Choice) {
  const r = choose(rules, s, choice);
  if (!("rejected" in r)) throw new Error("the choice was accepted");
  return r.rejected;
}

describe("1.178 Fire Storm", () => {
  beforeAll(withGeometry);

  it("the menu says the area is put down ten times", () => {
    const option = Fight.resume(rules, scene([[5, 1]]))
      .options()
      .find((o) => o.id === OPTION)!;
    expect(option.copies).toEqual({ count: 10 });
    expect(option.cells?.length).toBeGreaterThan(0);
  });

  it("catches whoever stands in any of its ten copies, each once, and no one outside them", () => {
    const s = scene([
      [5, 1],
      [17, 2],
      [9, 3],
      [12, 10],
    ]);
    const r = acceptIn(rules, s, storm(ALL));
    expect(of(r.events, "use")[0]!.targets.sort()).toEqual(["Goblin 1", "Goblin 2", "Goblin 3"]);
    const burnt = of(r.events, "damage").map((e) => e.who);
    expect(burnt.sort()).toEqual(["Goblin 1", "Goblin 2", "Goblin 3"]);
    expect(of(r.events, "damage").every((e) => e.type === "fire")).toBe(true);
    expect(
      of(r.events, "save")
        .map((e) => e.who)
        .sort(),
    ).toEqual(["Goblin 1", "Goblin 2", "Goblin 3"]);
    // Instantaneous: nothing stays on the field.
    expect(r.state.zones ?? []).toEqual([]);
  });

  it("copies may overlap: one standing in two of them is caught once", () => {
    const s = scene([[5, 2]]);
    const aims: At[] = [
      [4, 2],
      [5, 2],
      [6, 2],
      [7, 2],
      [8, 2],
      [9, 2],
      [10, 2],
      [11, 2],
      [12, 2],
      [13, 2],
    ];
    const r = acceptIn(rules, s, storm(aims));
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 1"]);
    expect(of(r.events, "damage")).toHaveLength(1);
  });

  it("the log words where the copies went, in the order placed", () => {
    const r = acceptIn(rules, scene([[5, 1]]), storm(ALL));
    const line = r.events.filter((e) => e.t === "copies").map((e) => formatEvent(e));
    expect(line).toEqual([
      "Wizard puts Fire Storm down 10 times: at (4, 2), (6, 2), (8, 2), (10, 2), (12, 2), (14, 2), (16, 2), (4, 4), (6, 4), (8, 4)",
    ]);
  });

  it("each copy must touch one placed before it: the order of placing counts", () => {
    const s = scene([[5, 1]]);
    // (16, 4) touches (16, 2)'s box only: placed before it, it touches nothing yet.
    const late: At[] = [...TOP, [16, 4], ...BELOW.slice(0, 2)];
    expect(acceptIn(rules, s, storm(late)).events.some((e) => e.t === "copies")).toBe(true);
    const early: At[] = [[4, 2], [16, 4], ...TOP.slice(1), ...BELOW.slice(0, 2)];
    expect(refused(s, storm(early))).toMatchObject({ code: "bad-cell", path: "copies[0]" });
    // A copy apart from all the others.
    const apart: At[] = [...ALL.slice(0, 9), [12, 12]];
    expect(refused(s, storm(apart))).toMatchObject({ code: "bad-cell", path: "copies[8]" });
  });

  it("refuses a choice without its copies, with too few or too many, a cell twice, or a cell out of range", () => {
    const s = scene([[5, 1]]);
    expect(refused(s, { option: OPTION, at: [4, 2] })).toMatchObject({ code: "missing", path: "copies" });
    expect(refused(s, storm(ALL.slice(0, 9)))).toMatchObject({ code: "bad-choice", path: "copies" });
    expect(refused(s, storm([...ALL, [10, 4]]))).toMatchObject({ code: "bad-choice", path: "copies" });
    const twice: At[] = [...ALL.slice(0, 9), [6, 2]];
    expect(refused(s, storm(twice))).toMatchObject({ code: "bad-cell", path: "copies[8]" });
    expect(refused(s, { ...storm(ALL), copies: [...ALL.slice(1, 9), [-1, 2]] })).toMatchObject({
      code: "bad-cell",
      path: "copies[8]",
    });
    expect(refused(s, { ...storm(ALL), copies: "everywhere" as unknown as Choice["copies"] })).toMatchObject({
      code: "wrong-type",
      path: "copies",
    });
  });

  it("an area put down once takes no copies", () => {
    const s = turnOfIn(
      rules,
      "Wizard",
      { party: [wizard], enemies: [{ creature: "monsters/goblin", count: 1 }], board },
      (x) => {
        x.combatants["Wizard"]!.at = [0, 7];
        x.combatants["Goblin 1"]!.at = [6, 7];
      },
    );
    expect(refused(s, { option: "use:spells/fireball", at: [6, 7], copies: [[7, 7]] })).toMatchObject({
      code: "bad-choice",
      path: "copies",
    });
  });

  it("without a board it is aimed at people like any area, no copies named", () => {
    const s = turnOfIn(
      rules,
      "Wizard",
      { party: [druid], enemies: [{ creature: "monsters/goblin", count: 2 }], noBoard: true },
      (x) => {
        for (const g of ["Goblin 1", "Goblin 2"]) x.combatants[g]!.hp = x.combatants[g]!.maxHp = 300;
      },
    );
    const option = Fight.resume(rules, s)
      .options()
      .find((o) => o.id === OPTION)!;
    expect(option.copies).toBeUndefined();
    const r = acceptIn(rules, s, { option: OPTION, targets: ["Goblin 1", "Goblin 2"] });
    expect(of(r.events, "damage")).toHaveLength(2);
  });

  it("the director places the copies to catch foes a single box could not, and spares its friend", () => {
    // Three goblins far apart in a row, the fighter close beside the middle one.
    const s = scene(
      [
        [4, 7],
        [9, 7],
        [14, 7],
      ],
      [9, 9],
    );
    const choice = direct(rules, s);
    expect(choice.option).toBe(OPTION);
    expect(choice.copies).toHaveLength(9);
    const r = acceptIn(rules, s, choice);
    expect(of(r.events, "use")[0]!.targets.sort()).toEqual(["Goblin 1", "Goblin 2", "Goblin 3"]);
  });
});
