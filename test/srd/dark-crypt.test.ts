// The dark crypt is a dungeon (1.294): the party sees by the torches it carries, the undead by darkvision.
import { beforeAll, describe, expect, it } from "vitest";
import { lightAt } from "../../src/capabilities/sight/light.js";
import { makeCtx } from "../../src/combat/context.js";
import { attachGeometry, startCombat } from "../../src/combat/index.js";
import { sightOf } from "../../src/combat/seeing.js";
import { createEngine } from "../../src/engine.js";
import { srd5eEncounter, srd5eParty } from "../../src/srd/index.js";
import { ruleset } from "./helpers.js";

describe("the dark crypt", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  const crypt = srd5eEncounter("dark-crypt")!;
  const { state } = startCombat(ruleset, {
    party: srd5eParty(crypt),
    enemies: crypt.enemies,
    board: crypt.board!,
    ...(crypt.scene ? { scene: crypt.scene } : {}),
    seed: 1,
  });
  const ctx = makeCtx(ruleset, state);
  const who = (id: string) => state.combatants[id]!;
  const zombie = state.order.find((id) => who(id).creature === "creatures/zombie")!;
  const fighter = state.order.find((id) => id.includes("Fighter"))!;

  it("takes place in a dungeon, in darkness beyond the party's torches", () => {
    expect(state.scene).toEqual({ location: "dungeon" });
    expect(lightAt(ctx, who(fighter))).toBe(2);
    expect(lightAt(ctx, who(zombie))).toBe(0);
  });

  it("the undead see the torchbearers with darkvision; the party cannot see them in the dark", () => {
    expect(sightOf(ctx, who(zombie), who(fighter))).toBe("clear");
    expect(sightOf(ctx, who(fighter), who(zombie))).toBe("none");
  });
});
