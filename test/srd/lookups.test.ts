// The SRD entry's look-ups answer with what they find or throw naming every id there is: an unknown id never
// comes back as undefined for the next call to trip on.
import { describe, expect, it } from "vitest";
import {
  srd5e,
  srd5eCharacter,
  srd5eCharacters,
  srd5eEncounter,
  srd5eEncounters,
  srd5eParty,
} from "../../src/srd/index.js";

describe("srd5e look-ups", () => {
  it("finds an encounter and its party by id", () => {
    const crypt = srd5eEncounter("dark-crypt");
    expect(crypt.id).toBe("dark-crypt");
    expect(srd5eParty(crypt).map((sheet) => sheet.id)).toEqual(crypt.party);
    expect(srd5eEncounter().id).toBe(srd5e.encounters![0]!.id);
    expect(srd5eEncounters).toBe(srd5e.encounters);
  });

  it("throws on an unknown encounter, listing every encounter id", () => {
    expect(() => srd5eEncounter("nope")).toThrow(/no encounter "nope"/);
    const message = (() => {
      try {
        srd5eEncounter("nope");
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(srd5e.encounters!.length).toBeGreaterThan(5);
    for (const encounter of srd5e.encounters!) expect(message).toContain(encounter.id);
  });

  it("throws on an unknown character, listing every character id", () => {
    expect(srd5eCharacter("fighter-3").id).toBe("fighter-3");
    expect(() => srd5eCharacter("bard-9")).toThrow(/no character "bard-9"; the characters are cleric-1, cleric-3, /);
    expect(() => srd5eCharacter("bard-9")).toThrow(srd5eCharacters.at(-1)!.id!);
  });
});
