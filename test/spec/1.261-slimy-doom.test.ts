// 1.261 — Slimy Doom: "`onDamaged: { "applies": [...] }`, applied to its holder each time they take damage, with
// timers like `onEnd`'s (Slimy Doom's stun, until the end of the holder's next turn)". On the bundled SRD: the
// fighter holding slimy doom is stunned by each hit that deals damage, until the end of their next turn.
import { describe, expect, it } from "vitest";
import { type CombatState, formatEvent, options, startCombat } from "../../src/combat/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const doc = loadedDoc(srd5e);
const HERO = "Tamsin (Fighter 5)";
const GOBLIN = "Goblin 1";

/** The goblin's turn, the fighter holding slimy doom from a cleric's Contagion long gone. */
function goblinTurn(seed: number): CombatState {
  const start = startCombat(doc, {
    seed,
    party: [srd5eCharacter("fighter-5")],
    enemies: ["creatures/goblin"],
    noBoard: true,
  });
  return turnIn(start.state, GOBLIN, (s) => {
    s.combatants[HERO]!.conditions.push({ id: "slimy-doom" });
  });
}

function scimitar(seed: number) {
  const s = goblinTurn(seed);
  const o = options(doc, s).find((o) => o.kind === "use" && o.label === "Scimitar");
  if (!o) throw new Error("no scimitar");
  return acceptIn(doc, s, { option: o.id, targets: [HERO] });
}

describe("1.261 Slimy Doom (SRD)", () => {
  it("the SRD's Contagion with slimy doom chosen worsens into it after three failed saves", () => {
    const spell = doc.catalogs!.spells!.entries.find((e) => e.id === "contagion-slimy-doom")!;
    expect(spell).toMatchObject({
      mechanics: { applies: [{ saveEnds: { successes: 3, failures: { count: 3, becomes: "slimy-doom" } } }] },
    });
  });

  it("a hit that deals damage stuns its holder until the end of their next turn; a miss does not", () => {
    let hit = false;
    let missed = false;
    for (let seed = 1; seed <= 30 && !(hit && missed); seed++) {
      const r = scimitar(seed);
      const damaged = of(r.events, "damage").some((e) => e.who === HERO && e.taken > 0);
      const stun = r.state.combatants[HERO]!.conditions.find((c) => c.id === "stunned");
      if (!damaged) {
        missed = true;
        expect(stun).toBeUndefined();
        continue;
      }
      hit = true;
      expect(stun).toMatchObject({ remaining: 1, of: "holder", at: "turn-end" });
      expect(r.events.map((e) => formatEvent(e))).toContain(`${HERO} is stunned (slimy-doom)`);
      // Stunned through the fighter's own turn, which it loses; over at its end.
      const next = endUntilIn(doc, r, HERO);
      expect(next.state.combatants[HERO]!.conditions.map((c) => c.id)).toContain("stunned");
      const after = acceptIn(doc, next.state, { option: "end" });
      expect(after.state.combatants[HERO]!.conditions.map((c) => c.id)).toEqual(["slimy-doom"]);
    }
    expect(hit && missed).toBe(true);
  });

  it("disadvantage on Constitution saves and checks while it lasts", () => {
    const slimy = doc.combat!.conditions!.find((c) => c.id === "slimy-doom")!;
    expect(slimy.kinds).toEqual(["disease"]);
    expect(slimy.modifiers).toEqual([
      { to: "checks", mode: "disadvantage", abilities: ["con"] },
      { to: "saves", mode: "disadvantage", saves: ["con_save"] },
    ]);
  });
});
