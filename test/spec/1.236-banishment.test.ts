// 1.236 — dismissals for a while: "`{ "while": "<condition>" }` means for as long as they have that condition,
// which must be applied by the same entry (5e Banishment). Its timer then runs on the caster's turns, and when it
// ends—because its time runs out, because of a save, or because the caster's concentration ends—they return to
// where they were, or to the nearest free space that can hold them. With `gone` (a type-and-tag test), those who
// pass the test and for whom the condition lasted its full time stay gone for good." Played with the bundled SRD's
// Banishment (a Charisma save, `banished` for 10 rounds under concentration; celestials, elementals, fey and fiends
// stay gone).
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  namesFor,
  type Option,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { checkState } from "../../src/combat/state-check.js";
import { direct } from "../../src/director/index.js";
import { Rng } from "../../src/index.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";

let ruleset: RulesetDoc;
const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Bram (Fighter 1)";

function cleric() {
  const sheet = srd5eCharacter("cleric-5");
  return {
    ...sheet,
    fields: { ...sheet.fields, caster_level: 9 },
    lists: {
      spells: [
        { entry: "spells/banishment", prepared: true },
        { entry: "spells/bless", prepared: true },
      ],
    },
  };
}

/** A fight against one creature, on a board unless `noBoard`. */
function start(creature: string, noBoard = false): { state: CombatState; foe: string } {
  const state = startCombat(ruleset, {
    seed: 1,
    party: [cleric(), srd5eCharacter("fighter-1")],
    enemies: [{ creature, at: [[6, 2]] }],
    ...(noBoard
      ? { noBoard: true }
      : {
          board: {
            width: 10,
            height: 6,
            party: [
              [2, 2],
              [2, 3],
            ],
          },
        }),
  }).state;
  return { state, foe: state.order.find((id) => state.combatants[id]!.side === "enemies")! };
}

const useOption = (s: CombatState, use: string): Option | undefined =>
  options(ruleset, s).find((o) => o.kind === "use" && o.use === use);

/** The cleric banishes the foe: the first seed on which the foe fails its save. */
function banished(creature: string, noBoard = false): { step: Step; foe: string } {
  const { state, foe } = start(creature, noBoard);
  for (let seed = 1; seed < 60; seed++) {
    const s = turnIn(state, CLERIC);
    s.rng = Rng.fromSeed(seed).toJSON();
    const o = useOption(s, "spells/banishment")!;
    const step = acceptIn(ruleset, s, { option: o.id, targets: [foe] });
    if (step.state.combatants[foe]!.status === "fled") return { step, foe };
  }
  throw new Error("the foe never failed its save");
}

/** Ends turns until `stop` says so (at most 60 turns), gathering the events. */
function play(state: CombatState, stop: (events: readonly CombatEvent[]) => boolean): Step {
  const events: CombatEvent[] = [];
  for (let i = 0; i < 60; i++) {
    const r = acceptIn(ruleset, state, { option: "end" });
    events.push(...r.events);
    state = r.state;
    if (stop(r.events) || state.outcome) return { state, events };
  }
  throw new Error("it never came");
}

const endsOfTurn = (events: readonly CombatEvent[], who: string) =>
  events.filter((e) => e.t === "end-turn" && e.who === who).length;

describe("1.236 Banishment", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("a goblin that fails its save leaves the board and the turn order, still alive, and the fight goes on", () => {
    const { step, foe } = banished("creatures/goblin");
    const goblin = step.state.combatants[foe]!;
    expect(goblin).toMatchObject({ status: "fled", dismissed: { by: CLERIC, while: "banished", at: [6, 2] } });
    expect(goblin.hp).toBeGreaterThan(0);
    // Its only foe away for a while, the party has not won: the goblin is bound to come back.
    expect(step.state.outcome).toBeNull();
    const line = step.events.find((e): e is Extract<CombatEvent, { t: "dismissed" }> => e.t === "dismissed")!;
    expect(formatEvent(line, namesFor(ruleset, step.state))).toBe(
      `${foe} is sent out of the fight by Marek (Cleric 5)'s Banishment while banished`,
    );
    const next = play(step.state, (events) => events.some((e) => e.t === "round"));
    expect(next.events.some((e) => e.t === "turn" && e.who === foe)).toBe(false);
  });

  it("its timer runs on the caster's turns; when it runs out the goblin comes back where it stood", () => {
    const { step, foe } = banished("creatures/goblin");
    const back = play(step.state, (events) => events.some((e) => e.t === "returned"));
    // Ten more of the cleric's turns: the turn it was cast in does not count.
    expect(endsOfTurn(back.events, CLERIC)).toBe(11);
    expect(back.events.find((e) => e.t === "condition-ended" && e.who === foe)).toMatchObject({ why: "duration" });
    expect(back.state.combatants[foe]).toMatchObject({ status: "standing", at: [6, 2] });
    expect(back.state.combatants[foe]!.dismissed).toBeUndefined();
    const line = back.events.find((e): e is Extract<CombatEvent, { t: "returned" }> => e.t === "returned")!;
    expect(formatEvent(line, namesFor(ruleset, back.state))).toBe(`${foe} returns to the fight at (6, 2)`);
    // Back in the turn order.
    const after = play(back.state, (events) => events.some((e) => e.t === "turn" && e.who === foe));
    expect(after.events.some((e) => e.t === "turn" && e.who === foe)).toBe(true);
  });

  it("someone standing where it left: it comes back to the nearest free cell", () => {
    const { step, foe } = banished("creatures/goblin");
    const s = structuredClone(step.state);
    s.combatants[FIGHTER]!.at = [6, 2];
    const back = play(s, (events) => events.some((e) => e.t === "returned"));
    const at = back.state.combatants[foe]!.at!;
    expect(at).not.toEqual([6, 2]);
    expect(Math.max(Math.abs(at[0] - 6), Math.abs(at[1] - 2))).toBe(1);
  });

  it("the caster's concentration ending brings it back at once", () => {
    const { step, foe } = banished("creatures/goblin");
    const s = turnIn(step.state, CLERIC);
    const bless = useOption(s, "spells/bless")!;
    const r = acceptIn(ruleset, s, { option: bless.id, targets: [CLERIC] });
    expect(r.events.find((e) => e.t === "condition-ended" && e.who === foe)).toMatchObject({
      why: "concentration ended",
    });
    expect(r.state.combatants[foe]).toMatchObject({ status: "standing", at: [6, 2] });
  });

  it("a fiend banished for the full minute stays gone, and the party wins", () => {
    const { step, foe } = banished("creatures/hell-hound");
    const end = play(step.state, (events) => events.some((e) => e.t === "gone" || e.t === "returned"));
    expect(end.events.some((e) => e.t === "returned")).toBe(false);
    const gone = end.events.find((e): e is Extract<CombatEvent, { t: "gone" }> => e.t === "gone")!;
    expect(formatEvent(gone, namesFor(ruleset, end.state))).toBe(`${foe} does not return: gone for good`);
    expect(end.state.combatants[foe]).toMatchObject({ status: "fled" });
    expect(end.state.outcome).toBe("won");
  });

  it("a fiend whose banishment ends early (the cleric turns to another spell) comes back", () => {
    const { step, foe } = banished("creatures/hell-hound");
    const t = turnIn(step.state, CLERIC);
    const bless = useOption(t, "spells/bless")!;
    const back = acceptIn(ruleset, t, { option: bless.id, targets: [CLERIC] });
    expect(back.state.combatants[foe]).toMatchObject({ status: "standing", at: [6, 2] });
    expect(back.events.some((e) => e.t === "gone")).toBe(false);
  });

  it("without a board it comes back all the same", () => {
    const { step, foe } = banished("creatures/goblin", true);
    expect(step.state.combatants[foe]!.dismissed!.at).toBeUndefined();
    const back = play(step.state, (events) => events.some((e) => e.t === "returned"));
    expect(back.state.combatants[foe]!.status).toBe("standing");
  });

  it("a fight saved while someone is away resumes", () => {
    const { step, foe } = banished("creatures/goblin");
    expect(checkState(ruleset, JSON.parse(JSON.stringify(step.state)))).toBeUndefined();
    const bad = structuredClone(step.state);
    (bad.combatants[foe]!.dismissed as unknown as Record<string, unknown>).by = "nobody";
    expect(checkState(ruleset, bad)).toMatchObject({ code: "bad-reference" });
  });
});

describe("1.236 Banishment, weighed by the director", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("banishes a hell hound rather than bless its side", () => {
    const { state, foe } = start("creatures/hell-hound");
    const s = turnIn(state, CLERIC);
    expect(direct(ruleset, s)).toMatchObject({ option: useOption(s, "spells/banishment")!.id, targets: [foe] });
  });
});

describe("1.236 dismissal rejections", () => {
  const issuesOf = (mechanics: Record<string, unknown>) =>
    validate(
      editEntry<EntryDef>(srd5e as RulesetDoc, "spells/banishment", (e) => ({
        ...e,
        mechanics: mechanics as unknown as EntryDef["mechanics"],
      })),
    ).issues.map((i) => `${i.path} ${i.code}`);
  const banishment = () =>
    ((srd5e as RulesetDoc).catalogs!.spells!.entries.find((e) => e.id === "banishment") as EntryDef)
      .mechanics as unknown as Record<string, unknown>;

  it("a dismissal needs a save", () => {
    const { save: _save, ...m } = banishment();
    expect(issuesOf(m)).toContainEqual(expect.stringMatching(/\.mechanics\.dismisses missing$/));
  });

  it("`while` names a condition the same entry applies", () => {
    expect(issuesOf({ ...banishment(), dismisses: { while: "charmed" } })).toContainEqual(
      expect.stringMatching(/\.mechanics\.dismisses\.while bad-reference$/),
    );
  });

  it("`gone` needs a dismissal, and one for a while", () => {
    const { dismisses: _d, ...m } = banishment();
    expect(issuesOf(m)).toContainEqual(expect.stringMatching(/\.mechanics\.gone missing$/));
    expect(issuesOf({ ...banishment(), dismisses: true })).toContainEqual(
      expect.stringMatching(/\.mechanics\.gone not-allowed$/),
    );
  });
});
