// Creature actions in the reference's form (`damage`, `heal`, `sequence`) as the SRD writes them: a troll's
// Multiattack (bite and two claws), an owlbear's (beak and claws), an acolyte's Cure Wounds.
import { beforeAll, describe, expect, it } from "vitest";
import { type Choice, type CombatState, choose, options, type Step, startCombat } from "../../src/combat/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { acceptIn } from "../support/drive.js";
import { of, withGeometry } from "./helpers.js";

const fighter = { ...srd5eCharacter("fighter-5")!, name: "Fighter" };
const wizard = { ...srd5eCharacter("wizard-5")!, name: "Wizard" };

const take = (state: CombatState, choice: Choice): Step => acceptIn(srd5e, state, choice);

/** A fresh fight where `who` acts now (its turn, a full action). */
function turnOf(who: string, enemies: Parameters<typeof startCombat>[1]["enemies"], seed: number, board = false) {
  const { state } = startCombat(srd5e, {
    party: [fighter, wizard],
    enemies,
    seed,
    ...(board ? { board: { width: 6, height: 3 } } : {}),
  });
  const s = structuredClone(state);
  s.stack = [];
  s.ending = false;
  s.turn = s.order.indexOf(who);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 0 };
  return s;
}

describe("creature actions in the reference form", () => {
  beforeAll(withGeometry);

  it("a troll's Multiattack is one option: bite then two claws, one action paid, damage of each type", () => {
    const types = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const state = turnOf("Troll 1", ["creatures/troll"], seed);
      const option = options(srd5e, state).find((o) => o.id === "use:action:multiattack")!;
      expect(option.steps?.map((s) => s.label)).toEqual(["Bite", "Claw", "Claw"]);
      expect(option.targets!.max).toBe(3);
      expect([...option.targets!.candidates].sort()).toEqual(["Fighter", "Wizard"]);
      // Bite the fighter, claw the wizard, and the last claw goes at the last named.
      const { state: after, events } = take(state, { option: option.id, targets: ["Fighter", "Wizard"] });
      const uses = of(events, "use").map((e) => `${e.name}>${e.targets.join()}`);
      expect(uses).toEqual(["Multiattack>", "Bite>Fighter", "Claw>Wizard", "Claw>Wizard"]);
      expect(of(events, "budget").filter((e) => e.who === "Troll 1")).toEqual([
        { t: "budget", who: "Troll 1", budget: "action", change: -1 },
      ]);
      expect(after.combatants["Troll 1"]!.budgets.action).toBe(0);
      const attacks = of(events, "attack");
      expect(attacks.map((a) => a.target)).toEqual(["Fighter", "Wizard", "Wizard"]);
      expect(attacks.every((a) => a.bonus === 7)).toBe(true);
      for (const d of of(events, "damage")) types.add(d.type);
      // The action is spent: neither the multiattack nor a single claw is offered again this turn.
      expect(options(srd5e, after).some((o) => o.id.startsWith("use:action:"))).toBe(false);
    }
    expect([...types].sort()).toEqual(["piercing", "slashing"]);
  });

  it("an owlbear's beak and claws go at one target when one is named", () => {
    let dealt = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const state = turnOf("Owlbear 1", ["creatures/owlbear"], seed);
      const { events } = take(state, { option: "use:action:multiattack", targets: ["Wizard"] });
      expect(of(events, "use").map((e) => `${e.name}>${e.targets.join()}`)).toEqual([
        "Multiattack>",
        "Beak>Wizard",
        "Claws>Wizard",
      ]);
      for (const d of of(events, "damage")) dealt += d.taken;
    }
    expect(dealt).toBeGreaterThan(0);
  });

  it("a multiattack's targets are checked: too many, an unknown one, none", () => {
    const state = turnOf("Troll 1", ["creatures/troll"], 3);
    const codes = [["Fighter", "Wizard", "Fighter", "Wizard"], ["Troll 1"], []].map((targets) => {
      const r = choose(srd5e, state, { option: "use:action:multiattack", targets });
      return "rejected" in r ? r.rejected.code : "accepted";
    });
    expect(codes).toEqual(["too-many-targets", "bad-target", "too-few-targets"]);
  });

  it("on a board each attack reaches only whom it can: an attack at someone out of reach goes at another named", () => {
    const state = turnOf("Troll 1", [{ creature: "creatures/troll", at: [[2, 1]] }], 4, true);
    const s = structuredClone(state);
    s.combatants.Fighter!.at = [1, 1];
    s.combatants.Wizard!.at = [5, 1];
    const option = options(srd5e, s).find((o) => o.id === "use:action:multiattack")!;
    expect(option.targets!.candidates).toEqual(["Fighter"]);
    const r = choose(srd5e, s, { option: option.id, targets: ["Wizard"] });
    expect("rejected" in r && r.rejected.code).toBe("bad-target");
    const { events } = take(s, { option: option.id, targets: ["Fighter"] });
    expect(of(events, "attack").map((a) => a.target)).toEqual(["Fighter", "Fighter", "Fighter"]);
  });

  it("an acolyte's Cure Wounds heals an ally, and its uses run out", () => {
    let state = turnOf("Acolyte 1", ["creatures/acolyte", "creatures/acolyte"], 5);
    state = structuredClone(state);
    state.combatants["Acolyte 2"]!.hp = 1;
    const option = options(srd5e, state).find((o) => o.id === "use:action:cure-wounds")!;
    expect(option.useKind).toBe("heal");
    expect(option.targets!.candidates).toEqual(["Acolyte 1", "Acolyte 2"]);
    const { state: after, events } = take(state, { option: option.id, targets: ["Acolyte 2"] });
    const heal = of(events, "heal")[0]!;
    expect(heal.amount).toBeGreaterThanOrEqual(3);
    expect(heal.amount).toBeLessThanOrEqual(10);
    expect(after.combatants["Acolyte 2"]!.hp).toBe(Math.min(1 + heal.amount, after.combatants["Acolyte 2"]!.maxHp));
    expect(after.combatants["Acolyte 1"]!.usesLeft["action:cure-wounds"]).toBe(2);
    const spent = structuredClone(after);
    spent.combatants["Acolyte 1"]!.usesLeft["action:cure-wounds"] = 0;
    spent.combatants["Acolyte 1"]!.budgets.action = 1;
    expect(options(srd5e, spent).some((o) => o.id === "use:action:cure-wounds")).toBe(false);
  });

  it("a plain creature attack deals its `damage` with its type and `plus` parts", () => {
    let hits = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const state = turnOf("Troll 1", ["creatures/troll"], seed);
      const { events } = take(state, { option: "use:action:multiattack", targets: ["Wizard"] });
      for (const a of of(events, "attack")) if (a.result !== "miss") hits++;
      const damage = of(events, "damage");
      expect(damage.length).toBe(of(events, "attack").filter((a) => a.result !== "miss").length);
    }
    expect(hits).toBeGreaterThan(0);
  });
});
