// 1.414 — Empowered Evocation: "`damageOnce` reads a value from the holder's sheet and adds it to one damage roll per
// use: if all targets take the result of the same roll (area effects, missiles that always hit), every target takes
// this addition; if the entry rolls separately for each target, it is added to the first hit. 5e's Empowered
// Evocation is written `{"catalogs": ["spells"], "where": {"filter": "school", "equals": "evocation"}, "damageOnce":
// {"abilityMod": "int"}}`." The SRD wizard has Intelligence 18: +4.
import { beforeAll, describe, expect, it } from "vitest";
import { formatEvent, namesFor, options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import type { Candidate } from "../../src/director/candidate.js";
import { effectWorth } from "../../src/director/plugins.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { evokerSheet, evokerTurn, WIZARD } from "../support/evoker.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;
const EMPOWERED = ["empowered-evocation"];
const damageTo = (events: Parameters<typeof eventsOf>[0], who: string) =>
  eventsOf(events, "damage").filter((d) => d.who === who);

describe("1.414 Empowered Evocation", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const places = { wizard: [2, 5] as const, goblins: [[15, 5] as const, [15, 6] as const, [25, 9] as const] };

  it("adds the Intelligence modifier to the one roll every target of a Fireball takes", () => {
    const s = evokerTurn(ruleset, evokerSheet(EMPOWERED), places);
    const step = acceptIn(ruleset, s, { option: spellOption(ruleset, s, "fireball")!.id, at: [15, 5], pay: "slot_3" });
    const [a, b] = goblinIds(s);
    for (const g of [a!, b!]) {
      const [hit] = damageTo(step.events, g);
      expect(hit!.dice!.flat).toBe(4);
      expect(hit!.dice!.total).toBe(hit!.dice!.dice.reduce((n, d) => n + d.value, 0) + 4);
    }
    const added = eventsOf(step.events, "damage-once");
    expect(added.map((e) => e.target).sort()).toEqual([a, b].sort());
    expect(formatEvent(added[0]!, namesFor(ruleset, step.state))).toBe(
      `Empowered Evocation adds 4 to the damage of Fireball on ${added[0]!.target}`,
    );
  });

  it("adds it to every missile of a Magic Missile, which always hits", () => {
    const s = evokerTurn(ruleset, evokerSheet(EMPOWERED), places);
    const [a, b, c] = goblinIds(s);
    const step = acceptIn(ruleset, s, {
      option: spellOption(ruleset, s, "magic-missile")!.id,
      targets: [a!, b!, c!],
      pay: "slot_1",
    });
    for (const g of [a!, b!, c!]) expect(damageTo(step.events, g)[0]!.dice!.flat).toBe(1 + 4);
  });

  it("adds it only to the first hit of an entry that rolls for each target (Scorching Ray)", () => {
    let checked = 0;
    for (let seed = 0; seed < 30 && checked < 2; seed++) {
      const s = evokerTurn(ruleset, evokerSheet(EMPOWERED), { ...places, seed }, (st) => {
        for (const g of goblinIds(st)) st.combatants[g]!.hp = 50;
      });
      const [a, b, c] = goblinIds(s);
      const ray = spellOption(ruleset, s, "scorching-ray")!;
      const step = acceptIn(ruleset, s, { option: ray.id, targets: [a!, b!, c!], pay: "slot_2" });
      const flats = eventsOf(step.events, "damage").map((d) => d.dice!.flat);
      if (flats.length < 2) continue;
      checked++;
      expect(flats).toEqual([4, ...flats.slice(1).map(() => 0)]);
      expect(eventsOf(step.events, "damage-once")).toHaveLength(1);
    }
    expect(checked).toBe(2);
  });

  it("changes only evocation spells: Acid Splash (conjuration) gets nothing", () => {
    let found = false;
    for (let seed = 0; seed < 20 && !found; seed++) {
      const s = evokerTurn(ruleset, evokerSheet(EMPOWERED), { wizard: [2, 5], goblins: [[6, 5]], seed }, (st) => {
        for (const g of goblinIds(st)) st.combatants[g]!.hp = 50;
      });
      const [a] = goblinIds(s);
      const step = acceptIn(ruleset, s, { option: spellOption(ruleset, s, "acid-splash")!.id, targets: [a!] });
      const hit = damageTo(step.events, a!)[0];
      if (!hit) continue;
      found = true;
      expect(hit.dice!.flat).toBe(0);
      expect(eventsOf(step.events, "damage-once")).toEqual([]);
    }
    expect(found).toBe(true);
  });

  it("the director weighs the added damage", () => {
    const worth = (features: string[]) => {
      const s = evokerTurn(ruleset, evokerSheet(features), places, (st) => {
        for (const g of goblinIds(st)) st.combatants[g]!.hp = 50;
      });
      const o = spellOption(ruleset, s, "fire-bolt")!;
      const scene = makeScene(ruleset, s, options(ruleset, s));
      const use = usesOf(ruleset, s, s.combatants[WIZARD]!).find((u) => u.id === o.use)!;
      const target = s.combatants[goblinIds(s)[0]!]!;
      const cand: Candidate = {
        choice: { option: o.id, targets: [target.id] },
        option: o,
        use,
        targets: [target],
        steps: 0,
      };
      return effectWorth(scene, cand);
    };
    expect(worth([])).toBe(0);
    expect(worth(EMPOWERED)).toBeGreaterThan(0);
  });
});
