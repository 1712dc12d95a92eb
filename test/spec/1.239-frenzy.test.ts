// 1.239 — Frenzy: "`"onEnd": { "tracks": [{ "track": "exhaustion", "by": 1 }] }` moves the holder's live tracks by
// levels when the condition ends (however it ends), the same as `tracks` on a catalog entry." Frenzied Rage spends a
// use of Rage (`usesOf`), applies the rage and a `frenzied` condition that ends with it (`endsWith`); the frenzied
// condition lets its holder swing once with the bonus budget (`grants.melee`) and leaves a level of exhaustion when
// it ends: when the rage's timer runs out, when a cure ends it, or when the fight is over with the rage still on.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, type Step, settleSheets } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const FIGHTER = "Tamsin (Fighter 5)";
const FRENZY = "use:features/frenzied-rage";
// The frenzied condition's place: after the SRD's own conditions and the rage.
const FRENZIED = `combat.conditions[${srd5e.combat!.conditions!.length + 1}]`;

type Doc = {
  capabilityApi: string;
  combat: { conditions: unknown[] };
  catalogs: Record<string, { entries: unknown[] }>;
};

/** The SRD with Rage, Frenzied Rage (its rage lasting `rounds`) and the two conditions (`onEnd` null: none). */
function withFrenzy(rounds = 10, onEnd: unknown = { tracks: [{ track: "exhaustion", by: 1 }] }): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  doc.combat.conditions.push(
    { id: "raging", label: "Raging", modifiers: [{ to: "damage", flat: 2 }] },
    {
      id: "frenzied",
      label: "Frenzied",
      grants: { budget: "bonus", attacks: true, melee: true },
      ...(onEnd === null ? {} : { onEnd }),
    },
  );
  doc.catalogs["features"]!.entries.push(
    { id: "rage", name: "Rage", row: { list: "features", values: { name: "Rage", uses: 3, recharge: "long" } } },
    {
      id: "frenzied-rage",
      name: "Frenzied Rage",
      mechanics: {
        kind: "buff",
        budget: "bonus",
        range: "self",
        targets: "self",
        usesOf: "Rage",
        applies: [
          { condition: "raging", duration: { rounds } },
          { condition: "frenzied", duration: { rounds }, endsWith: "raging" },
        ],
      },
    },
  );
  return doc;
}

const berserker = (): SheetData => {
  const fighter = srd5eCharacter("fighter-5");
  return {
    ...fighter,
    lists: { ...fighter.lists, features: [{ entry: "features/rage" }, { entry: "features/frenzied-rage" }] },
  };
};

const start = (ruleset: RulesetDoc): CombatState =>
  turnOfIn(ruleset, FIGHTER, { party: [berserker()], enemies: ["creatures/goblin"], noBoard: true });

const moved = (events: readonly CombatEvent[]) =>
  events.filter((e): e is Extract<CombatEvent, { t: "track-moved" }> => e.t === "track-moved");

describe("1.239 onEnd.tracks: Frenzy's exhaustion", () => {
  let ruleset: RulesetDoc;
  let short: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(withFrenzy());
    short = loadedDoc(withFrenzy(1));
  });

  it("the frenzy grants a melee swing with the bonus budget on the holder's later turns", () => {
    const frenzied = acceptIn(ruleset, start(ruleset), { option: FRENZY, targets: [FIGHTER] });
    expect(frenzied.state.combatants[FIGHTER]!.conditions.map((c) => c.id)).toEqual(["raging", "frenzied"]);
    expect(moved(frenzied.events)).toEqual([]);
    const bonus = (s: CombatState) =>
      options(ruleset, s)
        .filter((o) => o.id.startsWith("grant:"))
        .map((o) => [o.label, o.budget]);
    // Its own bonus budget bought the frenzy this turn; the javelin, a thrown weapon, is not swung.
    expect(bonus(frenzied.state)).toEqual([]);
    expect(bonus(endUntilIn(ruleset, frenzied, FIGHTER).state)).toEqual([
      ["Greatsword", "bonus"],
      ["Unarmed Strike", "bonus"],
    ]);
  });

  it("when the rage's time runs out the frenzy ends with it, and the holder gains a level of exhaustion", () => {
    let step: Step = acceptIn(short, start(short), { option: FRENZY, targets: [FIGHTER] });
    const events: CombatEvent[] = [];
    for (let turn = 0; turn < 3 && step.state.combatants[FIGHTER]!.conditions.length > 0; turn++) {
      step = endUntilIn(short, step, FIGHTER);
      events.push(...step.events);
    }
    expect(step.state.combatants[FIGHTER]!.conditions).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({ t: "condition-ended", who: FIGHTER, condition: "frenzied" }),
    );
    expect(moved(events)).toEqual([
      expect.objectContaining({ who: FIGHTER, track: "exhaustion", from: 0, to: 1, name: "Frenzied" }),
    ]);
    // The fight keeps the level, and the sheet gets it when the fight settles: no second level for the same ending.
    expect(step.state.combatants[FIGHTER]!.tracks).toEqual({ exhaustion: 1 });
    expect(settleSheets(short, step.state)[FIGHTER]!.live?.tracks).toEqual({ exhaustion: 1 });
  });

  it("a fight that ends with the rage still on ends it then: the settled sheet has the level", () => {
    const frenzied = acceptIn(ruleset, start(ruleset), { option: FRENZY, targets: [FIGHTER] });
    expect(frenzied.state.combatants[FIGHTER]!.tracks).toBeUndefined();
    expect(settleSheets(ruleset, frenzied.state)[FIGHTER]!.live?.tracks).toEqual({ exhaustion: 1 });
  });

  it("moves within the track's range: a holder at the last level before death stays alive only if it is not reached", () => {
    const worn = (level: number) =>
      turnOfIn(ruleset, FIGHTER, {
        party: [{ ...berserker(), live: { ...berserker().live, tracks: { exhaustion: level } } }],
        enemies: ["creatures/goblin"],
        noBoard: true,
      });
    const frenzied = acceptIn(ruleset, worn(5), { option: FRENZY, targets: [FIGHTER] });
    // Exhaustion 6 is death: a rage ended at the fight's end takes the sheet there, as a move on the sheet would.
    const settled = settleSheets(ruleset, frenzied.state)[FIGHTER]!;
    expect(settled.live?.tracks).toEqual({ exhaustion: 6 });
    expect(settled.live?.defeated).toBe(true);
  });

  it("without onEnd the frenzy ends and leaves nothing", () => {
    const plain = loadedDoc(withFrenzy(1, null));
    let step: Step = acceptIn(plain, start(plain), { option: FRENZY, targets: [FIGHTER] });
    step = endUntilIn(plain, endUntilIn(plain, step, FIGHTER), FIGHTER);
    expect(step.state.combatants[FIGHTER]!.conditions).toEqual([]);
    expect(settleSheets(plain, step.state)[FIGHTER]!.live?.tracks).toBeUndefined();
    expect(options(plain, step.state).length).toBeGreaterThan(0);
  });

  it("is checked: a known track, moved by a whole number, from 1.239; harm on ending is 1.245's", () => {
    const issues = (onEnd: unknown, capabilityApi = "1.424") =>
      validate({ ...withFrenzy(10, onEnd), capabilityApi }).issues.map((i) => [i.path, i.code]);
    expect(issues({ tracks: [{ track: "fatigue", by: 1 }] })).toContainEqual([
      `${FRENZIED}.onEnd.tracks[0].track`,
      "bad-reference",
    ]);
    expect(issues({ tracks: [{ track: "exhaustion", by: 0.5 }] })).toContainEqual([
      `${FRENZIED}.onEnd.tracks[0].by`,
      "wrong-type",
    ]);
    expect(issues({ tracks: [{ track: "exhaustion", by: 1 }] }, "1.238")).toContainEqual([
      `${FRENZIED}.onEnd.tracks`,
      "needs-version",
    ]);
    expect(issues({ harm: { dice: "10d10", type: "psychic" } })).toEqual([]);
    expect(issues({ harm: { dice: "10d10", type: "psychic" } }, "1.244")).toContainEqual([
      `${FRENZIED}.onEnd.harm`,
      "needs-version",
    ]);
    expect(issues({ tracks: [{ track: "exhaustion", by: 1 }], weary: true })).toContainEqual([
      `${FRENZIED}.onEnd.weary`,
      "unknown-key",
    ]);
  });
});
