// 1.174 — Web: a zone that restrains on a failed Dexterity save with `escapeDc: "save"`; the restrained creature
// escapes with the contest whose `from.holding` is "restrained", against the caster's spell save DC. A hold whose
// applier has no save difficulty is escaped as the contest says, opposed by the one who applied it.
import { beforeAll, describe, expect, it } from "vitest";
import { choose, options, type Step } from "../../src/combat/index.js";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/zone-holds.js";

const board = { width: 16, height: 7 };

/** Webs the goblin, then waits for a turn of the goblin's that starts restrained (the web catches it again). */
function webbed(): { step: Step; dc: number } {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 3];
    x.combatants["Goblin 1"]!.at = [8, 3];
    x.combatants["Goblin 1"]!.hp = 300;
  });
  let step = accept(s, { option: "use:spells/web", at: [8, 3] });
  const dc = of(step.events, "save")[0]!.difficulty;
  for (let n = 0; n < 10; n++) {
    step = endUntil(step, "Goblin 1");
    if (step.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "restrained")) return { step, dc };
  }
  throw new Error("the web never held the goblin");
}

describe("1.174 Web", () => {
  beforeAll(withGeometry);

  it("restrains with the escape difficulty of the caster's spell save DC", () => {
    const { step, dc } = webbed();
    const hold = step.state.combatants["Goblin 1"]!.conditions.find((c) => c.id === "restrained")!;
    expect(hold).toMatchObject({ source: "Wizard", by: "spells/web", escapeDc: dc });
  });

  it("offers the escape contest on the one who applied the hold, and rolls it against the DC", () => {
    const { step, dc } = webbed();
    const escapeOption = options(ruleset, step.state).find((o) => o.id === "contest:escape@action")!;
    expect(escapeOption).toMatchObject({ label: "Escape", budget: "action", targets: { candidates: ["Wizard"] } });
    const r = accept(step.state, { option: escapeOption.id, targets: ["Wizard"] });
    const [roll] = of(r.events, "escape");
    expect(roll).toMatchObject({ who: "Goblin 1", from: "Wizard", contest: "escape", difficulty: dc });
    expect(roll!.won).toBe(roll!.attacker.total >= dc);
    expect(of(r.events, "contest")).toEqual([]);
    const still = r.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "restrained");
    expect(still).toBe(!roll!.won);
    expect(r.state.combatants["Goblin 1"]!.budgets["action"]).toBe(0);
  });

  it("is not offered to someone who holds no such condition, nor on anyone else", () => {
    const s = turnOf("Goblin 1", { party: [caster], enemies: ["monsters/goblin"], board });
    expect(options(ruleset, s).some((o) => o.id === "contest:escape@action")).toBe(false);
    const { step } = webbed();
    const wrong = choose(ruleset, step.state, { option: "contest:escape@action", targets: ["Goblin 1"] });
    expect(wrong).toMatchObject({ rejected: { code: "bad-target" } });
  });

  it("a hold whose applier has no save difficulty is escaped opposed by the applier", () => {
    const snare = {
      id: "snare",
      name: "Snare",
      level: 1,
      mechanics: {
        kind: "debuff",
        range: 60,
        targets: "enemy",
        autoHit: true,
        applies: [{ condition: "restrained", duration: { rounds: 10 }, escapeDc: "save" }],
      },
    };
    const rules = loadedDoc({
      ...ruleset,
      catalogs: {
        ...ruleset.catalogs,
        spells: { ...ruleset.catalogs!["spells"]!, entries: [...ruleset.catalogs!["spells"]!.entries, snare] },
      },
    });
    const trapper = { ...caster, lists: { spells: [{ entry: "spells/snare" }] } };
    const s = turnOf("Wizard", { party: [trapper], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [0, 3];
      x.combatants["Goblin 1"]!.at = [6, 3];
    });
    const held = accept(s, { option: "use:spells/snare", targets: ["Goblin 1"] }, rules);
    const hold = held.state.combatants["Goblin 1"]!.conditions.find((c) => c.id === "restrained")!;
    expect(hold.escapeDc).toBeUndefined();
    const turn = endUntil(held, "Goblin 1");
    const r = choose(rules, turn.state, { option: "contest:escape@action", targets: ["Wizard"] });
    if ("rejected" in r) throw new Error(r.rejected.message);
    const [contest] = of(r.events, "contest");
    expect(contest).toMatchObject({ who: "Goblin 1", target: "Wizard", contest: "escape" });
    expect(contest!.won).toBe(contest!.attacker.total > contest!.defender.total);
  });
});
