// 1.253 — Careful: "`spares` (a sheet value: that many of its user and their allies that it catches simply pass its
// save)". The SRD's Careful Spell spares up to the Charisma modifier (minimum 1) for 1 sorcery point, and fits only a
// spell with a save that can catch its user's side.
import { beforeAll, describe, expect, it } from "vitest";
import { formatEvent, namesFor } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import {
  ALLY,
  eventsOf,
  goblinIds,
  mm,
  SORCERER,
  sorcererSheet,
  sorcererTurn,
  spellOption,
} from "../support/sorcerer.js";

let ruleset: RulesetDoc;

describe("1.253 Careful", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const places = {
    sorcerer: [2, 5] as [number, number],
    ally: [14, 5] as [number, number],
    goblins: [
      [15, 5],
      [15, 6],
    ] as [number, number][],
  };

  it("is offered with a save spell that can catch allies, never with one that cannot", () => {
    const s = sorcererTurn(ruleset, places);
    expect(spellOption(ruleset, s, "fireball")!.alters!.map((a) => a.id)).toContain(mm("careful"));
    expect(spellOption(ruleset, s, "fire-bolt")!.alters!.map((a) => a.id)).not.toContain(mm("careful"));
  });

  it("lets the ally caught by a Fireball simply pass its save, while the goblins roll theirs", () => {
    const s = sorcererTurn(ruleset, places);
    const fireball = spellOption(ruleset, s, "fireball")!;
    const step = acceptIn(ruleset, s, { option: fireball.id, at: [14, 5], alters: [mm("careful")] });
    const saves = eventsOf(step.events, "save");
    expect(saves.map((e) => e.who).sort()).toEqual(goblinIds(s).sort());
    expect(eventsOf(step.events, "alter-spared")).toEqual([
      { t: "alter-spared", who: ALLY, by: SORCERER, use: "spells/fireball", alter: mm("careful") },
    ]);
    const names = namesFor(ruleset, step.state);
    expect(formatEvent(eventsOf(step.events, "alter-spared")[0]!, names)).toBe(
      `${ALLY} simply passes the save against Fireball (Metamagic: Careful Spell)`,
    );
    // A passed save still takes half of Fireball's damage.
    const onAlly = eventsOf(step.events, "damage").filter((d) => d.who === ALLY);
    expect(onAlly).toHaveLength(1);
    expect(onAlly[0]!.why).toBe("halved");
    expect(eventsOf(step.events, "altered")).toEqual([
      { t: "altered", who: SORCERER, use: "spells/fireball", alters: [mm("careful")] },
    ]);
    expect(formatEvent(eventsOf(step.events, "altered")[0]!, names)).toBe(
      `${SORCERER} alters Fireball with Metamagic: Careful Spell`,
    );
    expect(step.state.combatants[SORCERER]!.pools.sorcery_points).toBe(4);
  });

  it("the director spares an ally its Fireball would catch", async () => {
    const { direct } = await import("../../src/director/index.js");
    const s = sorcererTurn(ruleset, places, sorcererSheet([], {}, ["fireball"]));
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/fireball");
    expect(choice.alters).toContain(mm("careful"));
  });

  it("the director pays for nothing it does not need: no Careful when no ally is caught", async () => {
    const { direct } = await import("../../src/director/index.js");
    const s = sorcererTurn(
      ruleset,
      {
        sorcerer: [2, 5],
        goblins: [
          [15, 5],
          [15, 6],
        ],
      },
      sorcererSheet([], {}, ["fireball"]),
    );
    const choice = direct(ruleset, s);
    expect(choice.option).toBe("use:spells/fireball");
    expect(choice.alters ?? []).not.toContain(mm("careful"));
  });
});
