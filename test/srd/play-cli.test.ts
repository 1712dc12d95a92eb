// `gamemode-engine fight --encounter ID` plays a bundled SRD encounter to its end (the built CLI, spawned).
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("gamemode-engine fight --encounter", () => {
  it("plays the troll fen to an outcome, the same bytes for the same seed, both sides dealing damage", () => {
    const run = () =>
      execFileSync(
        process.execPath,
        ["bin/gamemode-engine.js", "fight", "--encounter", "troll-fen", "--seed", "1", "--json"],
        {
          encoding: "utf8",
        },
      );
    const out = run();
    expect(run()).toBe(out);
    const { outcome, rounds, log } = JSON.parse(out);
    expect(["won", "lost", "fled"]).toContain(outcome);
    expect(rounds).toBeGreaterThan(0);
    const start = log[0];
    const side = new Map<string, string>(start.combatants.map((c: { id: string; side: string }) => [c.id, c.side]));
    const dealt = new Set(
      log
        .filter((e: { t: string; taken?: number }) => e.t === "damage" && e.taken! > 0)
        .map((e: { source: string }) => side.get(e.source)),
    );
    expect([...dealt].sort()).toEqual(["enemies", "party"]);
  });
});
