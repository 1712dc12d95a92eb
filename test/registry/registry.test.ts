import { describe, expect, it } from "vitest";
import { DEFAULT_CAPABILITIES } from "../../src/capabilities/index.js";
import { allKeys, isImplemented, keysAt, lookup, PLACE_IDS, sections } from "../../src/registry/index.js";

describe("the registry", () => {
  it("knows the keys the issue names, with their versions", () => {
    expect(lookup("entry.mechanics", "zone.rounds")?.version).toBe("1.172");
    expect(lookup("entry.mechanics", "amountAdd")?.version).toBe("1.83");
    expect(lookup("entry.mechanics", "kind")?.version).toBe("base");
    expect(lookup("entry.mechanics", "endsSpells")?.version).toBe("1.424");
    expect(lookup("entry.mechanics", "applies[].escapeDc")?.version).toBe("1.174");
    expect(lookup("combat", "combat.senses")?.version).toBe("1.178");
    expect(lookup("creature.action", "push")?.version).toBe("1.184");
    expect(lookup("entry.mechanics", "push")?.version).toBe("1.182");
    expect(lookup("menu.option", "walls")?.version).toBe("1.200");
    expect(lookup("rejection", "bad-alter")?.version).toBe("1.254");
    expect(lookup("menu.option", "Move <zone>")?.kind).toBe("phrase");
  });
  it("keeps the first version of a key listed again, and the later sections in also", () => {
    const ff = lookup("entry.mechanics", "friendlyFire")!;
    expect(ff.version).toBe("base");
    expect(ff.also).toEqual(expect.arrayContaining(["1.172", "1.192"]));
    expect(lookup("creature.action", "friendlyFire")?.version).toBe("1.192");
    expect(lookup("rejection", "bad-alter")?.also).toContain("1.415");
  });
  it("records values and schemas", () => {
    expect(lookup("entry.mechanics", "zone.anchor")?.values).toEqual(["point", "caster"]);
    expect(lookup("entry.mechanics", "zone.rounds")?.schema).toBe("integer");
    expect(lookup("entry.mechanics", "zone")?.schema).toBe("object");
    expect(lookup("entry.mechanics", "kind")?.values).toContain("rider");
  });
  it("lists the keys of a place, unknown keys are absent", () => {
    const at = keysAt("entry.mechanics");
    expect(at.has("zone.rounds")).toBe(true);
    expect(at.has("zone.roundz")).toBe(false);
    expect(keysAt("combat").has("zone.rounds")).toBe(false);
  });
  it("has well-formed records", () => {
    const seen = new Set<string>();
    for (const r of allKeys()) {
      expect(r.where.length, r.key).toBeGreaterThan(0);
      for (const p of r.where) expect(PLACE_IDS, r.key).toContain(p);
      expect(r.title, r.key).not.toBe("");
      for (const a of r.also) expect(a, r.key).not.toBe(r.version);
      const id = `${r.kind} ${r.key} ${r.version}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });
  it("has every section and marks implemented exactly the records the packages implement", () => {
    expect(sections.length).toBe(170);
    expect(
      allKeys()
        .filter((r) => r.implemented)
        .map((r) => `${r.version} ${r.key}`)
        .sort(),
      // A key-less section's behaviour is claimed by its bare version ("1.243"): no record stands for it.
    ).toEqual([...DEFAULT_CAPABILITIES.implemented.keys()].filter((k) => k.includes(" ")).sort());
    expect(isImplemented("entry.mechanics", "zone.rounds")).toBe(true);
    expect(isImplemented("entry.mechanics", "zone.move")).toBe(true);
    expect(isImplemented("entry.mechanics", "zone.move.ram")).toBe(true);
    expect(isImplemented("entry.mechanics", "zone.terrain.towardCaster")).toBe(true);
    expect(isImplemented("entry.mechanics", "zone.obscures.dispersed.after")).toBe(true);
    expect(isImplemented("entry.mechanics", "zone.obscures.darkness")).toBe(false);
  });
});
