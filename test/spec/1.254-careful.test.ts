// 1.254 — Careful: "When a `spares` alteration catches more people on its user's side than it can spare, the user
// chooses whom: the option's `alters` offer carries `spares` (how many), and the choice sends `spares`, the IDs on
// the user's side to spare (listing none spares no one). When omitted, it spares the first ones it catches. The
// choice holds through a window that responds to the casting." And its rejections, all `bad-alter`. A sorcerer with
// Charisma 12 spares one (its modifier, at least one).
import { beforeAll, describe, expect, it } from "vitest";
import { choose, formatEvent, namesFor, whoActs } from "../../src/combat/index.js";
import type { EntryDef, RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";
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

/** The sorcerer with Charisma `cha` (12: Careful spares one). */
const withCha = (sheet: SheetData, cha: number): SheetData => ({ ...sheet, abilities: { ...sheet.abilities!, cha } });

// A Fireball at (5, 5) catches the sorcerer, its ally beside it, and both goblins.
const places = {
  sorcerer: [2, 5] as [number, number],
  ally: [3, 5] as [number, number],
  goblins: [
    [6, 5],
    [6, 6],
  ] as [number, number][],
};
const AT: [number, number] = [5, 5];

describe("1.254 Careful", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  const start = (cha = 12) => sorcererTurn(ruleset, places, withCha(sorcererSheet(), cha));

  it("the offer says how many it spares when more of the user's side could be caught", () => {
    const careful = (s: ReturnType<typeof start>) =>
      spellOption(ruleset, s, "fireball")!.alters!.find((a) => a.id === mm("careful"))!;
    expect(careful(start()).spares).toBe(1);
    // Charisma 18 spares four: the sorcerer and its ally are both spared whatever is caught, so no one is named.
    expect(careful(start(18)).spares).toBeUndefined();
  });

  it("spares the one the choice names: the sorcerer passes its save, its ally rolls", () => {
    const s = start();
    const fireball = spellOption(ruleset, s, "fireball")!;
    const step = acceptIn(ruleset, s, { option: fireball.id, at: AT, alters: [mm("careful")], spares: [SORCERER] });
    expect(eventsOf(step.events, "alter-spared").map((e) => e.who)).toEqual([SORCERER]);
    expect(
      eventsOf(step.events, "save")
        .map((e) => e.who)
        .sort(),
    ).toEqual([ALLY, ...goblinIds(s)].sort());
    const altered = eventsOf(step.events, "altered")[0]!;
    expect(altered.spares).toEqual([SORCERER]);
    expect(formatEvent(altered, namesFor(ruleset, step.state))).toBe(
      `${SORCERER} alters Fireball with Metamagic: Careful Spell (sparing ${SORCERER})`,
    );
  });

  it("omitted, it spares the first of the user's side it catches; listing none spares no one", () => {
    const s = start();
    const fireball = spellOption(ruleset, s, "fireball")!;
    const plain = acceptIn(ruleset, s, { option: fireball.id, at: AT, alters: [mm("careful")] });
    const caught = eventsOf(plain.events, "use")[0]!.targets;
    const firstOfSide = caught.find((id) => id === SORCERER || id === ALLY)!;
    expect(eventsOf(plain.events, "alter-spared").map((e) => e.who)).toEqual([firstOfSide]);
    const none = acceptIn(ruleset, s, { option: fireball.id, at: AT, alters: [mm("careful")], spares: [] });
    expect(eventsOf(none.events, "alter-spared")).toEqual([]);
    expect(eventsOf(none.events, "save").map((e) => e.who)).toEqual(expect.arrayContaining([SORCERER, ALLY]));
    expect(formatEvent(eventsOf(none.events, "altered")[0]!, namesFor(ruleset, none.state))).toBe(
      `${SORCERER} alters Fireball with Metamagic: Careful Spell (sparing no one)`,
    );
    // Careful is paid either way.
    expect(none.state.combatants[SORCERER]!.pools.sorcery_points).toBe(4);
  });

  it("refuses as bad-alter: spares without an alteration that spares, too many, twice, from the other side", () => {
    const s = start();
    const fireball = spellOption(ruleset, s, "fireball")!;
    const refused = (choice: Record<string, unknown>) => {
      const r = choose(ruleset, s, { option: fireball.id, at: AT, ...choice });
      return "rejected" in r ? r.rejected : undefined;
    };
    expect(refused({ spares: [ALLY] })).toMatchObject({ code: "bad-alter", path: "spares" });
    expect(refused({ alters: [mm("empowered")], spares: [ALLY] })).toMatchObject({ code: "bad-alter", path: "spares" });
    expect(refused({ alters: [mm("careful")], spares: [ALLY, SORCERER] })).toMatchObject({
      code: "bad-alter",
      path: "spares",
    });
    expect(refused({ alters: [mm("careful")], spares: [goblinIds(s)[0]] })).toMatchObject({
      code: "bad-alter",
      path: "spares[0]",
    });
    expect(refused({ alters: [mm("careful")], spares: ["Nobody"] })).toMatchObject({ code: "bad-alter" });
    expect(refused({ alters: [mm("careful")], spares: ALLY })).toMatchObject({ code: "bad-alter", path: "spares" });
    // Twice, where it could spare four.
    const rich = start(18);
    const twice = choose(ruleset, rich, {
      option: spellOption(ruleset, rich, "fireball")!.id,
      at: AT,
      alters: [mm("careful")],
      spares: [ALLY, ALLY],
    });
    expect(twice).toMatchObject({ rejected: { code: "bad-alter", path: "spares[1]" } });
  });

  it("the choice holds through a window that answers the casting", () => {
    // Bane aimed at anyone, and a wizard ally whose Shield answers being aimed at: the window opens for the wizard
    // before its save, and the fighter named to spare is still spared once it closes.
    const any = editEntry<EntryDef>(srd5e as RulesetDoc, "spells/bane", (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, targets: "any" },
    }));
    const doc = loadedDoc(
      editEntry<EntryDef>(any, "spells/shield", (e) => ({
        ...e,
        mechanics: { ...e.mechanics!, reaction: { on: "aimed" } },
      })),
    );
    const wizard = srd5eCharacter("wizard-5");
    const s = turnOfIn(doc, SORCERER, {
      party: [withCha(sorcererSheet(["bane"]), 12), wizard, srd5eCharacter("fighter-5")],
      enemies: ["creatures/goblin"],
      noBoard: true,
      seed: 2,
    });
    const [goblin] = goblinIds(s);
    const bane = spellOption(doc, s, "bane")!;
    const cast = acceptIn(doc, s, {
      option: bane.id,
      targets: [wizard.name!, ALLY, goblin!],
      alters: [mm("careful")],
      spares: [ALLY],
    });
    expect(eventsOf(cast.events, "window")[0]).toMatchObject({ moment: "aimed", about: wizard.name });
    expect(whoActs(cast.state)).toBe(wizard.name);
    const after = acceptIn(doc, cast.state, { option: "pass" });
    expect(eventsOf(after.events, "alter-spared").map((e) => e.who)).toEqual([ALLY]);
    expect(
      eventsOf(after.events, "save")
        .map((e) => e.who)
        .sort(),
    ).toEqual([wizard.name, goblin].sort());
  });

  it("the director names the ally with most to lose, not the first caught", async () => {
    const { useCandidates } = await import("../../src/director/candidates.js");
    const { makeScene } = await import("../../src/director/scene.js");
    const { options } = await import("../../src/combat/index.js");
    const { effectOf } = await import("../../src/director/effect.js");
    const carefulOf = (s: ReturnType<typeof start>) => {
      const scene = makeScene(ruleset, s, options(ruleset, s));
      const cands = useCandidates(scene, spellOption(ruleset, s, "fireball")!);
      const cand = cands.find(
        (c) => c.choice.alters?.join() === mm("careful") && c.targets.filter((t) => t.side === "party").length === 2,
      )!;
      return { scene, cand };
    };
    const first = carefulOf(start()).cand.targets.find((t) => t.side === "party")!.id;
    // The first caught is shielded by 60 temporary hit points; the other is down to 4: a Fireball would drop them.
    const other = first === SORCERER ? ALLY : SORCERER;
    const s = sorcererTurn(ruleset, places, withCha(sorcererSheet(), 12), (x) => {
      x.combatants[first]!.temp = 60;
      x.combatants[other]!.hp = 4;
    });
    const { scene, cand } = carefulOf(s);
    expect(cand.choice.spares).toEqual([other]);
    const wrong = { ...cand, choice: { ...cand.choice, spares: [first] } };
    expect(effectOf(scene, cand)).toBeGreaterThan(effectOf(scene, wrong));
  });
});
