// 1.313 — Maze and the minotaur: "`dismisses` with `while` can say `"turns": true`. The creature is out of the fight
// but still takes its own turns, on which it is offered only what can end the condition keeping it away, or ending
// the turn. `applies` can carry `"checkEnds": { "check": "intellect", "difficulty": 20, "passes": { "types":
// ["monstrosity"] } }`: the holder can spend its standard budget to end it with that `combat.checks` check against
// that number. A creature that matches `passes` succeeds without rolling. Together the two are 5e's Maze and its
// exception for the minotaur; on a successful check the creature returns to where it was." The SRD's Maze, cast
// here from a 3rd-level slot so a 5th-level wizard can cast it.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, formatEvent, namesFor, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { EntryDef, RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";

const WIZARD = "Sabine (Wizard 5)";
const MAZE = "spells/maze";
const CHECK = "check-ends:mazed";

/** A humanoid clever enough to pass DC 20 on any roll. */
const SAVANT = {
  id: "savant",
  name: "Savant",
  size: "medium",
  types: ["humanoid"],
  defense: 10,
  health: "100",
  speed: { walk: 30 },
  abilities: { str: 10, dex: 10, con: 10, int: 60, wis: 10, cha: 10 },
  challenge: 1,
  actions: [],
};

let ruleset: RulesetDoc;
const wizard: SheetData = {
  ...srd5eCharacter("wizard-5"),
  lists: {
    spells: [
      { entry: MAZE, prepared: true },
      { entry: "spells/blur", prepared: true },
    ],
  },
};

function rulesetOf(): RulesetDoc {
  const third = editEntry(
    srd5e as RulesetDoc,
    MAZE,
    (e: EntryDef) => ({ ...e, mechanics: { ...e.mechanics, cost: { group: "slots", level: 3 } } }) as EntryDef,
  );
  const doc = structuredClone(third) as RulesetDoc & { catalogs: Record<string, { entries: unknown[] }> };
  doc.catalogs["creatures"]!.entries.push(SAVANT);
  return loadedDoc(doc);
}

/** The wizard at (0,2), `foe` (one of it) at (5,2), the wizard's turn. */
function fight(foe: string, seed = 3): CombatState {
  return turnIn(
    startCombat(ruleset, { seed, party: [wizard], enemies: [foe], board: { width: 12, height: 5 } }).state,
    WIZARD,
    (s) => {
      s.combatants[WIZARD]!.at = [0, 2];
      for (const c of Object.values(s.combatants)) if (c.id !== WIZARD) c.at = [5, 2];
    },
  );
}

function mazed(foe: string, id: string, seed = 3) {
  const cast = acceptIn(ruleset, fight(foe, seed), { option: `use:${MAZE}`, targets: [id], pay: "slot_3" });
  return cast;
}

describe("1.313 Maze", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = rulesetOf();
  });

  it("sends the creature out of the fight, still taking its turns, offered only the check or ending the turn", () => {
    const cast = mazed("creatures/goblin", "Goblin 1");
    const goblin = cast.state.combatants["Goblin 1"]!;
    expect(goblin.status).toBe("fled");
    expect(goblin.dismissed).toMatchObject({ while: "mazed", turns: true });
    // The fight goes on while it is away.
    expect(cast.state.outcome).toBeNull();
    const turn = endUntilIn(ruleset, cast, "Goblin 1");
    expect(turn.state.order[turn.state.turn]).toBe("Goblin 1");
    const menu = options(ruleset, turn.state);
    expect(menu.map((o) => o.id).sort()).toEqual([CHECK, "end"]);
    expect(menu.find((o) => o.id === CHECK)).toMatchObject({
      kind: "standard",
      budget: "action",
      label: "End Lost in a maze (Intelligence check)",
    });
    const dodge = choose(ruleset, turn.state, { option: "std:dodge@action" });
    expect("rejected" in dodge && dodge.rejected.code).toBeTruthy();
  });

  it("a failed DC 20 Intelligence check spends the action and leaves it in the maze", () => {
    const turn = endUntilIn(ruleset, mazed("creatures/goblin", "Goblin 1", 5), "Goblin 1");
    const r = acceptIn(ruleset, turn.state, { option: CHECK });
    const check = r.events.find((e) => e.t === "check");
    expect(check).toMatchObject({ who: "Goblin 1", check: "intelligence", difficulty: 20 });
    // A goblin (Intelligence 10) needs a 20 on the die; this seed's roll is lower.
    expect(check).toMatchObject({ success: false });
    expect(r.state.combatants["Goblin 1"]!.status).toBe("fled");
    expect(options(ruleset, r.state).map((o) => o.id)).toEqual(["end"]);
  });

  it("a successful check ends it, and the creature returns to where it was", () => {
    const turn = endUntilIn(ruleset, mazed("creatures/savant", "Savant 1"), "Savant 1");
    const r = acceptIn(ruleset, turn.state, { option: CHECK });
    expect(r.events.find((e) => e.t === "check")).toMatchObject({ success: true, difficulty: 20 });
    const savant = r.state.combatants["Savant 1"]!;
    expect(savant.status).toBe("standing");
    expect(savant.at).toEqual([5, 2]);
    expect(savant.conditions.some((c) => c.id === "mazed")).toBe(false);
    const back = r.events.find((e) => e.t === "returned")!;
    expect(formatEvent(back, namesFor(ruleset, r.state))).toBe("Savant 1 returns to the fight at (5, 2)");
  });

  it("the minotaur succeeds without rolling", () => {
    const turn = endUntilIn(ruleset, mazed("creatures/minotaur", "Minotaur 1"), "Minotaur 1");
    const r = acceptIn(ruleset, turn.state, { option: CHECK });
    expect(r.events.some((e) => e.t === "check")).toBe(false);
    const passed = r.events.find((e) => e.t === "check-passed")!;
    expect(formatEvent(passed, namesFor(ruleset, r.state))).toBe("Minotaur 1 needs no intelligence check to end mazed");
    expect(r.state.combatants["Minotaur 1"]!.status).toBe("standing");
  });

  it("the director has the mazed creature try the check rather than end its turn", () => {
    const turn = endUntilIn(ruleset, mazed("creatures/goblin", "Goblin 1"), "Goblin 1");
    expect(direct(ruleset, turn.state)).toEqual({ option: CHECK });
  });

  it("comes back where it was when the caster's concentration ends (another concentration spell)", () => {
    const cast = mazed("creatures/goblin", "Goblin 1");
    const next = endUntilIn(ruleset, cast, WIZARD);
    const blur = acceptIn(ruleset, next.state, { option: "use:spells/blur", targets: [WIZARD], pay: "slot_2" });
    expect(blur.state.combatants["Goblin 1"]!.status).toBe("standing");
    expect(blur.state.combatants["Goblin 1"]!.at).toEqual([5, 2]);
  });
});
