// 1.268 — the medusa's gaze: a `seen` aura save (DC 14 Constitution) whose `failedBy: { atLeast: 5 }` petrifies
// outright, while a smaller failure only restrains (turning to stone); with `avert`, those it reaches can avert
// their eyes on their own turn, for free: they then skip the save and cannot see the medusa until they look again.
import { beforeAll, describe, expect, it } from "vitest";
import { options, sightBetween } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, endUntil, held, ruleset, turnOf } from "./fixtures/auras.js";

const board = { width: 12, height: 5 };

function fight(party: string, seed = 1) {
  return turnOf("Medusa 1", { party: [party], enemies: ["monsters/medusa", "monsters/mastiff"], board, seed }, (s) => {
    s.combatants["Medusa 1"]!.at = [8, 2];
    s.combatants["Mastiff 1"]!.at = [9, 2];
    const me = Object.values(s.combatants).find((c) => c.side === "party")!;
    me.at = [4, 2];
  });
}

describe("1.268 medusa's gaze", () => {
  beforeAll(withGeometry);

  it("failing by 5 or more petrifies at once; failing by less restrains; a success does nothing", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const r = endUntil(fight("monsters/bandit", seed), "Bandit 1");
      const save = of(r.events, "save").find((e) => e.who === "Bandit 1" && e.why === "Petrifying Gaze")!;
      expect(save).toMatchObject({ save: "con_save", difficulty: 14 });
      const now = held(r.state, "Bandit 1");
      if (save.success) {
        seen.add("success");
        expect(now).not.toContain("restrained");
        expect(now).not.toContain("petrified");
      } else if (14 - save.total >= 5) {
        seen.add("petrified");
        expect(now).toContain("petrified");
        expect(now).not.toContain("restrained");
      } else {
        seen.add("restrained");
        expect(now).toContain("restrained");
        expect(now).not.toContain("petrified");
      }
    }
    expect([...seen].sort()).toEqual(["petrified", "restrained", "success"]);
  });

  it("eyes can be averted on one's own turn, for free; the log shows it", () => {
    const s = endUntil(fight("monsters/stalwart-bandit"), "Stalwart Bandit 1").state;
    const menu = options(ruleset, s).filter((o) => o.module === "gaze");
    expect(menu).toMatchObject([{ id: "eyes:avert:Medusa 1", kind: "standard", label: "Avert eyes from Medusa 1" }]);
    expect(menu[0]!.budget).toBeUndefined();
    const r = accept(s, { option: "eyes:avert:Medusa 1" });
    expect(of(r.events, "averted")).toEqual([
      { t: "averted", who: "Stalwart Bandit 1", from: "Medusa 1", what: "avert" },
    ]);
    expect(r.state.combatants["Stalwart Bandit 1"]!.budgets).toEqual(s.combatants["Stalwart Bandit 1"]!.budgets);
    // Once a turn each way: looking again waits for the next turn.
    expect(options(ruleset, r.state).filter((o) => o.module === "gaze")).toEqual([]);
    const next = endUntil(r.state, "Stalwart Bandit 1").state;
    expect(
      options(ruleset, next)
        .filter((o) => o.module === "gaze")
        .map((o) => o.id),
    ).toEqual(["eyes:look:Medusa 1"]);
  });

  it("averted, a creature skips the save and cannot see the medusa (its attacks on her are unseen)", () => {
    const s = endUntil(fight("monsters/frail-bandit"), "Frail Bandit 1").state;
    // Petrified at once by the first gaze; start again from a creature that has not failed yet.
    const fresh = structuredClone(s);
    fresh.combatants["Frail Bandit 1"]!.conditions = [];
    const averted = accept(fresh, { option: "eyes:avert:Medusa 1" }).state;
    expect(sightBetween(ruleset, averted, "Frail Bandit 1", "Medusa 1")).toMatchObject({ sees: false, line: false });
    expect(sightBetween(ruleset, averted, "Frail Bandit 1", "Mastiff 1").sees).toBe(true);
    const next = endUntil(averted, "Frail Bandit 1");
    expect(of(next.events, "save").filter((e) => e.why === "Petrifying Gaze")).toEqual([]);
    expect(held(next.state, "Frail Bandit 1")).not.toContain("petrified");
  });

  it("looking again, the gaze is met at the next turn's start", () => {
    const s = endUntil(fight("monsters/stalwart-bandit"), "Stalwart Bandit 1").state;
    const averted = endUntil(accept(s, { option: "eyes:avert:Medusa 1" }).state, "Stalwart Bandit 1");
    expect(of(averted.events, "save")).toEqual([]);
    const look = accept(averted.state, { option: "eyes:look:Medusa 1" });
    expect(of(look.events, "averted")).toMatchObject([{ who: "Stalwart Bandit 1", what: "look" }]);
    expect(look.state.auras?.averted).toEqual({});
    const again = endUntil(look.state, "Stalwart Bandit 1");
    expect(of(again.events, "save")).toMatchObject([{ who: "Stalwart Bandit 1", why: "Petrifying Gaze" }]);
  });

  it("a condition lasting while its source is in sight is held off while the eyes are averted", () => {
    const s = endUntil(fight("monsters/stalwart-bandit"), "Stalwart Bandit 1").state;
    const scared = structuredClone(s);
    scared.combatants["Stalwart Bandit 1"]!.conditions.push({ id: "frightened", source: "Medusa 1" });
    const r = accept(scared, { option: "eyes:avert:Medusa 1" });
    expect(r.state.combatants["Stalwart Bandit 1"]!.conditions.find((c) => c.id === "frightened")).toMatchObject({
      suppressed: true,
    });
  });

  it("the medusa's own side is offered nothing", () => {
    const s = endUntil(fight("monsters/stalwart-bandit"), "Mastiff 1").state;
    expect(options(ruleset, s).filter((o) => o.module === "gaze")).toEqual([]);
  });
});
