// 1.255 — Heightened: "When a `heightens` alteration catches more than one creature, its user chooses whose first
// save has disadvantage: the option's `alters` offer carries `heightens: true`, and the choice sends `heightens`, one
// combatant's ID (when it targets someone, one of those it targets, and never its user). When omitted, the first it
// catches."
import { beforeAll, describe, expect, it } from "vitest";
import { type Choice, choose, formatEvent, namesFor } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, mm, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;

const places = {
  sorcerer: [2, 5] as [number, number],
  goblins: [
    [14, 5],
    [14, 6],
  ] as [number, number][],
};

/** Goblins within 30 feet: Bane reaches them without Distant. */
const near = {
  sorcerer: [2, 5] as [number, number],
  goblins: [
    [5, 5],
    [5, 6],
  ] as [number, number][],
};

describe("1.255 Heightened", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const heightened = (s: ReturnType<typeof sorcererTurn>, spell: string) =>
    spellOption(ruleset, s, spell)!.alters!.find((a) => a.id === mm("heightened"))!;

  it("the offer says heightens: true where the use can catch several, not on a single target", () => {
    const s = sorcererTurn(ruleset, near, sorcererSheet(["hideous-laughter", "bane"]));
    expect(heightened(s, "fireball").heightens).toBe(true);
    expect(heightened(s, "bane").heightens).toBe(true);
    expect(heightened(s, "hideous-laughter").heightens).toBeUndefined();
  });

  it("the one named saves first at disadvantage, not the first caught", () => {
    const s = sorcererTurn(ruleset, places);
    const fireball = spellOption(ruleset, s, "fireball")!;
    const plain = acceptIn(ruleset, s, { option: fireball.id, at: [14, 5], alters: [mm("heightened")] });
    const [first, second] = eventsOf(plain.events, "use")[0]!.targets;
    const saves = eventsOf(plain.events, "save");
    expect(saves.find((e) => e.who === first)!.d20.mode).toBe("disadvantage");
    const named = acceptIn(ruleset, s, {
      option: fireball.id,
      at: [14, 5],
      alters: [mm("heightened")],
      heightens: second!,
    });
    const again = eventsOf(named.events, "save");
    expect(again.find((e) => e.who === second)!.d20.mode).toBe("disadvantage");
    expect(again.find((e) => e.who === first)!.d20.mode).toBe("normal");
    const altered = eventsOf(named.events, "altered")[0]!;
    expect(altered.heightens).toBe(second);
    expect(formatEvent(altered, namesFor(ruleset, named.state))).toBe(
      `${SORCERER} alters Fireball with Metamagic: Heightened Spell (${second} saves first at disadvantage)`,
    );
  });

  it("refuses as bad-alter: the user, one not targeted, or heightens with no Heightened", () => {
    const s = sorcererTurn(ruleset, near, sorcererSheet(["bane"]));
    const [a, b] = goblinIds(s);
    const fireball = spellOption(ruleset, s, "fireball")!;
    const bane = spellOption(ruleset, s, "bane")!;
    const refused = (choice: unknown) => {
      const r = choose(ruleset, s, choice as Choice);
      return "rejected" in r ? r.rejected : undefined;
    };
    expect(refused({ option: fireball.id, at: [5, 5], alters: [mm("heightened")], heightens: SORCERER })).toMatchObject(
      { code: "bad-alter", path: "heightens" },
    );
    expect(refused({ option: fireball.id, at: [5, 5], heightens: a })).toMatchObject({ code: "bad-alter" });
    expect(refused({ option: bane.id, targets: [a], alters: [mm("heightened")], heightens: b })).toMatchObject({
      code: "bad-alter",
      path: "heightens",
    });
    expect(refused({ option: fireball.id, at: [5, 5], alters: [mm("heightened")], heightens: 7 })).toMatchObject({
      code: "bad-alter",
    });
    expect(refused({ option: bane.id, targets: [a, b], alters: [mm("heightened")], heightens: b })).toBeUndefined();
  });

  it("the director names the foe whose worse save is worth most", async () => {
    const { useCandidates } = await import("../../src/director/candidates.js");
    const { effectOf } = await import("../../src/director/effect.js");
    const { makeScene } = await import("../../src/director/scene.js");
    const { options } = await import("../../src/combat/index.js");
    const s = sorcererTurn(ruleset, places, sorcererSheet(["bane"]));
    const scene = makeScene(ruleset, s, options(ruleset, s));
    const cands = useCandidates(scene, spellOption(ruleset, s, "fireball")!).filter(
      (c) => c.choice.alters?.join() === mm("heightened") && c.targets.length === 2,
    );
    expect(cands.length).toBeGreaterThan(0);
    for (const c of cands) {
      const named = c.choice.heightens ?? c.targets[0]!.id;
      const other = c.targets.find((t) => t.id !== named)!.id;
      const flipped = { ...c, choice: { ...c.choice, heightens: other } };
      expect(effectOf(scene, c)).toBeGreaterThanOrEqual(effectOf(scene, flipped));
    }
  });
});
