// 1.310 — Eyebite (panicked): "`"notSaved": true` never offers it against a creature that has already succeeded on
// its save against this casting (Eyebite) … `applies` can say `"endsAway": { "beyond": 60, "unseen": true }`: as soon
// as the holder is farther than that from whoever applied it and (with `unseen`) cannot see them, the condition
// comes off. That is Eyebite's panicked. It is checked at every step of anyone's walk, and at the end of every turn."
// The SRD's Eyebite (panicked), cast here from a 3rd-level slot so a 5th-level wizard can cast it.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { EntryDef, RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";

const WIZARD = "Sabine (Wizard 5)";
const EYEBITE = "spells/eyebite-panicked";
const AGAIN = `again:${EYEBITE}`;

/** A creature whose Wisdom save always fails against the wizard's DC 15, and one whose save always succeeds. */
const creature = (id: string, name: string, wisSave: number) => ({
  id,
  name,
  size: "medium",
  types: ["humanoid"],
  defense: 10,
  health: "100",
  speed: { walk: 30 },
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  saves: { wis_save: wisSave },
  challenge: 1,
  actions: [],
});

let ruleset: RulesetDoc;
const wizard: SheetData = { ...srd5eCharacter("wizard-5"), lists: { spells: [{ entry: EYEBITE, prepared: true }] } };

function rulesetOf(): RulesetDoc {
  const third = editEntry(
    srd5e as RulesetDoc,
    EYEBITE,
    (e: EntryDef) => ({ ...e, mechanics: { ...e.mechanics, cost: { group: "slots", level: 3 } } }) as EntryDef,
  );
  const doc = structuredClone(third) as RulesetDoc & { catalogs: Record<string, { entries: unknown[] }> };
  doc.catalogs["creatures"]!.entries.push(creature("dullard", "Dullard", -30), creature("sage", "Sage", 30));
  return loadedDoc(doc);
}

/** The wizard at (0,2) and the Dullard and the Sage beside it; a wall of column 12 but for its last row (or none). */
function field(walled = true): CombatState {
  const walls = walled ? [0, 1, 2, 3].map((y) => [12, y] as [number, number]) : [];
  const board = { width: 24, height: 5, walls };
  return turnIn(
    startCombat(ruleset, { seed: 2, party: [wizard], enemies: ["creatures/dullard", "creatures/sage"], board }).state,
    WIZARD,
    (s) => {
      s.combatants[WIZARD]!.at = [0, 2];
      s.combatants["Dullard 1"]!.at = [2, 2];
      s.combatants["Sage 1"]!.at = [2, 3];
    },
  );
}

const again = (s: CombatState) => options(ruleset, s).find((o) => o.id === AGAIN);
const panicked = (s: CombatState, who: string) =>
  s.combatants[who]!.conditions.some((c) => c.id === "frightened" && c.by === EYEBITE);

/** Cast at the Sage (who saves), then on the wizard's next turn again at the Dullard (who fails). */
function bitten(walled = true): CombatState {
  const cast = acceptIn(ruleset, field(walled), { option: `use:${EYEBITE}`, targets: ["Sage 1"], pay: "slot_3" });
  expect(panicked(cast.state, "Sage 1")).toBe(false);
  const next = endUntilIn(ruleset, cast, WIZARD);
  const r = acceptIn(ruleset, next.state, { option: AGAIN, targets: ["Dullard 1"] });
  expect(panicked(r.state, "Dullard 1")).toBe(true);
  return r.state;
}

describe("1.310 Eyebite (panicked)", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = rulesetOf();
  });

  it("is never offered again against a creature that succeeded on its save against this casting", () => {
    const cast = acceptIn(ruleset, field(), { option: `use:${EYEBITE}`, targets: ["Sage 1"], pay: "slot_3" });
    const next = endUntilIn(ruleset, cast, WIZARD);
    expect(again(next.state)).toMatchObject({ label: "Eyebite (panicked) again", budget: "action" });
    expect(again(next.state)!.targets!.candidates).toEqual(["Dullard 1"]);
    // A new casting starts afresh: the Sage may be targeted by it.
    expect(options(ruleset, next.state).find((o) => o.id === `use:${EYEBITE}`)!.targets!.candidates).toContain(
      "Sage 1",
    );
  });

  it("the director weighs the repeat and aims it at the creature that can still fail", () => {
    const cast = acceptIn(ruleset, field(), { option: `use:${EYEBITE}`, targets: ["Sage 1"], pay: "slot_3" });
    const next = endUntilIn(ruleset, cast, WIZARD);
    const s = structuredClone(next.state);
    const me = s.combatants[WIZARD]!;
    for (const p of Object.keys(me.pools)) if (p.startsWith("slot_")) me.pools[p] = 0;
    me.moveLeft = 0;
    expect(direct(ruleset, s)).toEqual({ option: AGAIN, targets: ["Dullard 1"] });
  });

  it("stays on while the holder still sees its applier, however far it runs", () => {
    const s = turnIn(bitten(false), "Dullard 1", (x) => {
      x.combatants["Dullard 1"]!.moveLeft = 200;
    });
    const far = acceptIn(ruleset, s, { option: "move", at: [20, 4] });
    expect(far.state.combatants["Dullard 1"]!.at).toEqual([20, 4]);
    expect(panicked(far.state, "Dullard 1")).toBe(true);
    const ended = acceptIn(ruleset, far.state, { option: "end" });
    expect(panicked(ended.state, "Dullard 1")).toBe(true);
  });

  it("comes off at the step where the holder is beyond 60 feet and out of sight, behind the wall", () => {
    const s = turnIn(bitten(), "Dullard 1", (x) => {
      x.combatants["Dullard 1"]!.moveLeft = 200;
    });
    const hid = acceptIn(ruleset, s, { option: "move", at: [14, 0] });
    expect(hid.state.combatants["Dullard 1"]!.at).toEqual([14, 0]);
    expect(panicked(hid.state, "Dullard 1")).toBe(false);
    const off = hid.events.findIndex((e) => e.t === "condition-ended" && e.who === "Dullard 1");
    // During the walk, not once it is over.
    expect(off).toBeGreaterThan(-1);
    expect(off).toBeLessThan(hid.events.findIndex((e) => e.t === "move"));
    expect(formatEvent(hid.events[off]!, namesFor(ruleset, hid.state))).toContain("too far away");
  });

  it("comes off when its applier walks away out of sight (anyone's walk)", () => {
    const s = turnIn(bitten(), WIZARD, (x) => {
      x.combatants["Dullard 1"]!.at = [10, 0];
      x.combatants[WIZARD]!.at = [11, 4];
      x.combatants[WIZARD]!.moveLeft = 200;
    });
    expect(panicked(s, "Dullard 1")).toBe(true);
    const away = acceptIn(ruleset, s, { option: "move", at: [23, 0] });
    expect(panicked(away.state, "Dullard 1")).toBe(false);
  });

  it("comes off at the end of a turn once the holder, already far, can no longer see", () => {
    const s = turnIn(bitten(), "Dullard 1", (x) => {
      x.combatants["Dullard 1"]!.at = [20, 2];
      x.combatants["Dullard 1"]!.conditions.push({ id: "blinded" });
    });
    expect(panicked(s, "Dullard 1")).toBe(true);
    const ended = acceptIn(ruleset, s, { option: "end" });
    expect(panicked(ended.state, "Dullard 1")).toBe(false);
  });

  it("without a board there is no distance, and it stays on", () => {
    const cast = acceptIn(
      ruleset,
      turnIn(
        startCombat(ruleset, { seed: 2, party: [wizard], enemies: ["creatures/dullard"], noBoard: true }).state,
        WIZARD,
      ),
      { option: `use:${EYEBITE}`, targets: ["Dullard 1"], pay: "slot_3" },
    );
    expect(panicked(cast.state, "Dullard 1")).toBe(true);
    const later = endUntilIn(ruleset, cast, WIZARD);
    expect(panicked(later.state, "Dullard 1")).toBe(true);
  });
});
