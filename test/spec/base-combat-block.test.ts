// Base — keys of the combat block already read by the engine, from 5e examples: `combat.damageTypes` and
// `combat.sizes` (every damage type and size named must be declared; at base every size takes one cell),
// `combat.distance` (5 ft per cell: a 30-ft walk is 6 cells), `combat.conditions` with `speed-zero`
// (a paralyzed fighter is offered no move), `combat.checks[].skillMod` (a check read from a skill), and
// `combat.dying` (death saves at 10: three successes stable, three failures dead; with `damageFails` a blow on
// the dying is a failed save, two on a critical, so a foe can aim its blows at them).
import { beforeAll, describe, expect, it } from "vitest";
import { checkOf, options, startCombat } from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, ruleset, take, turnOf, withGeometry, wizard } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

describe("base combat block keys", () => {
  beforeAll(withGeometry);

  it("a damage type or size not declared is rejected with its path", () => {
    const doc = structuredClone(ruleset) as unknown as {
      catalogs: Record<string, { entries: Record<string, unknown>[] }>;
    };
    const goblin = doc.catalogs["monsters"]!.entries.find((e) => e["id"] === "goblin")!;
    (doc as unknown as { combat: Record<string, unknown> }).combat["sizes"] = {
      order: ["tiny", "small", "medium", "large"].map((id) => ({ id, label: id })),
    };
    goblin["size"] = "colossal";
    (goblin["actions"] as { damage: { type: string } }[])[0]!.damage.type = "sonic";
    const issues = validate(doc).issues.filter((i) => i.code === "bad-reference");
    expect(issues.map((i) => i.path).sort()).toEqual(
      ["catalogs.monsters.entries[0].actions[0].damage.type", "catalogs.monsters.entries[0].size"].sort(),
    );
  });

  it("a 30-ft walk reaches 6 cells of 5 ft; every creature stands on one cell", () => {
    const s = turnOf(
      "Fighter",
      { party: [fighter], enemies: ["monsters/wolf"], board: { width: 12, height: 1 } },
      (x) => {
        x.combatants["Fighter"]!.at = [0, 0];
        x.combatants["Wolf 1"]!.at = [11, 0];
      },
    );
    const move = options(ruleset, s).find((o) => o.id === "move")!;
    expect(Math.max(...move.cells!.map(([x]) => x))).toBe(6);
    const occupied = Object.values(s.combatants).map((c) => c.at!.join(","));
    expect(new Set(occupied).size).toBe(2);
  });

  it("a paralyzed fighter (speed-zero) is offered no move", () => {
    const s = turnOf(
      "Fighter",
      { party: [fighter], enemies: ["monsters/goblin"], board: { width: 8, height: 3 } },
      (x) => {
        x.combatants["Fighter"]!.conditions.push({ id: "paralyzed" });
      },
    );
    expect(options(ruleset, s).some((o) => o.id === "move")).toBe(false);
  });

  it("a combat check with skillMod reads the skill: Athletics +5 for a proficient Strength 16 at level 3", () => {
    const { state } = startCombat(ruleset, { party: [fighter], enemies: ["monsters/goblin"], seed: 1 });
    expect(checkOf(ruleset, state, "Fighter", "athletics").bonus).toBe(5);
    expect(checkOf(ruleset, state, "Goblin 1", "athletics").bonus).toBe(-1);
  });

  it("death saves at 10 end stable after three successes or dead after three failures", () => {
    const ends = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = turnOf("Goblin 1", { party: [fighter, wizard], enemies: ["monsters/goblin"], seed }, (x) => {
        const f = x.combatants["Fighter"]!;
        f.hp = 0;
        f.status = "dying";
      });
      for (let n = 0; n < 12 && s.combatants["Fighter"]!.status === "dying"; n++) s = take(s, { option: "end" }).state;
      const f = s.combatants["Fighter"]!;
      if (f.status === "stable") expect(f.death.successes).toBeGreaterThanOrEqual(3);
      else if (f.status === "dead") expect(f.death.failures).toBeGreaterThanOrEqual(3);
      else expect(f.status).toBe("standing"); // a natural 20 brings them back with 1 health
      ends.add(f.status);
    }
    expect(ends.size).toBeGreaterThan(1);
  });

  it("the dying can be struck: a hit is a failed death save, a critical two", () => {
    const seen = { hit: 0, critical: 0, miss: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const s = turnOf("Goblin 1", { party: [fighter, wizard], enemies: ["monsters/goblin"], seed }, (x) => {
        const f = x.combatants["Fighter"]!;
        f.hp = 0;
        f.status = "dying";
        f.death = { successes: 1, failures: 0 };
      });
      const strike = options(ruleset, s).find((o) => o.kind === "use" && o.targets?.candidates.includes("Fighter"));
      expect(strike, "a blow aimed at the dying fighter").toBeDefined();
      const r = take(s, { option: strike!.id, targets: ["Fighter"] });
      const roll = r.events.find((e) => e.t === "attack");
      const f = r.state.combatants["Fighter"]!;
      if (roll?.t !== "attack") throw new Error("no attack roll");
      const outcome = roll.result;
      seen[outcome]++;
      expect(f.death.failures).toBe({ critical: 2, hit: 1, miss: 0 }[outcome]);
      expect(f.status).toBe("dying");
    }
    expect(seen.hit).toBeGreaterThan(0);
    expect(seen.miss).toBeGreaterThan(0);
  });

  it("without damageFails, or for the dead, no blow is aimed at them", () => {
    const doc = structuredClone(ruleset) as unknown as { combat: { dying: Record<string, unknown> } };
    doc.combat.dying["damageFails"] = false;
    const without = loadedDoc(doc);
    const s = turnOf("Goblin 1", { party: [fighter, wizard], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Fighter"]!.hp = 0;
      x.combatants["Fighter"]!.status = "dying";
    });
    const aimedAt = (rs: typeof ruleset, st: typeof s) =>
      options(rs, st).some((o) => o.kind === "use" && o.targets?.candidates.includes("Fighter"));
    expect(aimedAt(ruleset, s)).toBe(true);
    expect(aimedAt(without, s)).toBe(false);
    const dead = structuredClone(s);
    dead.combatants["Fighter"]!.status = "dead";
    expect(aimedAt(ruleset, dead)).toBe(false);
  });
});
