// `gamemode-engine simulate` from the built bundle (npm test builds first): one thread and two worker threads
// give the same result for the same seeds, the table is printed without --json, and bad numbers are refused.
import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const cli = (...args: string[]) =>
  execFileSync("node", ["bin/gamemode-engine.js", "simulate", ...args], { encoding: "utf8", timeout: 60_000 });

describe("gamemode-engine simulate", () => {
  it("--workers 2 plays on worker threads and matches one thread", () => {
    const base = ["--encounter", "goblin-ambush", "--runs", "6", "--seed", "3", "--json"];
    const one = JSON.parse(cli(...base));
    const two = JSON.parse(cli(...base, "--workers", "2"));
    expect(one.runs).toBe(6);
    expect(one.seed).toBe(3);
    expect(one.outcomes.won + one.outcomes.lost + one.outcomes.fled + one.outcomes.unfinished).toBe(6);
    expect(one.winProbability).toBeGreaterThanOrEqual(0);
    expect(one.winProbability).toBeLessThanOrEqual(1);
    expect(two).toEqual(one);
  }, 60_000);

  it("prints a summary table without --json", () => {
    const out = cli("--encounter", "goblin-ambush", "--runs", "2", "--workers", "1");
    expect(out).toMatch(/2 runs from seed 1 \(party: director, enemies: director\)/);
    expect(out).toMatch(/party wins \d+\.\d%/);
    expect(out).toMatch(/^rounds\s+/m);
  }, 60_000);

  it("refuses a run count that is not a whole number, and an unknown encounter", () => {
    const bad = spawnSync("node", ["bin/gamemode-engine.js", "simulate", "--runs", "ten"], { encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--runs must be a whole number");
    const none = spawnSync("node", ["bin/gamemode-engine.js", "simulate", "--encounter", "nowhere", "--runs", "1"], {
      encoding: "utf8",
    });
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('no encounter "nowhere"');
  });
});
