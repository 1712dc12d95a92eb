// The bundled ruleset is shared by every fight of a process: its exports are frozen, and the helpers hand out
// fresh copies, so renaming a sheet for one fight cannot rename it in another.
import { describe, expect, it } from "vitest";
import { attachGeometry, Fight } from "../../src/combat/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5e, srd5eCharacter, srd5eCharacters, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";

describe("no shared mutable objects", () => {
  it("the srd5e document and characters are frozen all the way down", () => {
    expect(Object.isFrozen(srd5e)).toBe(true);
    expect(Object.isFrozen(srd5e.catalogs?.creatures?.entries[0])).toBe(true);
    expect(Object.isFrozen(srd5eCharacters[0]!.abilities)).toBe(true);
    expect(() => {
      (srd5e as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });

  it("encounters, parties and characters are fresh copies on every call", () => {
    const a = srd5eEncounter()!;
    const b = srd5eEncounter()!;
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    const partyA = srd5eParty(a);
    const partyB = srd5eParty(a);
    expect(partyA[0]).not.toBe(partyB[0]);
    (partyA[0] as { name: string }).name = "Renamed";
    expect(srd5eParty(a)[0]!.name).not.toBe("Renamed");
    expect(srd5eCharacter("fighter-3")).not.toBe(srd5eCharacter("fighter-3"));
  });

  it("a fight keeps its own copy of each sheet: changing the caller's sheet leaves a running fight alone", async () => {
    attachGeometry((await createEngine()).geometry);
    const encounter = srd5eEncounter()!;
    const party = srd5eParty(encounter);
    const setup = { party, enemies: encounter.enemies, seed: 3 };
    const first = Fight.start(srd5e, setup);
    const name = party[0]!.name;
    (party[0] as { name: string }).name = "Someone else";
    (party[0] as { abilities: Record<string, number> }).abilities.str = 1;
    expect(first.state.sheets[name]!.name).toBe(name);
    expect(first.state.sheets[name]!.abilities.str).not.toBe(1);
    expect(first.state.sheets[name]).not.toBe(party[0]);
  });
});
