// 1.392 — Shapeshifting, Polymorph: "`upTo.targetLevel` instead limits by whoever undergoes the shapeshift: it reads
// a value on that one's sheet, or the creature's own number under that filter (Polymorph's "CR equal to or lower than
// the target's level"), and forms above it are rejected … The shapeshift ends when its condition ends, whether through
// its duration running out, concentration breaking, being cured, or reverting by choice." The SRD's Polymorph, cast
// by a wizard of caster level 7 on an ogre (CR 2) and a goblin (CR 1/4).
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, choose, options, type Step, startCombat } from "../../src/combat/index.js";
import { defense } from "../../src/combat/stats.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const WIZARD = "Sabine (Wizard 5)";
let ruleset: RulesetDoc;

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** The SRD's level-5 wizard at caster level 7 (one 4th-level slot), with Polymorph and `spells` only. */
function wizard(spells: readonly string[] = ["spells/polymorph", "spells/fire-bolt"]): SheetData {
  const sheet = srd5eCharacter("wizard-5");
  return {
    ...sheet,
    fields: { ...sheet.fields, caster_level: 7 },
    lists: { ...sheet.lists, spells: spells.map((entry) => ({ entry, prepared: true })) },
  } as SheetData;
}

function wizardTurn(party = wizard()): CombatState {
  const start = startCombat(ruleset, {
    seed: 5,
    party: [party],
    enemies: ["creatures/ogre", "creatures/goblin"],
    noBoard: true,
  }).state;
  return turnIn(start, WIZARD);
}

const polymorph = (s: CombatState, form: string) =>
  options(ruleset, s).find((o) => o.kind === "use" && o.label === `Polymorph: ${form}`)!;

/** Polymorph into `form` on `target`, over seeds until the save goes as `failed` says. */
function cast(form: string, target: string, failed = true): Step {
  for (let seed = 1; seed < 100; seed++) {
    const s = wizardTurn();
    s.rng = startCombat(ruleset, { seed, party: [wizard()], enemies: ["creatures/ogre"], noBoard: true }).state.rng;
    const step = accept(ruleset, s, { option: polymorph(s, form).id, targets: [target] });
    if (of(step.events, "save").some((e) => e.success !== failed)) return step;
  }
  throw new Error("the save never went as wanted");
}

describe("1.392 shapeshifting: the SRD's Polymorph", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("offers every beast it names as a mode, each aimed only at those whose CR or level reaches the form's", () => {
    const s = wizardTurn();
    const bear = polymorph(s, "Brown Bear");
    expect(bear.id).toBe("use:spells/polymorph#form-creatures-brown-bear");
    expect(bear.targets?.candidates).toEqual(["Ogre 1"]);
    expect([...(polymorph(s, "Wolf").targets?.candidates ?? [])].sort()).toEqual(["Goblin 1", "Ogre 1"]);
    // A CR 2 giant boar for the CR 2 ogre; nothing above it is named.
    expect(polymorph(s, "Giant Boar").targets?.candidates).toEqual(["Ogre 1"]);
  });

  it("a form above the target's CR is rejected", () => {
    const s = wizardTurn();
    const r = choose(ruleset, s, { option: polymorph(s, "Brown Bear").id, targets: ["Goblin 1"] });
    expect("rejected" in r && r.rejected.code).toBeTruthy();
  });

  it("a failed Wisdom save turns the ogre into a deer: its health, defense and actions", () => {
    const step = cast("Deer", "Ogre 1");
    const ogre = step.state.combatants["Ogre 1"]!;
    expect(of(step.events, "shapeshift")[0]).toMatchObject({ who: "Ogre 1", form: "creatures/deer", name: "Deer" });
    // The deer's 1d8 averages 4.
    expect(ogre).toMatchObject({ hp: 4, maxHp: 4 });
    expect(defense(ruleset, step.state, ogre)).toBe(13);
    const t = turnIn(step.state, "Ogre 1");
    expect(
      options(ruleset, t)
        .filter((o) => o.kind === "use")
        .map((o) => o.label),
    ).toEqual(["Bite"]);
  });

  it("a success leaves the ogre as it was", () => {
    const step = cast("Deer", "Ogre 1", false);
    expect(of(step.events, "shapeshift")).toEqual([]);
    expect(step.state.combatants["Ogre 1"]!.conditions).toEqual([]);
  });

  it("the shape ends with the wizard's concentration, and the ogre has its own health back", () => {
    const step = cast("Deer", "Ogre 1");
    const own = 59;
    const s = turnIn(step.state, WIZARD);
    // Fire Bolt is no concentration; breaking it by dropping the wizard to 0 ends what it held up.
    s.combatants[WIZARD]!.hp = 1;
    const t = turnIn(s, "Goblin 1");
    for (const o of options(ruleset, t)) {
      if (o.kind !== "use" || !o.targets?.candidates.includes(WIZARD)) continue;
      for (let seed = 1; seed < 60; seed++) {
        const u = structuredClone(t);
        u.rng = startCombat(ruleset, { seed, party: [wizard()], enemies: ["creatures/ogre"], noBoard: true }).state.rng;
        const r = choose(ruleset, u, { option: o.id, targets: [WIZARD] });
        if ("rejected" in r || r.state.combatants[WIZARD]!.status === "standing") continue;
        const ended = of(r.events, "shape-ends")[0]!;
        expect(ended).toMatchObject({ who: "Ogre 1", why: expect.any(String), hp: own });
        expect(r.state.combatants["Ogre 1"]).toMatchObject({ hp: own, maxHp: own });
        return;
      }
    }
    throw new Error("the goblin never dropped the wizard");
  });

  it("the director turns the ogre into a harmless beast, not a dangerous one", () => {
    const s = wizardTurn(wizard(["spells/polymorph"]));
    const choice = direct(ruleset, s);
    const o = options(ruleset, s).find((x) => x.id === choice.option)!;
    expect(o.label.startsWith("Polymorph: ")).toBe(true);
    expect(choice.targets).toEqual(["Ogre 1"]);
    // The weakest blows on offer: a deer, hyena or giant rat, never the giant boar or a bear.
    expect(["Polymorph: Deer", "Polymorph: Hyena", "Polymorph: Giant Rat"]).toContain(o.label);
  });
});
