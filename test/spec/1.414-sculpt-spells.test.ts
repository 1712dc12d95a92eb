// 1.414 — Sculpt Spells: "Alterations (`alters`) accept the same `"where"`, applying only to those entries, and gain
// two keys for `spares`: `"sparesByLevel": true` spares additional targets equal in number to the level the entry was
// paid at, and `"sparesWhole": true` means that where a successful save would still take half damage, the targets it
// spares are not affected at all (the log says they avoided the effect). 5e's Sculpt Spells is a cost-free utility
// with `{"catalogs": ["spells"], "where": {"filter": "school", "equals": "evocation"}, "spares": {"const": 1},
// "sparesByLevel": true, "sparesWhole": true}`."
import { beforeAll, describe, expect, it } from "vitest";
import { formatEvent, namesFor, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { ALLY, evokerSheet, evokerTurn, WIZARD } from "../support/evoker.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;
const SCULPT = ["sculpt-spells"];
const SCULPTED = "features/sculpt-spells";

describe("1.414 Sculpt Spells", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const places = { wizard: [2, 5] as const, ally: [14, 5] as const, goblins: [[15, 5] as const, [15, 6] as const] };

  it("is offered, free, with an evocation spell that can catch allies, and not with a conjuration one", () => {
    const s = evokerTurn(ruleset, evokerSheet(SCULPT, ["conjure-barrage"]), places);
    const offer = spellOption(ruleset, s, "fireball")!.alters!.find((a) => a.id === SCULPTED);
    expect(offer).toMatchObject({ id: SCULPTED, price: 0 });
    expect(spellOption(ruleset, s, "conjure-barrage")?.alters ?? []).toEqual([]);
  });

  it("the ally a Fireball catches avoids it entirely; the goblins save as ever", () => {
    const s = evokerTurn(ruleset, evokerSheet(SCULPT), places);
    const step = acceptIn(ruleset, s, {
      option: spellOption(ruleset, s, "fireball")!.id,
      at: [14, 5],
      pay: "slot_3",
      alters: [SCULPTED],
    });
    expect(
      eventsOf(step.events, "save")
        .map((e) => e.who)
        .sort(),
    ).toEqual(goblinIds(s).sort());
    expect(eventsOf(step.events, "damage").filter((d) => d.who === ALLY)).toEqual([]);
    expect(step.state.combatants[ALLY]!.hp).toBe(s.combatants[ALLY]!.hp);
    const spared = eventsOf(step.events, "alter-spared");
    expect(spared).toEqual([
      { t: "alter-spared", who: ALLY, by: WIZARD, use: "spells/fireball", alter: SCULPTED, whole: true },
    ]);
    expect(formatEvent(spared[0]!, namesFor(ruleset, step.state))).toBe(
      `${ALLY} avoids the effect of Fireball (Sculpt Spells)`,
    );
    // Free: nothing paid but the slot.
    expect(eventsOf(step.events, "pay").map((p) => p.pool)).toEqual(["slot_3"]);
  });

  it("spares 1 + the level paid: a Shatter paid at 2nd level spares three of the wizard's side, at 3rd four", () => {
    const friends = ["fighter-5", "cleric-5", "rogue-5", "paladin-5"];
    const cells: [number, number][] = [
      [10, 5],
      [11, 5],
      [10, 6],
      [11, 6],
    ];
    for (const [pay, count] of [
      ["slot_2", 3],
      ["slot_3", 4],
    ] as const) {
      const party = [evokerSheet(SCULPT), ...friends.map((f) => srd5eCharacter(f))];
      const start = startCombat(ruleset, {
        seed: 4,
        party,
        enemies: ["creatures/goblin"],
        board: { width: 30, height: 10 },
      });
      const s = turnIn(start.state, WIZARD, (st) => {
        st.combatants[WIZARD]!.at = [2, 5];
        Object.values(st.combatants)
          .filter((c) => c.side !== "enemies" && c.id !== WIZARD)
          .forEach((c, i) => {
            c.at = [...cells[i]!];
          });
        st.combatants[goblinIds(st)[0]!]!.at = [12, 5];
      });
      const mine = Object.values(s.combatants)
        .filter((c) => c.side !== "enemies" && c.id !== WIZARD)
        .map((c) => c.id);
      const step = acceptIn(ruleset, s, {
        option: spellOption(ruleset, s, "shatter")!.id,
        at: [11, 5],
        pay,
        alters: [SCULPTED],
      });
      const spared = eventsOf(step.events, "alter-spared").map((e) => e.who);
      expect(spared).toHaveLength(count);
      const saving = eventsOf(step.events, "save").map((e) => e.who);
      expect(saving).toEqual(expect.arrayContaining(mine.filter((id) => !spared.includes(id))));
      expect(saving.filter((id) => spared.includes(id))).toEqual([]);
    }
  });

  it("the director sculpts a Fireball around an ally it would catch", async () => {
    const { direct } = await import("../../src/director/index.js");
    const s = evokerTurn(ruleset, evokerSheet(SCULPT, [], ["fireball"]), places);
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/fireball");
    expect(choice.alters).toEqual([SCULPTED]);
  });
});
