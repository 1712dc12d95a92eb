// 1.313 — Eyebite (asleep, panicked, sickened): "`repeats` can name a `group`: entries of the same group are options
// of one casting, and while any of them is being concentrated on, every one in the group is offered again.
// `notSaved` and the casting level are shared, as with Eyebite's asleep, panicked and sickened." The SRD's three
// Eyebite entries, cast here from a 3rd-level slot so a 5th-level wizard can cast them.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { EntryDef, RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";

const WIZARD = "Sabine (Wizard 5)";
const ASLEEP = "spells/eyebite-asleep";
const PANICKED = "spells/eyebite-panicked";
const SICKENED = "spells/eyebite-sickened";
const EYEBITES = [ASLEEP, PANICKED, SICKENED];

/** A creature whose Wisdom save always fails against the wizard's DC 15, and one whose save always succeeds. */
const creature = (id: string, name: string, wisSave: number) => ({
  id,
  name,
  size: "medium",
  types: ["humanoid"],
  defense: 10,
  health: "100",
  speed: { walk: 30 },
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  saves: { wis_save: wisSave },
  challenge: 1,
  actions: [],
});

let ruleset: RulesetDoc;
const wizard: SheetData = {
  ...srd5eCharacter("wizard-5"),
  lists: { spells: EYEBITES.map((entry) => ({ entry, prepared: true })) },
};

function rulesetOf(): RulesetDoc {
  let doc = srd5e as RulesetDoc;
  for (const id of EYEBITES)
    doc = editEntry(
      doc,
      id,
      (e: EntryDef) => ({ ...e, mechanics: { ...e.mechanics, cost: { group: "slots", level: 3 } } }) as EntryDef,
    );
  const copy = structuredClone(doc) as RulesetDoc & { catalogs: Record<string, { entries: unknown[] }> };
  copy.catalogs["creatures"]!.entries.push(creature("dullard", "Dullard", -30), creature("sage", "Sage", 30));
  return loadedDoc(copy);
}

function fight(): CombatState {
  return turnIn(
    startCombat(ruleset, {
      seed: 2,
      party: [wizard],
      enemies: ["creatures/dullard", "creatures/dullard", "creatures/sage"],
      noBoard: true,
    }).state,
    WIZARD,
  );
}

const againOf = (s: CombatState) => options(ruleset, s).filter((o) => o.id.startsWith("again:"));
const holds = (s: CombatState, who: string, condition: string) =>
  s.combatants[who]!.conditions.some((c) => c.id === condition && c.source === WIZARD);

/** Asleep cast at the Sage (who saves), then the wizard's next turn. */
function afterCast(): CombatState {
  const cast = acceptIn(ruleset, fight(), { option: `use:${ASLEEP}`, targets: ["Sage 1"], pay: "slot_3" });
  return endUntilIn(ruleset, cast, WIZARD).state;
}

describe("1.313 Eyebite (asleep, panicked, sickened)", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = rulesetOf();
  });

  it("offers every option of the casting again, none against the one who saved", () => {
    const s = afterCast();
    const offered = againOf(s);
    expect(offered.map((o) => o.label).sort()).toEqual([
      "Eyebite (asleep) again",
      "Eyebite (panicked) again",
      "Eyebite (sickened) again",
    ]);
    for (const o of offered) {
      expect(o.budget).toBe("action");
      expect(o.targets!.candidates).not.toContain("Sage 1");
    }
  });

  it("a repeat through another option keeps the casting's level and concentration", () => {
    const r = acceptIn(ruleset, afterCast(), { option: `again:${SICKENED}`, targets: ["Dullard 1"] });
    expect(r.events.find((e) => e.t === "repeat")).toMatchObject({ use: SICKENED, level: 3 });
    expect(holds(r.state, "Dullard 1", "poisoned")).toBe(true);
    expect(r.state.combatants[WIZARD]!.concentration?.use).toBe(ASLEEP);
    expect(r.events.some((e) => e.t === "pay")).toBe(false);
  });

  it("the concentration's end takes off what every option of the casting applied", () => {
    const sick = acceptIn(ruleset, afterCast(), { option: `again:${SICKENED}`, targets: ["Dullard 1"] });
    const next = endUntilIn(ruleset, sick, WIZARD).state;
    const panic = acceptIn(ruleset, next, { option: `again:${PANICKED}`, targets: ["Dullard 2"] });
    expect(holds(panic.state, "Dullard 2", "frightened")).toBe(true);
    // A new casting replaces the concentration: the old casting's poisoned and frightened come off.
    const later = endUntilIn(ruleset, panic, WIZARD).state;
    const recast = acceptIn(ruleset, later, { option: `use:${ASLEEP}`, targets: ["Sage 1"], pay: "slot_3" });
    expect(holds(recast.state, "Dullard 1", "poisoned")).toBe(false);
    expect(holds(recast.state, "Dullard 2", "frightened")).toBe(false);
  });

  it("the director weighs the options of the casting and aims one at a creature that can still fail", () => {
    const s = structuredClone(afterCast());
    const me = s.combatants[WIZARD]!;
    for (const p of Object.keys(me.pools)) if (p.startsWith("slot_")) me.pools[p] = 0;
    const choice = direct(ruleset, s);
    expect(EYEBITES.map((id) => `again:${id}`)).toContain(choice.option);
    expect(choice.targets?.[0]).toMatch(/^Dullard/);
  });
});
