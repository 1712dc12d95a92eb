import { describe, expect, it } from "vitest";
import { type Choice, choose, options } from "../../src/combat/index.js";
import { cleric, edit, fighter, of, ruleset, start, take, turnOf } from "./helpers.js";

describe("dying, outcomes and rejections", () => {
  it("a sheet at 0 is dying and rolls death saves at the start of its turns until stable or dead", () => {
    let st = turnOf("Goblin 1", { party: [fighter, cleric], enemies: ["monsters/goblin"], seed: 2 }, (s) => {
      s.combatants["Fighter"]!.hp = 0;
      s.combatants["Fighter"]!.status = "dying";
    });
    const saves: number[] = [];
    for (let i = 0; i < 40 && !st.outcome; i++) {
      const r = take(st, { option: "end" });
      for (const e of of(r.events, "death-save")) {
        saves.push(e.d20.natural);
        expect(e.successes).toBeLessThanOrEqual(3);
      }
      st = r.state;
      const f = st.combatants["Fighter"]!;
      if (f.status !== "dying") {
        expect(["stable", "dead", "standing"]).toContain(f.status);
        if (f.status === "dead") expect(f.death.failures).toBeGreaterThanOrEqual(3);
        if (f.status === "stable") expect(f.death.successes).toBe(3);
        return;
      }
    }
    throw new Error(`no end to dying after saves ${saves}`);
  });

  it("healing someone dying puts them back on their feet", () => {
    const s = turnOf("Cleric", { party: [fighter, cleric], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Fighter"]!.hp = 0;
      x.combatants["Fighter"]!.status = "dying";
      x.combatants["Fighter"]!.death = { successes: 1, failures: 2 };
    });
    const cure = options(ruleset, s).find((o) => o.id === "use:spells/cure-wounds")!;
    expect(cure.targets!.candidates).toContain("Fighter");
    const r = take(s, { option: cure.id, targets: ["Fighter"] });
    expect(r.state.combatants["Fighter"]!.status).toBe("standing");
    expect(r.state.combatants["Fighter"]!.death).toEqual({ successes: 0, failures: 0 });
  });

  it("creatures die at 0; the fight is won when no enemy stands, lost when no party member does", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Goblin 1"]!.hp = 1;
    });
    for (let seed = 0; seed < 50; seed++) {
      const st = edit(s, (x) => {
        x.rng = start({ party: [fighter], enemies: ["monsters/goblin"], seed }).state.rng;
      });
      const r = take(st, { option: "use:gear/longsword", targets: ["Goblin 1"] });
      if (!of(r.events, "dead").length) continue;
      expect(r.state.outcome).toBe("won");
      expect(of(r.events, "outcome")[0]).toMatchObject({ outcome: "won" });
      expect(options(ruleset, r.state)).toEqual([]);
      const over = choose(ruleset, r.state, { option: "end" });
      expect("rejected" in over && over.rejected.code).toBe("over");
      return;
    }
    throw new Error("no kill");
  });

  it("fleeing without a board takes the party member out; a party all fled has fled", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] });
    const r = take(s, { option: "flee" });
    expect(r.state.outcome).toBe("fled");
  });

  it("rejections name a code and a path and change nothing", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: [{ creature: "monsters/goblin", count: 2 }] });
    const before = JSON.stringify(s);
    const cases: [unknown, string, string][] = [
      [{ option: "cast-wish" }, "unknown-option", "option"],
      [{ option: "use:gear/longsword", targets: ["Fighter"] }, "bad-target", "targets[0]"],
      [{ option: "use:gear/longsword", targets: ["Goblin 1", "Goblin 2"] }, "too-many-targets", "targets"],
      [{ option: "use:gear/longsword" }, "too-few-targets", "targets"],
      [{ option: "use:gear/longsword", targets: ["Goblin 1", "Goblin 1"] }, "bad-target", "targets[1]"],
      [{ option: "end", at: [1, 1] }, "bad-cell", "at"],
      [{ option: "end", pay: "slot_1" }, "bad-payment", "pay"],
      [null, "bad-choice", "option"],
    ];
    for (const [choice, code, path] of cases) {
      const r = choose(ruleset, s, choice as Choice);
      expect("rejected" in r && r.rejected).toMatchObject({ code, path });
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
