// 1.191 — Source-limited condition immunities: "`conditionImmunitiesFrom` on a combat condition blocks those
// conditions only when a creature matching `from` applies them; any already in effect remain (Protection from Evil
// and Good)." The fixture's ward keeps charmed and frightened off when an undead (among others) applies them.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { of, withGeometry, wizard } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { ruleset } from "./fixtures/conditions.js";

const caster = { ...wizard, lists: { spells: [{ entry: "spells/protection-from-evil-and-good" }] } };
const held = (s: CombatState, who: string) => s.combatants[who]!.conditions.map((c) => c.id).sort();

function onTurn(who: string, fn: (s: CombatState) => void = () => {}): CombatState {
  return turnOfIn(
    ruleset,
    who,
    { party: [caster], enemies: ["monsters/zombie", "monsters/cultist"], noBoard: true },
    fn,
  );
}

/** The wizard wards itself; then `who` acts on that state. */
function warded(before: (s: CombatState) => void = () => {}): CombatState {
  const cast = acceptIn(ruleset, onTurn("Wizard", before), {
    option: "use:spells/protection-from-evil-and-good",
    targets: ["Wizard"],
  });
  expect(held(cast.state, "Wizard")).toContain("protected");
  return cast.state;
}

function look(s: CombatState, who: string) {
  const t = structuredClone(s);
  t.turn = t.order.indexOf(who);
  t.combatants[who]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  return acceptIn(ruleset, t, { option: "use:action:look", targets: ["Wizard"] });
}

describe("1.191 conditionImmunitiesFrom: Protection from Evil and Good", () => {
  beforeAll(withGeometry);

  it("the example's ruleset is valid", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("an undead's look cannot frighten the warded wizard, and the log says what kept it off", () => {
    const step = look(warded(), "Zombie 1");
    // The save is still made (DC 40: it fails); the condition does not take hold.
    expect(of(step.events, "save")[0]).toMatchObject({ who: "Wizard", success: false });
    expect(held(step.state, "Wizard")).toEqual(["protected"]);
    const blocked = step.events.find((e) => e.t === "condition-blocked")!;
    expect(blocked).toEqual({
      t: "condition-blocked",
      who: "Wizard",
      condition: "frightened",
      source: "Zombie 1",
      by: "protected",
    });
    expect(formatEvent(blocked, namesFor(ruleset, step.state))).toBe(
      "Wizard does not gain frightened from Zombie 1: protected keeps it off",
    );
  });

  it("a humanoid's same look frightens the warded wizard: only creatures matching `from` are kept out", () => {
    const step = look(warded(), "Cultist 1");
    expect(held(step.state, "Wizard")).toEqual(["frightened", "protected"]);
    expect(step.events.some((e) => e.t === "condition-blocked")).toBe(false);
  });

  it("without the ward the undead frightens the wizard", () => {
    const step = look(onTurn("Zombie 1"), "Zombie 1");
    expect(held(step.state, "Wizard")).toEqual(["frightened"]);
  });

  it("a fright the undead gave before the ward remains", () => {
    const frightened = look(onTurn("Zombie 1"), "Zombie 1").state;
    const s = warded((x) => {
      x.combatants["Wizard"]!.conditions = structuredClone(frightened.combatants["Wizard"]!.conditions);
    });
    expect(held(s, "Wizard")).toEqual(["frightened", "protected"]);
  });

  it("the ward is offered with its caster among the targets", () => {
    const menu = options(ruleset, onTurn("Wizard"));
    const ward = menu.find((o) => o.kind === "use" && o.use === "spells/protection-from-evil-and-good");
    expect(ward?.targets?.candidates).toContain("Wizard");
  });
});

describe("1.191 in the bundled SRD: Protection from Evil and Good against the mummy lord's Dreadful Glare", () => {
  let srd: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    srd = load(srd5e).doc;
  });

  it("the bundled SRD, with the spell, Hideous Laughter and the ward's condition, validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("the warded cleric fails the glare's save and still is not frightened", () => {
    const sheet = structuredClone(srd5eCharacter("cleric-1")!);
    const cleric = sheet.name;
    const spells = (sheet.lists?.["spells"] ?? []) as { entry: string; prepared?: boolean }[];
    const caster = {
      ...sheet,
      lists: { ...sheet.lists, spells: [...spells, { entry: "spells/protection-from-evil-and-good", prepared: true }] },
    };
    for (let seed = 1; seed < 60; seed++) {
      const cast = acceptIn(
        srd,
        turnOfIn(srd, cleric, { seed, party: [caster], enemies: ["creatures/mummy-lord"], noBoard: true }),
        { option: "use:spells/protection-from-evil-and-good", targets: [cleric] },
      );
      const s = structuredClone(cast.state);
      s.turn = s.order.indexOf("Mummy Lord 1");
      s.combatants["Mummy Lord 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
      const glare = acceptIn(srd, s, { option: "use:action:dreadful-glare", targets: [cleric] });
      if (of(glare.events, "save")[0]?.success !== false) continue;
      expect(held(glare.state, cleric)).toEqual(["protected-from-evil"]);
      expect(glare.events.some((e) => e.t === "condition-blocked")).toBe(true);
      return;
    }
    throw new Error("the cleric never failed the glare's save");
  });
});
