// A saved fight's lasting zones are checked key by key before `resume` takes them (the zones package's extension
// point "zone state"): the keys the zones package keeps, and those the packages built on it add (a wall's closed
// cells and side, its sections and who its broken ones caught, a carrier, a ram's turn, ground walked, growth and
// fire, a wind's count). Hostile values there are refused with their path, code and message; a key no composed
// package declares is refused too.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, CombatStateError, checkState, Fight } from "../../src/combat/index.js";
import { raise, ruleset, wrenTurn } from "../spec/fixtures/wall-sections.js";
import { withGeometry } from "./helpers.js";

/** Wren's Wall of Ice on the SRD, as a saved fight holds it. */
function walled(): CombatState {
  return structuredClone(raise(wrenTurn([[10, 12]])).state);
}

/** The problem `checkState` finds once `change` has been made to the wall's zone. */
function problem(change: (zone: Record<string, unknown>, s: CombatState) => void) {
  const s = walled();
  change(s.zones![0] as unknown as Record<string, unknown>, s);
  return checkState(ruleset, s);
}

const Z = "zones[0]";

describe("saved lasting zones: every key checked", () => {
  beforeAll(withGeometry);

  it("takes back a wall as the engine leaves it, and with each added key well formed", () => {
    const s = walled();
    expect(s.zones![0]).toHaveProperty("sections");
    expect(s.zones![0]).toHaveProperty("blocking");
    expect(checkState(ruleset, s)).toBeUndefined();
    const more = problem((z) => {
      Object.assign(z, {
        brokenIn: "1:0",
        brokenCaught: ["Goblin 1"],
        side: "near",
        sideCells: [12 * 30 + 7],
        carrier: "Wren",
        rammedIn: "1:0",
        walked: { "Goblin 1": 5 },
        grown: 2,
        alight: true,
        wind: { round: 1, turn: 0 },
        dealt: 12,
      });
    });
    expect(more).toBeUndefined();
  });

  it.each([
    [
      "a section that is not an object",
      (z: Record<string, unknown>) => (z.sections = [3]),
      `${Z}.sections[0]`,
      "wrong-type",
    ],
    [
      "a section's cell off the board",
      (z: Record<string, unknown>) => ((z.sections as { cells: number[] }[])[0]!.cells = [30 * 24]),
      `${Z}.sections[0].cells[0]`,
      "out-of-range",
    ],
    [
      "a section's negative health",
      (z: Record<string, unknown>) => ((z.sections as { health: number }[])[0]!.health = -5),
      `${Z}.sections[0].health`,
      "out-of-range",
    ],
    [
      "a section's key of no one's",
      (z: Record<string, unknown>) => ((z.sections as Record<string, unknown>[])[0]!.hp = 3),
      `${Z}.sections[0].hp`,
      "unknown-key",
    ],
    ["brokenIn not text", (z: Record<string, unknown>) => (z.brokenIn = 7), `${Z}.brokenIn`, "wrong-type"],
    [
      "brokenCaught naming no combatant",
      (z: Record<string, unknown>) => (z.brokenCaught = ["Nobody"]),
      `${Z}.brokenCaught[0]`,
      "bad-reference",
    ],
    [
      "brokenCaught not a list",
      (z: Record<string, unknown>) => (z.brokenCaught = "Wren"),
      `${Z}.brokenCaught`,
      "wrong-type",
    ],
    [
      "blocking's cells of the wrong type",
      (z: Record<string, unknown>) => (z.blocking = { cells: ["x"], blocks: ["move"] }),
      `${Z}.blocking.cells[0]`,
      "wrong-type",
    ],
    [
      "blocking closed to something unknown",
      (z: Record<string, unknown>) => (z.blocking = { cells: [0], blocks: ["time"] }),
      `${Z}.blocking.blocks[0]`,
      "out-of-range",
    ],
    [
      "blocking with a key of no one's",
      (z: Record<string, unknown>) => (z.blocking = { cells: [0], blocks: ["move"], extra: 1 }),
      `${Z}.blocking.extra`,
      "unknown-key",
    ],
    ["a side that is no side", (z: Record<string, unknown>) => (z.side = "up"), `${Z}.side`, "out-of-range"],
    [
      "sideCells off the board",
      (z: Record<string, unknown>) => (z.sideCells = [-1]),
      `${Z}.sideCells[0]`,
      "out-of-range",
    ],
    [
      "a carrier who is no combatant",
      (z: Record<string, unknown>) => (z.carrier = "Ghost"),
      `${Z}.carrier`,
      "bad-reference",
    ],
    [
      "walked by no one",
      (z: Record<string, unknown>) => (z.walked = { Ghost: 5 }),
      `${Z}.walked.Ghost`,
      "bad-reference",
    ],
    ["growth past reason", (z: Record<string, unknown>) => (z.grown = 1e9), `${Z}.grown`, "out-of-range"],
    ["alight as false", (z: Record<string, unknown>) => (z.alight = false), `${Z}.alight`, "wrong-type"],
    [
      "a wind's count in no round",
      (z: Record<string, unknown>) => (z.wind = { round: -1, turn: 0 }),
      `${Z}.wind.round`,
      "out-of-range",
    ],
    [
      "a wind's count past the order",
      (z: Record<string, unknown>) => (z.wind = { round: 1, turn: 9 }),
      `${Z}.wind.turn`,
      "out-of-range",
    ],
    ["dealt as text", (z: Record<string, unknown>) => (z.dealt = "lots"), `${Z}.dealt`, "wrong-type"],
    ["a key no package declares", (z: Record<string, unknown>) => (z.cursed = true), `${Z}.cursed`, "unknown-key"],
  ])("refuses %s", (_, change, path, code) => {
    const p = problem(change);
    expect(p).toMatchObject({ path, code });
    expect(p!.message.length).toBeGreaterThan(0);
  });

  it("refuses a wall's board cells in a fight without a board", () => {
    const p = problem((_, s) => {
      (s as { board: unknown }).board = null;
      for (const c of Object.values(s.combatants)) delete c.at;
      delete s.zones![0]!.origin;
      delete s.zones![0]!.at;
    });
    expect(p).toMatchObject({ path: `${Z}.blocking.cells`, code: "bad-cell" });
  });

  it("resume throws the problem, and the state is left as it was", () => {
    const s = walled();
    (s.zones![0]!.sections![0] as { health: number }).health = Number.NaN;
    const before = JSON.stringify(s);
    expect(() => Fight.resume(ruleset, s)).toThrow(CombatStateError);
    expect(JSON.stringify(s)).toBe(before);
  });
});
