// 1.200 — Wall of Ice: "each 10-foot panel has AC 12 and 30 hit points, and takes double damage from fire … An attack
// that targets an enemy or anyone and deals damage can instead target a wall section: its option lists in `walls` the
// cells it can strike, and the choice names one of them in `wall`. The attack is rolled and deals its damage as usual
// … and the log says how much the section took and how much it has left. A section brought to 0 is broken: it no
// longer blocks, and anyone who enters it … takes its `amount`, once per turn, and saves with its `save` against the
// entry's own difficulty, taking half on a success (zero with `onSave: "none"`)." On the bundled SRD's Wall of Ice.
import { beforeAll, describe, expect, it } from "vitest";
import type { SectionsDef } from "../../src/capabilities/zone-sections/def.js";
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  Fight,
  formatEvent,
  options,
} from "../../src/combat/index.js";
import { saveDifficulty } from "../../src/combat/stats.js";
import { usesOf } from "../../src/combat/uses.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { withGeometry } from "../combat/helpers.js";
import { withEntry } from "../support/loaded.js";
import { accept, draw, raise, ruleset, wrenTurn } from "./fixtures/wall-sections.js";

type Ev<T extends CombatEvent["t"]> = Extract<CombatEvent, { t: T }>;
const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Ev<T> => e.t === t);

/** The state after Wren raised the wall, on her next turn again (fresh budgets), goblins where given. */
function walled(goblins: [number, number][] = [[10, 12]], rules = ruleset, fn: (s: CombatState) => void = () => {}) {
  const s = structuredClone(
    raise(
      wrenTurn(goblins, () => {}, rules),
      "slot_6",
      rules,
    ).state,
  );
  s.turn = s.order.indexOf("Wren");
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  fn(s);
  return s;
}

type Sections = { -readonly [K in keyof SectionsDef]: SectionsDef[K] } & {
  broken?: { -readonly [K in keyof NonNullable<SectionsDef["broken"]>]: NonNullable<SectionsDef["broken"]>[K] };
};

/** The SRD's Wall of Ice with its sections changed, as `load()` accepts it. */
function iceWith(change: (sections: Sections) => void): RulesetDoc {
  return withEntry<EntryDef>(ruleset, "spells/wall-of-ice", (e) => {
    const copy = structuredClone(e) as EntryDef & { mechanics: { zone: { sections: Sections } } };
    change(copy.mechanics.zone.sections);
    return copy;
  });
}

/** The section of the wall holding (6, 12): cells (6, 11) and (6, 12). */
const middle = (s: CombatState) => s.zones![0]!.sections![4]!;

/** Fire Bolt struck at (6, 12) on draw `n`. */
function strike(s: CombatState, n: number, rules = ruleset) {
  const t = structuredClone(s);
  draw(t, n);
  return accept(t, { option: "wall:spells/fire-bolt", wall: [6, 12] }, rules);
}

/** A state where the middle section has just been broken by Fire Bolt (its health set to 1 first). */
function broken(goblins: [number, number][] = [[10, 12]], rules = ruleset) {
  const s = walled(goblins, rules, (x) => {
    middle(x).health = 1;
  });
  for (let n = 1; n < 50; n++) {
    const r = strike(s, n, rules);
    if (of(r.events, "section-broken").length) return r.state;
  }
  throw new Error("no draw broke the section");
}

describe("1.200 Wall of Ice", () => {
  beforeAll(withGeometry);

  it("rises in ten 10-foot sections of 30 health, which Fight.zones() shows", () => {
    const s = walled();
    const zone = Fight.resume(ruleset, s).zones()[0]!;
    expect(zone.sections).toHaveLength(10);
    for (const [i, section] of zone.sections!.entries()) {
      expect(section).toEqual({
        cells: [
          [6, 3 + 2 * i],
          [6, 4 + 2 * i],
        ],
        health: 30,
        broken: false,
      });
    }
    expect(s.zones![0]!.blocking!.cells).toHaveLength(20);
  });

  it("Fire Bolt cannot reach the goblin behind it, but can strike the wall: `walls` lists the cells in range", () => {
    const menu = options(ruleset, walled());
    expect(menu.find((o) => o.id === "use:spells/fire-bolt")).toBeUndefined();
    const wall = menu.find((o) => o.id === "wall:spells/fire-bolt")!;
    expect(wall).toMatchObject({ kind: "use", use: "spells/fire-bolt", label: "Fire Bolt (wall)" });
    expect(wall.walls).toHaveLength(20);
    expect(wall.walls).toContainEqual([6, 12]);
    // The wall spell itself makes no attack roll: it strikes no wall.
    expect(menu.some((o) => o.id === "wall:spells/wall-of-ice")).toBe(false);
  });

  it("a melee weapon strikes only the sections within its reach", () => {
    const s = walled([[10, 12]], ruleset, (x) => {
      x.combatants["Wren"]!.at = [5, 12];
    });
    const staff = options(ruleset, s).find((o) => o.id.startsWith("wall:") && o.label.startsWith("Quarterstaff"));
    expect(staff?.walls?.slice().sort()).toEqual(
      [
        [6, 11],
        [6, 12],
        [6, 13],
      ].sort(),
    );
  });

  it("rolls the attack against AC 12, doubles fire, and logs what the section took and has left", () => {
    const s = walled();
    const results = new Set<string>();
    for (let n = 1; n <= 30; n++) {
      const r = strike(s, n);
      const [roll] = of(r.events, "section-attack");
      expect(roll).toMatchObject({ who: "Wren", by: "Wren", name: "Wall of Ice", at: [6, 12], defense: 12 });
      expect(roll!.total).toBe(roll!.d20.natural + roll!.bonus);
      const hits = roll!.d20.natural === 20 || (roll!.d20.natural !== 1 && roll!.total >= 12);
      expect(roll!.result).toBe(hits ? (roll!.d20.natural === 20 ? "critical" : "hit") : "miss");
      results.add(roll!.result);
      const dealt = of(r.events, "section-damage");
      if (!hits) {
        expect(dealt).toEqual([]);
        expect(middle(r.state).health).toBe(30);
        continue;
      }
      expect(dealt).toHaveLength(1);
      const d = dealt[0]!;
      expect(d).toMatchObject({
        type: "fire",
        why: "vulnerable",
        taken: d.rolled * 2,
        left: Math.max(0, 30 - d.rolled * 2),
      });
      expect(middle(r.state).health).toBe(d.left);
      expect(formatEvent(d)).toBe(
        `Wren's Wall of Ice at (6, 12) takes ${d.taken} fire damage (${d.rolled} rolled, vulnerable); ${d.left} left`,
      );
      // No creature was struck, and the action was spent.
      expect(of(r.events, "damage")).toEqual([]);
      expect(r.state.combatants["Wren"]!.budgets["action"]).toBe(0);
    }
    expect(results.has("miss") && results.has("hit")).toBe(true);
  });

  it("a section brought to 0 breaks: its cells open to walking and sight, the rest of the wall still stands", () => {
    const s = broken();
    expect(middle(s).health).toBe(0);
    const closed = s.zones![0]!.blocking!.cells;
    expect(closed).toHaveLength(18);
    expect(closed).not.toContain(12 * 30 + 6);
    expect(closed).not.toContain(11 * 30 + 6);
    const zone = Fight.resume(ruleset, s).zones()[0]!;
    expect(zone.sections![4]).toMatchObject({ health: 0, broken: true });
    // Fire Bolt now reaches the goblin through the gap, and the broken section is no longer listed to strike.
    const again = structuredClone(s);
    again.combatants["Wren"]!.budgets["action"] = 1;
    const menu = options(ruleset, again);
    expect(menu.find((o) => o.id === "use:spells/fire-bolt")?.targets?.candidates).toContain("Goblin 1");
    expect(menu.find((o) => o.id === "wall:spells/fire-bolt")!.walls).not.toContainEqual([6, 12]);
    // The goblin can walk through it.
    const goblin = structuredClone(s);
    goblin.turn = goblin.order.indexOf("Goblin 1");
    goblin.combatants["Goblin 1"]!.moveLeft = 30;
    const move = options(ruleset, goblin).find((o) => o.id === "move")!;
    expect(move.cells).toContainEqual([5, 12]);
    expect(move.cells).not.toContainEqual([5, 8]);
  });

  it("the frigid air catches whoever enters it once per turn: 5d6 cold, a Constitution save against the spell's DC for half", () => {
    const s = broken([[8, 12]]);
    const dc = saveDifficulty(
      ruleset,
      s,
      s.combatants["Wren"]!,
      usesOf(ruleset, s, s.combatants["Wren"]!).find((u) => u.id === "spells/wall-of-ice")!,
    );
    const outcomes = new Set<boolean>();
    for (let n = 1; n <= 16; n++) {
      const t = structuredClone(s);
      t.turn = t.order.indexOf("Goblin 1");
      t.combatants["Goblin 1"]!.moveLeft = 30;
      draw(t, n);
      // Through the frigid air and back again: caught only the first time this turn.
      const there = accept(t, { option: "move", at: [5, 12] });
      const back = accept(there.state, { option: "move", at: [8, 12] });
      const events = [...there.events, ...back.events];
      expect(of(events, "section-catch")).toEqual([
        {
          t: "section-catch",
          who: "Goblin 1",
          by: "Wren",
          use: "spells/wall-of-ice",
          name: "Wall of Ice",
          trigger: "enter",
        },
      ]);
      const [save] = of(events, "save");
      expect(save).toMatchObject({ who: "Goblin 1", save: "con_save", difficulty: dc });
      const [hurt] = of(events, "damage");
      expect(hurt).toMatchObject({ who: "Goblin 1", type: "cold", source: "Wren" });
      expect(hurt!.dice!.expr).toBe("5d6");
      expect(hurt!.taken).toBe(save!.success ? Math.floor(hurt!.rolled / 2) : hurt!.rolled);
      outcomes.add(save!.success);
    }
    expect(outcomes.size).toBe(2);
  });

  it('with `onSave: "none"` a success takes nothing', () => {
    const none = iceWith((sections) => {
      sections.broken!.onSave = "none";
    });
    const s = broken([[8, 12]], none);
    const outcomes = new Set<boolean>();
    for (let n = 1; n <= 16; n++) {
      const t = structuredClone(s);
      t.turn = t.order.indexOf("Goblin 1");
      t.combatants["Goblin 1"]!.moveLeft = 30;
      draw(t, n);
      const r = accept(t, { option: "move", at: [5, 12] }, none);
      const [save] = of(r.events, "save");
      expect(of(r.events, "damage")).toHaveLength(save!.success ? 0 : 1);
      outcomes.add(save!.success);
    }
    expect(outcomes.size).toBe(2);
  });

  it("with turn triggers it catches whoever ends a turn in the broken section", () => {
    const turns = iceWith((sections) => {
      sections.broken!.triggers = ["turn-end"];
    });
    const s = broken([[8, 12]], turns);
    const t = structuredClone(s);
    t.turn = t.order.indexOf("Goblin 1");
    t.combatants["Goblin 1"]!.moveLeft = 30;
    const walked = accept(t, { option: "move", at: [6, 12] }, turns);
    expect(of(walked.events, "section-catch")).toEqual([]);
    const ended = accept(walked.state, { option: "end" }, turns);
    expect(of(ended.events, "section-catch")).toMatchObject([{ who: "Goblin 1", trigger: "turn-end" }]);
  });

  it("`resist` halves and `immune` ignores what a section takes", () => {
    for (const [key, taken] of [
      ["resist", (r: number) => Math.floor(r / 2)],
      ["immune", () => 0],
    ] as const) {
      const rules = iceWith((sections) => {
        delete sections.vulnerable;
        sections[key] = ["fire"];
      });
      const s = walled([[10, 12]], rules);
      let seen = 0;
      for (let n = 1; n <= 20; n++) {
        const [d] = of(strike(s, n, rules).events, "section-damage");
        if (!d) continue;
        seen++;
        expect(d.taken).toBe(taken(d.rolled));
        expect(d.left).toBe(30 - d.taken);
      }
      expect(seen).toBeGreaterThan(0);
    }
  });

  it("the choice's `wall` must be one of the option's cells, and a wall strike takes no targets", () => {
    const s = walled();
    const bad = (choice: object) => {
      const r = Fight.resume(ruleset, s).choose({ option: "wall:spells/fire-bolt", ...choice } as Choice);
      return "rejected" in r ? r.rejected?.code : "accepted";
    };
    expect(bad({})).toBe("bad-cell");
    expect(bad({ wall: [7, 12] })).toBe("bad-cell");
    expect(bad({ wall: "here" })).toBe("bad-cell");
    expect(bad({ wall: [6, 12], targets: ["Goblin 1"] })).toBe("bad-targets");
    expect(bad({ wall: [6, 12], at: [6, 12] })).toBe("bad-cell");
    const r = Fight.resume(ruleset, s).choose({ option: "end", wall: [6, 12] } as Choice);
    expect("rejected" in r && r.rejected?.code).toBe("bad-choice");
  });

  it("without a board a wall has no sections, and nothing strikes it", () => {
    const s = structuredClone(wrenTurn([[10, 12]], () => {}));
    delete (s as Partial<CombatState>).board;
    for (const c of Object.values(s.combatants)) delete c.at;
    const r = accept(s, { option: "use:spells/wall-of-ice", targets: ["Goblin 1"], pay: "slot_6" });
    expect(r.state.zones![0]!.sections).toBeUndefined();
    const again = structuredClone(r.state);
    again.turn = again.order.indexOf("Wren");
    again.combatants["Wren"]!.budgets["action"] = 1;
    expect(options(ruleset, again).some((o) => o.id.startsWith("wall:"))).toBe(false);
  });
});
