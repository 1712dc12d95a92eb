// `fight` as text (the built bundle; npm test builds first): the log a person reads, on the seed-7 goblin ambush.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const text = () =>
  execFileSync(process.execPath, ["bin/gamemode-engine.js", "fight", "--encounter", "goblin-ambush", "--seed", "7"], {
    encoding: "utf8",
    timeout: 60_000,
  });

describe("gamemode-engine fight, as text", () => {
  const out = text();
  const lines = out.split("\n");

  it("heads each round once, with a board picture with axes and a key", () => {
    expect(lines.filter((l) => l === "Round 1")).toHaveLength(1);
    expect(lines.filter((l) => /Round 1\b/.test(l))).toHaveLength(1);
    const at = lines.indexOf("Round 1");
    expect(lines[at + 1]).toMatch(/^ {2}y\\x +0 +1 +2 /);
    expect(lines[at + 2]).toMatch(/^ +0 /);
    const key = lines.slice(at).find((l) => l.startsWith("  key:"))!;
    // Every symbol the picture shows is in the key.
    for (const symbol of new Set(
      lines
        .slice(at + 2, at + 12)
        .join("")
        .replace(/[\s\d]|[A-Z]\d*/g, ""),
    ))
      expect(key).toContain(`${symbol} `);
    expect(key).toContain("one cell is 5 ft");
  });

  it("labels combatants as the playground does", () => {
    const at = lines.indexOf("Round 1");
    const board = lines.slice(at + 2, at + 12).join("\n");
    expect(board).toMatch(/ G1 /);
    expect(board).toMatch(/ W1 /);
    expect(lines.find((l) => l.startsWith("  enemies:"))).toContain("G2 Goblin 2 (7/7 hp)");
    expect(lines.find((l) => l.startsWith("  party:"))).toContain("H Hale (Cleric 1) (10/10 hp)");
  });

  it("uses names, never ids, and folds bookkeeping into its line", () => {
    expect(out).not.toMatch(/slot_1|action:|items\/|spells\/|leaves-reach|\(action\)/);
    expect(out).not.toMatch(/^\S.* (spends|pays) (an?|\d+) /m);
    expect(out).toMatch(/^\S.* moves .* \(\d+ ft\)$/m);
    expect(out).toContain("spending an action and 1 of their 1st-level spell slots");
  });
});
