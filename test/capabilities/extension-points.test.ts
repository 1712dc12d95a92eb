// The core's extension point for the text log: each package words its own events.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { installEventTexts } from "../../src/combat/event-text.js";
import { installFightMethods } from "../../src/combat/fight.js";
import { type CombatEvent, Fight, formatEvent, PACKAGES } from "../../src/index.js";

describe("event wording by package", () => {
  it("words a package's event through the package's own text", () => {
    const teleport = PACKAGES.find((p) => p.id === "teleport")!;
    expect(Object.keys(teleport.events ?? {}).sort()).toEqual(["escaped", "smoke", "teleport"]);
    const e: Extract<CombatEvent, { t: "smoke" }> = { t: "smoke", what: "form", by: "Mountebank", cells: [[4, 3]] };
    expect(formatEvent(e)).toBe("Smoke hides (4, 3) (Mountebank)");
    expect(formatEvent(e)).toBe(teleport.events!.smoke!(e, { who: (id: string) => id } as never));
  });

  it("gives each event type one owner", () => {
    const owners = new Map<string, string>();
    for (const p of PACKAGES)
      for (const t of Object.keys(p.events ?? {})) {
        expect(owners.get(t), `${t} worded by ${owners.get(t)} and ${p.id}`).toBeUndefined();
        owners.set(t, p.id);
      }
    expect(() => installEventTexts([...PACKAGES.map((p) => p.events), { smoke: () => "smoke" }])).toThrow(
      /worded by two packages/,
    );
    // Put back every package's wording, as the composition root installed it.
    installEventTexts(PACKAGES.map((p) => p.events));
  });
});

describe("fight methods by package", () => {
  it("puts a package's methods on Fight, and refuses a name given twice", () => {
    const held = PACKAGES.find((p) => p.id === "held-ground")!;
    const zones = PACKAGES.find((p) => p.id === "zones")!;
    expect(Object.keys(held.fight ?? {})).toEqual(["releaseHeldGround"]);
    expect(Object.keys(zones.fight ?? {})).toEqual(["zones"]);
    expect(Fight.prototype.releaseHeldGround).toBe(held.fight!.releaseHeldGround);
    expect(Fight.prototype.zones).toBe(zones.fight!.zones);
    // Installing the same methods again changes nothing; another package's method of that name is refused.
    installFightMethods(PACKAGES.map((p) => p.fight));
    expect(() => installFightMethods([{ zones: () => [] }])).toThrow(/already has a method "zones"/);
    expect(() => installFightMethods([{ choose: () => undefined }])).toThrow(/already has a method "choose"/);
  });
});

describe("event types by package", () => {
  it("keeps only the core's events in the core's union: each package's are declared in its folder", () => {
    const source = readFileSync(new URL("../../src/combat/events.ts", import.meta.url), "utf8");
    const union = source.slice(source.indexOf("type CoreEvent ="));
    const core = new Set([...union.matchAll(/\bt: "([^"]+)"/g)].map((m) => m[1]!));
    expect(core.has("turn")).toBe(true);
    for (const p of PACKAGES)
      for (const t of Object.keys(p.events ?? {})) expect(core.has(t), `${t} (${p.id}) is in CoreEvent`).toBe(false);
    // …and each package's events are declared where its wording is.
    for (const p of PACKAGES.filter((p) => p.events)) {
      const dir = new URL(`../../src/capabilities/${p.id}/`, import.meta.url);
      const declared = readdirSync(dir)
        .map((f) => readFileSync(new URL(f, dir), "utf8"))
        .join("\n");
      for (const t of Object.keys(p.events!))
        expect(declared, `${t} declared by ${p.id}`).toMatch(new RegExp(`t: "${t}"`));
    }
  });
});
