// The log as a person reads it: display names and labels in place of ids, distances with their unit, and the
// bookkeeping after a use folded into its line. Played through the public engine on the bundled goblin ambush.
import { describe, expect, it } from "vitest";
import { type CombatEvent, formatEvent, namesFor, plainNames } from "../../src/combat/index.js";
import { logText } from "../../src/combat/log-text.js";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5e, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";

async function ambush(seed: number) {
  const engine = await createEngine();
  const encounter = srd5eEncounter("goblin-ambush")!;
  let f = engine.startCombat(srd5e, {
    party: srd5eParty(encounter),
    enemies: encounter.enemies,
    ...(encounter.board ? { board: encounter.board } : {}),
    seed,
  });
  while (!f.over) f = f.choose(direct(srd5e, f.state));
  return f;
}

describe("the text log", () => {
  it("names uses, pools, budgets, standard actions and moments by their labels, never by id", async () => {
    // Which lines a fight holds depends on how the director plays; read seeds until every kind of line checked
    // below has turned up (or the seeds run out, and the missing line fails the test).
    let text = "";
    const wanted = [
      / leaves reach: /,
      / reacts with Scimitar /,
      / reacts with Shield /,
      / takes Dash /,
      / Guiding Bolt /,
    ];
    for (let seed = 1; seed <= 40 && !wanted.every((w) => w.test(text)); seed++) {
      const f = await ambush(seed);
      text += `${logText(f.log, namesFor(srd5e, f.state)).join("\n")}\n`;
    }
    for (const id of ["slot_1", "action:", "items/", "spells/", "leaves-reach", "(action)", "dash"])
      expect(text).not.toContain(id);
    expect(text).toMatch(
      /^Hale \(Cleric 1\) uses Guiding Bolt at level 1 on Wolf 1, spending an action and 1 of their 1st-level spell slots$/m,
    );
    expect(text).toMatch(/^\S[^:]* leaves reach: Goblin \d may react$/m);
    expect(text).toMatch(/^Goblin \d reacts with Scimitar on [^,]+, spending a reaction$/m);
    expect(text).toMatch(
      /^Emrys \(Wizard 1\) reacts with Shield at level 1 on Emrys \(Wizard 1\), spending a reaction and 1 of their 1st-level spell slots$/m,
    );
    expect(text).toMatch(/^[A-Z][^:]* takes Dash as an action$/m);
  });

  it("gives each walk its distance in the ruleset's unit", async () => {
    const f = await ambush(7);
    const moves = logText(f.log, namesFor(srd5e, f.state)).filter((l) => / moves \(/.test(l));
    expect(moves.length).toBeGreaterThan(0);
    for (const line of moves) expect(line).toMatch(/ \(\d+ ft\)$/);
  });

  it("folds every budget spent and pool paid into the line of the use (or contest) it pays for", async () => {
    let contests = 0;
    for (let seed = 1; seed <= 40 && (seed <= 2 || contests === 0); seed++) {
      const f = await ambush(seed);
      const lines = logText(f.log, namesFor(srd5e, f.state));
      expect(lines.filter((l) => / spends (an?|\d+) /.test(l) || / pays /.test(l))).toEqual([]);
      // Nothing else is lost: every other event keeps its own line.
      const kept = (e: CombatEvent) => !["budget", "pay", "item", "reaction"].includes(e.t);
      expect(lines.length).toBe(f.log.filter(kept).length);
      contests += lines.filter((l) => / (wins|loses) .* against .*, spending an action$/.test(l)).length;
    }
    expect(contests).toBeGreaterThan(0);
  });

  it("shows the ids themselves without a ruleset to name them", () => {
    const e: CombatEvent = { t: "pay", who: "Hale", pool: "slot_1", amount: 1 };
    expect(formatEvent(e)).toBe("Hale pays 1 of their slot_1");
    expect(
      formatEvent(
        {
          t: "move",
          who: "Vex",
          path: [
            [0, 0],
            [1, 1],
          ],
          cost: 5,
        },
        plainNames,
      ),
    ).toBe("Vex moves (0, 0) → (1, 1) (5)");
  });
});
