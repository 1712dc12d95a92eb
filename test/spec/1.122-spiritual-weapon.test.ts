// 1.122 — Summons that keep striking: Spiritual Weapon as the section writes it. The cast makes the first attack and
// leaves the weapon beside its first target; later strikes spend only the declared budget, keep the cast's level
// and open the same windows; on a board it strikes within its move plus its reach, ignoring walls; it counts down
// at its holder's turn ends and ends with its holder, its concentration, or a new cast.
import { beforeAll, describe, expect, it } from "vitest";
import { cellsApart } from "../../src/combat/board/grid.js";
import { type CombatState, formatEvent, namesFor, options, type Step } from "../../src/combat/index.js";
import { fighter, of, withGeometry } from "../combat/helpers.js";
import { windowOf } from "./fixtures/drive.js";
import { accept, caster, endUntil, foe, ruleset, SW, summonEvents, turnOf } from "./fixtures/summons.js";

const board = { width: 12, height: 6 };
const strike = (use = SW) => `summon:${use}`;
const optionOf = (s: CombatState, id: string) => options(ruleset, s).find((o) => o.id === id);

/** The cleric at (0, 0) with goblins at the given cells, each with plenty of health. */
function field(
  goblins: [number, number][],
  fn: (s: CombatState) => void = () => {},
  more: { seed?: number; board?: typeof board | undefined } = {},
): CombatState {
  return turnOf(
    "Cleric",
    {
      party: [caster, fighter],
      enemies: [{ creature: "monsters/goblin", count: goblins.length }],
      ...("board" in more ? (more.board ? { board: more.board } : {}) : { board }),
      seed: more.seed ?? 1,
    },
    (x) => {
      if (x.board) {
        x.combatants["Cleric"]!.at = [0, 0];
        x.combatants["Fighter"]!.at = [0, 5];
      }
      goblins.forEach((at, i) => {
        const g = x.combatants[`Goblin ${i + 1}`]!;
        if (x.board) g.at = at;
        g.hp = 100;
      });
      fn(x);
    },
  );
}

/** Casts `use` at the first goblin (at the given slot), then ends turns until the cleric's next one. */
function castThenNextTurn(s: CombatState, pay = "slot_2", use = SW): { cast: Step; next: Step } {
  const cast = accept(s, { option: `use:${use}`, targets: ["Goblin 1"], pay });
  return { cast, next: endUntil(cast, "Cleric") };
}

describe("1.122 Spiritual Weapon", () => {
  beforeAll(withGeometry);

  it("the cast makes the first attack, then leaves the weapon beside its first target", () => {
    const { events, state } = accept(field([[5, 2]]), { option: `use:${SW}`, targets: ["Goblin 1"], pay: "slot_3" });
    const kinds = events.map((e) => e.t);
    expect(kinds.indexOf("attack")).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf("summon")).toBeGreaterThan(kinds.indexOf("attack"));
    expect(summonEvents(events)).toEqual([
      expect.objectContaining({ what: "appear", by: "Cleric", use: SW, name: "Spiritual Weapon", left: 10 }),
    ]);
    const [summon] = state.summons!;
    expect(summon).toMatchObject({ by: "Cleric", use: SW, left: 10, level: 3, steps: 1 });
    expect(cellsApart(state.board, summon!.at!, [5, 2])).toBe(1);
    // Nearest to where it came from (the cleric at the corner).
    expect(summon!.at).toEqual([4, 1]);
  });

  it("a later strike spends only the declared budget, keeps the cast's level and moves beside its target", () => {
    const { next } = castThenNextTurn(
      field([
        [5, 2],
        [9, 2],
      ]),
      "slot_3",
    );
    const before = next.state.combatants["Cleric"]!;
    const option = optionOf(next.state, strike())!;
    expect(option).toMatchObject({
      kind: "use",
      module: "summons",
      budget: "bonus",
      label: "Spiritual Weapon: strike",
    });
    expect(option.payments).toBeUndefined();
    const r = accept(next.state, { option: strike(), targets: ["Goblin 2"] });
    const after = r.state.combatants["Cleric"]!;
    expect(after.budgets).toEqual({ ...before.budgets, bonus: 0 });
    expect(after.pools).toEqual(before.pools);
    expect(after.concentration ?? null).toEqual(before.concentration ?? null);
    expect(of(r.events, "use")).toEqual([]);
    expect(summonEvents(r.events)).toEqual([expect.objectContaining({ what: "strike", target: "Goblin 2" })]);
    expect(of(r.events, "attack")).toEqual([expect.objectContaining({ who: "Cleric", target: "Goblin 2" })]);
    expect(cellsApart(r.state.board, r.state.summons![0]!.at!, [9, 2])).toBe(1);
    // Cast at 3rd level: a hit rolls the spell's 1d8 and one more step's 1d8.
    const hit = of(r.events, "damage").find((d) => d.who === "Goblin 2");
    if (of(r.events, "attack")[0]!.result === "hit") expect(hit!.dice!.dice).toHaveLength(2);
    else expect(hit).toBeUndefined();
  });

  it("on a board it strikes whoever is within its move plus its reach, walls or not, and no one beyond", () => {
    const walled = { ...board, walls: [0, 1, 2, 3, 4, 5].map((y) => [7, y] as [number, number]) };
    const s = field(
      [
        [5, 2],
        [9, 2],
        [11, 2],
      ],
      () => {},
      { board: walled },
    );
    const { next } = castThenNextTurn(s);
    // The weapon stands at (4, 1): the second goblin is 5 cells off (20 feet of move and 5 of reach) behind the
    // wall; the third is 7 off.
    expect(next.state.summons![0]!.at).toEqual([4, 1]);
    expect([...optionOf(next.state, strike())!.targets!.candidates].sort()).toEqual(["Goblin 1", "Goblin 2"]);
    const r = accept(next.state, { option: strike(), targets: ["Goblin 2"] });
    expect(r.state.summons![0]!.at).toEqual([8, 1]);
  });

  it("an omitted move is zero and an omitted reach one cell: it strikes only beside where it stands", () => {
    const { next } = castThenNextTurn(
      field([
        [5, 2],
        [7, 2],
      ]),
      "slot_2",
      "spells/brief-weapon",
    );
    expect(optionOf(next.state, strike("spells/brief-weapon"))!.targets!.candidates).toEqual(["Goblin 1"]);
  });

  it("without a board any standing enemy is within reach", () => {
    const s = field(
      [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
      (x) => {
        x.combatants["Goblin 3"]!.hp = 0;
        x.combatants["Goblin 3"]!.status = "dead";
      },
      { board: undefined },
    );
    const { cast, next } = castThenNextTurn(s);
    expect(cast.state.summons).toEqual([expect.not.objectContaining({ at: expect.anything() })]);
    expect([...optionOf(next.state, strike())!.targets!.candidates].sort()).toEqual(["Goblin 1", "Goblin 2"]);
  });

  it("counts down at the end of its holder's turns, not the turn of the cast, and ends at zero", () => {
    const { cast, next } = castThenNextTurn(field([[5, 2]]), "slot_2", "spells/brief-weapon");
    expect(cast.state.summons).toMatchObject([{ left: 1 }]);
    expect(next.state.summons).toMatchObject([{ left: 1 }]);
    expect(optionOf(next.state, strike("spells/brief-weapon"))).toBeDefined();
    const after = endUntil(next, "Cleric");
    expect(summonEvents(after.events)).toEqual([expect.objectContaining({ what: "end", why: "rounds over" })]);
    expect(after.state.summons).toBeUndefined();
    expect(optionOf(after.state, strike("spells/brief-weapon"))).toBeUndefined();
    // Spiritual Weapon's ten turns: one gone after the cleric's next turn.
    const sw = endUntil(castThenNextTurn(field([[5, 2]])).next, "Cleric");
    expect(sw.state.summons).toMatchObject([{ left: 9 }]);
  });

  it("ends when its holder is defeated", () => {
    const s = turnOf("Cleric", { party: [caster, fighter], enemies: ["monsters/brute"], board, seed: 1 }, (x) => {
      x.combatants["Cleric"]!.at = [0, 0];
      x.combatants["Fighter"]!.at = [0, 5];
      x.combatants["Brute 1"]!.at = [1, 1];
    });
    const cast = accept(s, { option: `use:${SW}`, targets: ["Brute 1"], pay: "slot_2" });
    expect(cast.state.summons).toHaveLength(1);
    const brute = endUntil(cast, "Brute 1");
    const blow = accept(brute.state, { option: "use:action:maul", targets: ["Cleric"] });
    expect(blow.state.combatants["Cleric"]!.status).not.toBe("standing");
    expect(summonEvents(blow.events)).toEqual([expect.objectContaining({ what: "end", why: "holder defeated" })]);
    expect(blow.state.summons).toBeUndefined();
  });

  it("ends when its entry's concentration ends", () => {
    const { next } = castThenNextTurn(field([[5, 2]]), "slot_2", "spells/held-weapon");
    expect(next.state.summons).toHaveLength(1);
    const hold = accept(next.state, { option: "use:spells/hold-person", targets: ["Goblin 1"], pay: "slot_2" });
    expect(summonEvents(hold.events)).toEqual([expect.objectContaining({ what: "end", why: "concentration ended" })]);
    expect(hold.state.summons).toBeUndefined();
  });

  it("casting the same entry again replaces its summon", () => {
    const { next } = castThenNextTurn(
      field([
        [5, 2],
        [9, 4],
      ]),
    );
    const again = accept(next.state, { option: `use:${SW}`, targets: ["Goblin 2"], pay: "slot_3" });
    expect(summonEvents(again.events)).toEqual([
      expect.objectContaining({ what: "end", why: "replaced" }),
      expect.objectContaining({ what: "appear", left: 10 }),
    ]);
    expect(again.state.summons).toHaveLength(1);
    expect(again.state.summons![0]).toMatchObject({ level: 3 });
    expect(cellsApart(again.state.board, again.state.summons![0]!.at!, [9, 4])).toBe(1);
  });

  it("a cast whose caster falls before it is over leaves nothing", () => {
    const s = turnOf("Cleric", { party: [caster, fighter], enemies: [foe(true)], board, seed: 2 }, (x) => {
      x.combatants["Cleric"]!.at = [0, 0];
      x.combatants["Cleric"]!.hp = 5;
      x.combatants["Fighter"]!.at = [0, 5];
      x.combatants["Mage"]!.at = [4, 2];
      x.combatants["Mage"]!.hp = 100;
    });
    const aimed = accept(s, { option: `use:${SW}`, targets: ["Mage"], pay: "slot_2" });
    // The mage lets the hit pass (no Shield), and, harmed, may strike back before the cast is over.
    expect(windowOf(aimed.state)).toMatchObject({ moment: "hit", ask: ["Mage"] });
    const cast = accept(aimed.state, { option: "pass" });
    expect(windowOf(cast.state)).toMatchObject({ moment: "harmed", ask: ["Mage"] });
    const back = accept(cast.state, { option: "react:features/retort", targets: ["Cleric"] });
    expect(back.state.combatants["Cleric"]!.status).not.toBe("standing");
    expect(summonEvents(back.events)).toEqual([]);
    expect(back.state.summons).toBeUndefined();
  });

  it("a strike opens the same reaction windows as the cast's attack", () => {
    const s = turnOf("Cleric", { party: [caster, fighter], enemies: [foe()], board, seed: 1 }, (x) => {
      x.combatants["Cleric"]!.at = [0, 0];
      x.combatants["Fighter"]!.at = [0, 5];
      x.combatants["Mage"]!.at = [4, 2];
      x.combatants["Mage"]!.hp = 100;
    });
    const cast = accept(s, { option: `use:${SW}`, targets: ["Mage"], pay: "slot_2" });
    // The mage's Shield answers a hit: the cast's hit pauses on its window, and so does the strike's.
    expect(windowOf(cast.state)).toMatchObject({ moment: "hit", subject: "Cleric", ask: ["Mage"] });
    const next = endUntil(accept(cast.state, { option: "pass" }), "Cleric");
    const r = accept(next.state, { option: strike(), targets: ["Mage"] });
    expect(windowOf(r.state)).toMatchObject({ moment: "hit", subject: "Cleric", ask: ["Mage"] });
    expect(options(ruleset, r.state).map((o) => o.id)).toContain("react:spells/shield");
    const shielded = accept(r.state, { option: "react:spells/shield", targets: ["Mage"] });
    expect(of(shielded.events, "attack")).toEqual([expect.objectContaining({ who: "Cleric", target: "Mage" })]);
  });

  it("the log words the weapon's coming, its strikes and its end plainly", () => {
    const { cast, next } = castThenNextTurn(field([[5, 2]]), "slot_2", "spells/brief-weapon");
    const names = namesFor(ruleset, cast.state);
    const [appear] = summonEvents(cast.events);
    expect(formatEvent(appear!, names)).toBe("Cleric's Brief Weapon stays at (4, 1), for 1 turn");
    const r = accept(next.state, { option: strike("spells/brief-weapon"), targets: ["Goblin 1"] });
    expect(formatEvent(summonEvents(r.events)[0]!, names)).toBe("Cleric's Brief Weapon strikes at Goblin 1 at (4, 1)");
    const gone = summonEvents(endUntil(r, "Cleric").events);
    expect(gone.map((e) => formatEvent(e, names))).toEqual(["Cleric's Brief Weapon is gone (rounds over)"]);
  });
});
