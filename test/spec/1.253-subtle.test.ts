// 1.253 — Subtle: "`drops` (the components it then does not need, and no one can respond to its casting)". A lich
// whose Shield answers being aimed at (this scenario's Shield) is asked before a plain Fire Bolt, never before a
// Subtle one.
import { beforeAll, describe, expect, it } from "vitest";
import { options, whoActs } from "../../src/combat/index.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";
import { eventsOf, mm, SORCERER, sorcererSheet, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;

/** The SRD with Fire Bolt needing verbal and somatic components and Shield raised when its holder is aimed at. */
function subtleDoc(): RulesetDoc {
  const bolt = editEntry<EntryDef>(srd5e as RulesetDoc, "spells/fire-bolt", (e) => ({
    ...e,
    mechanics: { ...e.mechanics!, components: ["verbal", "somatic"] },
  }));
  return loadedDoc(
    editEntry<EntryDef>(bolt, "spells/shield", (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, reaction: { on: "aimed" } },
    })),
  );
}

describe("1.253 Subtle", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = subtleDoc();
  });

  const start = () =>
    turnOfIn(ruleset, SORCERER, { party: [sorcererSheet()], enemies: ["creatures/lich"], noBoard: true, seed: 4 });

  it("fits only a spell needing a component it drops", () => {
    const s = start();
    expect(spellOption(ruleset, s, "fire-bolt")!.alters!.map((a) => a.id)).toContain(mm("subtle"));
    expect(spellOption(ruleset, s, "ray-of-frost")!.alters!.map((a) => a.id)).not.toContain(mm("subtle"));
  });

  it("a plain Fire Bolt lets the lich answer its casting; a Subtle one does not", () => {
    const s = start();
    const bolt = spellOption(ruleset, s, "fire-bolt")!;
    const plain = acceptIn(ruleset, s, { option: bolt.id, targets: ["Lich 1"] });
    expect(eventsOf(plain.events, "window")[0]).toMatchObject({ moment: "aimed", about: "Lich 1" });
    expect(whoActs(plain.state)).toBe("Lich 1");
    const subtle = acceptIn(ruleset, s, { option: bolt.id, targets: ["Lich 1"], alters: [mm("subtle")] });
    expect(eventsOf(subtle.events, "window")).toEqual([]);
    expect(eventsOf(subtle.events, "attack")[0]).toMatchObject({ target: "Lich 1" });
    expect(whoActs(subtle.state)).toBe(SORCERER);
    expect(options(ruleset, subtle.state).some((o) => o.id === "end")).toBe(true);
    expect(subtle.state.combatants[SORCERER]!.pools.sorcery_points).toBe(4);
  });
});
