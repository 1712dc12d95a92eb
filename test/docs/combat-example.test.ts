// The example at the top of docs/combat.md runs against the bundled SRD as the package is installed, and does
// what its comments say.
import { describe, expect, it } from "vitest";
import { runDocument } from "./doc-blocks.js";

// Appended to the example: throws when the fight it leaves is not the one its comments describe.
const CHECKS = `
if (fight.rejected) throw new Error("refused: " + JSON.stringify(fight.rejected));
if (JSON.stringify(fight.state) !== JSON.stringify(savedState)) throw new Error("resume changed the state");
const names = fight.summary().combatants.map((c) => c.id).sort().join(", ");
if (names !== "Bram (Fighter 1), Emrys (Wizard 1), Goblin 1, Goblin 2, Wolf 1") throw new Error(names);
// Resumed after the shot: still Goblin 1's turn, its action spent.
const menu = fight.options().map((o) => o.who + " " + o.id);
if (!menu.includes("Goblin 1 end") || menu.some((m) => !m.startsWith("Goblin 1 ") || m.endsWith("shortbow"))) {
  throw new Error("not Goblin 1 after its shot: " + menu.join("; "));
}
`;

describe("docs/combat.md", () => {
  it("the 'Starting a fight' example runs, type-checks and shoots as it says", { timeout: 120_000 }, () => {
    const { ran } = runDocument("docs/combat.md", { mode: "marked", after: CHECKS, typecheck: true });
    expect(ran).toBe(1);
  });
});
