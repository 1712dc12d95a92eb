// 1.253 — Extended: "`lasts` (what it applies for a minute or more lasts that many times as long, never more than one
// day)". The SRD's Extended Spell doubles it.
import { beforeAll, describe, expect, it } from "vitest";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { goblinIds, mm, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;

describe("1.253 Extended", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  /** Blindness/Deafness on a goblin until its save fails, with or without Extended: the rounds it has left. */
  function blinded(alters?: string[]): number | undefined {
    for (let seed = 1; seed <= 20; seed++) {
      const s = sorcererTurn(
        ruleset,
        { sorcerer: [2, 5], goblins: [[5, 5]], seed },
        sorcererSheet(["blindness-deafness"]),
      );
      const [goblin] = goblinIds(s);
      const spell = spellOption(ruleset, s, "blindness-deafness")!;
      const step = acceptIn(ruleset, s, { option: spell.id, targets: [goblin!], ...(alters ? { alters } : {}) });
      const held = step.state.combatants[goblin!]!.conditions.find((c) => c.id === "blinded");
      if (held) return held.remaining;
    }
    return undefined;
  }

  it("doubles a minute of blindness to two", () => {
    expect(blinded()).toBe(10);
    expect(blinded([mm("extended")])).toBe(20);
  });

  it("fits only what lasts a minute or more: not Fire Bolt, nor Ray of Frost's one round", () => {
    const s = sorcererTurn(ruleset, { sorcerer: [2, 5], goblins: [[5, 5]] });
    for (const spell of ["fire-bolt", "ray-of-frost", "fireball"])
      expect(spellOption(ruleset, s, spell)!.alters!.map((a) => a.id)).not.toContain(mm("extended"));
  });

  it("the director weighs Extended below the plain spell when the fight will not outlast a minute", async () => {
    const { useCandidates } = await import("../../src/director/candidates.js");
    const { effectOf } = await import("../../src/director/effect.js");
    const { makeScene } = await import("../../src/director/scene.js");
    const { options } = await import("../../src/combat/index.js");
    const s = sorcererTurn(ruleset, { sorcerer: [2, 5], goblins: [[5, 5]] }, sorcererSheet(["blindness-deafness"]));
    const scene = makeScene(ruleset, s, options(ruleset, s));
    const cands = useCandidates(scene, spellOption(ruleset, s, "blindness-deafness")!).filter(
      (c) => c.choice.pay === "slot_2",
    );
    const plain = cands.find((c) => !c.choice.alters)!;
    const extended = cands.find((c) => c.choice.alters?.join() === mm("extended"))!;
    expect(effectOf(scene, extended)).toBeLessThan(effectOf(scene, plain));
  });
});
