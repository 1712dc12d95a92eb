import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { simplePolicy } from "../../src/combat/index.js";
import { createEngine } from "../../src/engine.js";
import { cleric, fighter, rogue, ruleset, wizard } from "./helpers.js";

const setup = (seed: number) => ({
  party: [fighter, wizard, cleric, rogue],
  enemies: [{ creature: "monsters/goblin", count: 2 }, "monsters/wolf", "monsters/skeleton"],
  board: { width: 12, height: 8 },
  seed,
});

describe("snapshots and replay through the engine", () => {
  it("the same seed and choices give the same log; a snapshot resumed mid-fight ends the same", async () => {
    const engine = await createEngine();
    let a = engine.startCombat(ruleset, setup(11));
    const snapshots: string[] = [];
    while (!a.over) {
      snapshots.push(JSON.stringify(a.state));
      a = a.choose(simplePolicy(ruleset, a.state));
      expect(a.rejected).toBeUndefined();
    }
    let b = engine.startCombat(ruleset, setup(11));
    while (!b.over) b = b.choose(simplePolicy(ruleset, b.state));
    expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
    let c = engine.resume(ruleset, JSON.parse(snapshots[Math.floor(snapshots.length / 2)]!));
    while (!c.over) c = c.choose(simplePolicy(ruleset, c.state));
    expect(JSON.stringify(c.state)).toBe(JSON.stringify(a.state));
    expect(a.summary().outcome).toBe(a.state.outcome);
    expect(a.text().at(-1)).toMatch(/^The fight is over after \d+ rounds?: (won|lost|fled)$/);
  });

  it("`fight --json` prints the same bytes for the same seed", () => {
    const run = (seed: string) =>
      execFileSync(
        process.execPath,
        [
          "bin/gamemode-engine.js",
          "fight",
          "--ruleset",
          "test/combat/fixtures/5e.json",
          "--party",
          "test/combat/fixtures/party.json",
          "--seed",
          seed,
          "--json",
        ],
        { encoding: "utf8" },
      );
    const one = run("5");
    expect(run("5")).toBe(one);
    const parsed = JSON.parse(one);
    expect(["won", "lost", "fled"]).toContain(parsed.outcome);
    expect(parsed.rounds).toBeGreaterThan(0);
    expect(parsed.log[0].t).toBe("start");
  });
});
