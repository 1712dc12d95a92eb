// Every record of the reference is owned by exactly one capability package or by none; the registry's
// implemented flags are derived from the owners, and a record no package owns is refused as unsupported.
import { describe, expect, it } from "vitest";
import { DEFAULT_CAPABILITIES, PACKAGES } from "../../src/capabilities/index.js";
import { composeCapabilities } from "../../src/combat/package.js";
import { allKeys, keylessSections } from "../../src/registry/index.js";
import { unpack } from "../../src/registry/records.js";
import { validate } from "../../src/validate/index.js";
import { MECHANICS_PATH, withMechanics } from "../validate/helpers.js";

const id = (r: { version: string; key: string }) => `${r.version} ${r.key}`;

describe("package ownership of the reference's records", () => {
  it("each record is owned by at most one package, and every owned record is one of the reference", () => {
    // A key-less section's behaviour is claimed by its bare version.
    const reference = new Set([...unpack().map(id), ...keylessSections]);
    const owners = new Map<string, string[]>();
    for (const p of PACKAGES) for (const k of p.implements) owners.set(k, [...(owners.get(k) ?? []), p.id]);
    for (const [k, by] of owners) {
      expect(by, k).toHaveLength(1);
      expect(reference.has(k), `${k} (owned by ${by[0]}) is not a record of the reference`).toBe(true);
    }
  });

  it("a record is implemented exactly when a package owns it", () => {
    for (const r of allKeys()) expect(r.implemented, id(r)).toBe(DEFAULT_CAPABILITIES.implemented.has(id(r)));
    const unowned = allKeys().filter((r) => !DEFAULT_CAPABILITIES.implemented.has(id(r)));
    expect(unowned.length).toBeGreaterThan(0);
  });

  it("refuses a key no package owns as unsupported, naming its version", () => {
    const rec = allKeys().find((r) => r.key === "summons" && r.where.includes("entry.mechanics"))!;
    expect(DEFAULT_CAPABILITIES.implemented.has(id(rec))).toBe(false);
    const issues = validate(withMechanics({ summons: { rounds: 10 } })).issues;
    expect(issues.find((i) => i.path === `${MECHANICS_PATH}.summons`)).toMatchObject({
      code: "unsupported",
      capability: rec.version,
    });
  });

  it("every package names its modules with distinct priorities and lists what it needs", () => {
    const ids = new Set(PACKAGES.map((p) => p.id));
    for (const p of PACKAGES) for (const r of p.requires ?? []) expect(ids.has(r), `${p.id} needs ${r}`).toBe(true);
    const modules = PACKAGES.flatMap((p) => p.modules.map((m) => m.module.id));
    expect(new Set(modules).size).toBe(modules.length);
    expect(DEFAULT_CAPABILITIES.modules.map((m) => m.id)).toHaveLength(modules.length);
  });

  it("refuses a composition that owns a record twice, lacks a package it needs, or repeats a priority", () => {
    const base = PACKAGES.find((p) => p.id === "base")!;
    const teleport = PACKAGES.find((p) => p.id === "teleport")!;
    // Only the records repeated: its state slots, methods and director parts would clash first.
    const twice = {
      id: "teleport-again",
      summary: teleport.summary,
      requires: teleport.requires,
      implements: teleport.implements,
      modules: [],
    };
    expect(() => composeCapabilities([base, teleport, twice])).toThrow(/owned by both teleport and teleport-again/);
    const slotsTwice = { ...teleport, id: "teleport-slots", implements: [], modules: [] };
    expect(() => composeCapabilities([base, teleport, slotsTwice])).toThrow(/state key "smoke" is declared twice/);
    expect(() => composeCapabilities([teleport])).toThrow(/"teleport" needs "base"/);
    const clash = { ...teleport, id: "clash", implements: [], modules: [{ ...teleport.modules[0]!, priority: 10 }] };
    expect(() => composeCapabilities([base, clash])).toThrow(/share hook priority 10/);
  });

  it("a subset implements only its packages' records", () => {
    const base = composeCapabilities(PACKAGES.filter((p) => p.id === "base"));
    expect([...base.implemented.values()].every((p) => p === "base")).toBe(true);
    expect(base.implemented.has("base kind")).toBe(true);
    expect(base.implemented.has("1.276 teleport")).toBe(false);
  });
});
