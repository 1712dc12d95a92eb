// The core's extension point for the text log: each package words its own events.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { installEventTexts } from "../../src/combat/event-text.js";
import { logText } from "../../src/combat/log-text.js";
import { plainNames } from "../../src/combat/names.js";
import { composeCapabilities } from "../../src/combat/package.js";
import {
  type CapabilityPackage,
  type CombatEvent,
  createEngine,
  Fight,
  formatEvent,
  PACKAGES,
} from "../../src/index.js";
import { fighter } from "../combat/helpers.js";

const text = readFileSync(new URL("../combat/fixtures/5e.json", import.meta.url), "utf8");

describe("event wording by package", () => {
  it("words a package's event through the package's own text", () => {
    const teleport = PACKAGES.find((p) => p.id === "teleport")!;
    expect(Object.keys(teleport.events ?? {}).sort()).toEqual(["escaped", "smoke", "teleport"]);
    const e: Extract<CombatEvent, { t: "smoke" }> = { t: "smoke", what: "form", by: "Mountebank", cells: [[4, 3]] };
    expect(formatEvent(e)).toBe("Smoke hides (4, 3) (Mountebank)");
    expect(formatEvent(e)).toBe(
      teleport.events!.smoke!(e, { who: (id: string) => id } as Parameters<
        NonNullable<NonNullable<typeof teleport.events>["smoke"]>
      >[1]),
    );
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
    installEventTexts(
      PACKAGES.map((p) => p.events),
      PACKAGES.flatMap((p) => p.spendsFirst ?? []),
    );
  });

  it("joins the spending before a package's roll to its line when the package says it spends first", () => {
    const escapes = PACKAGES.find((p) => p.id === "escapes")!;
    expect(escapes.spendsFirst).toEqual(["escape"]);
    const events: CombatEvent[] = [
      { t: "budget", who: "Ana", budget: "action", change: -1 },
      {
        t: "escape",
        who: "Ana",
        from: "Mage",
        contest: "escape",
        attacker: { check: "athletics", d20: { rolls: [12], mode: "normal", natural: 12 }, bonus: 2, total: 14 },
        difficulty: 13,
        won: true,
      },
    ];
    const [line, ...rest] = logText(events, plainNames);
    expect(rest).toEqual([]);
    expect(line).toMatch(/^Ana escapes Mage's hold .* vs DC 13, spending /);
    // Without the package's word, the spending is a line of its own.
    installEventTexts(PACKAGES.map((p) => p.events));
    expect(logText(events, plainNames)).toHaveLength(2);
    installEventTexts(
      PACKAGES.map((p) => p.events),
      PACKAGES.flatMap((p) => p.spendsFirst ?? []),
    );
  });
});

describe("fight methods and director parts by composition", () => {
  it("gives a fight the methods of its engine's packages only, and refuses a name given twice", async () => {
    const held = PACKAGES.find((p) => p.id === "held-ground")!;
    const zones = PACKAGES.find((p) => p.id === "zones")!;
    expect(Object.keys(held.fight ?? {})).toEqual(["releaseHeldGround"]);
    expect(Object.keys(zones.fight ?? {})).toEqual(["zones"]);
    const start = async (packages?: readonly CapabilityPackage[]) => {
      const engine = await createEngine(packages ? { capabilities: packages } : {});
      const fight = engine.startCombat(engine.load(text), { party: [fighter], enemies: ["monsters/goblin"], seed: 1 });
      return fight.choose(engine.direct(fight.ruleset, fight.state));
    };
    const whole = await start();
    expect(whole).toBeInstanceOf(Fight);
    expect(whole.releaseHeldGround).toBe(held.fight!.releaseHeldGround);
    expect(whole.zones).toBe(zones.fight!.zones);
    const base = await start(PACKAGES.filter((p) => p.id === "base" || p.id === "sheet"));
    expect(base).toBeInstanceOf(Fight);
    expect("zones" in base).toBe(false);
    expect("releaseHeldGround" in base).toBe(false);
    const withZones = await start(PACKAGES.filter((p) => ["base", "sheet", "zones"].includes(p.id)));
    expect(withZones.zones).toBe(zones.fight!.zones);
    expect("releaseHeldGround" in withZones).toBe(false);
    const again: CapabilityPackage = { id: "again", summary: "test", implements: [], modules: [], fight: zones.fight };
    const other: CapabilityPackage = { ...again, id: "other", fight: { zones: () => [] } };
    expect(() => composeCapabilities([again, other])).toThrow(/two packages add a method "zones"/);
    const shadow = { ...again, fight: { choose: () => undefined } };
    const engine = await createEngine({ capabilities: [...PACKAGES.filter((p) => p.id === "base"), shadow] });
    expect(() =>
      engine.startCombat(engine.load(text), { party: [fighter], enemies: ["monsters/goblin"], seed: 1 }),
    ).toThrow(/already has a method "choose"/);
  });

  it("gives the director the parts of the composed packages only", () => {
    const whole = composeCapabilities(PACKAGES);
    const base = composeCapabilities(PACKAGES.filter((p) => p.id === "base" || p.id === "sheet"));
    expect(whole.directorParts.get("teleport")).toBe(PACKAGES.find((p) => p.id === "teleport")!.director!.teleport);
    expect(whole.effectWorths.length).toBeGreaterThan(0);
    expect([...base.directorParts.keys()]).toEqual([]);
    expect(base.effectWorths).toEqual([]);
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

describe("summary marks by package", () => {
  it("takes a combatant's marks from the packages composed, none from the core", () => {
    const all = composeCapabilities(PACKAGES);
    const owners = PACKAGES.filter((p) => p.summaryMarks).map((p) => p.id);
    expect(owners.sort()).toEqual(["held-ground", "teleport"]);
    expect(all.summaryMarks).toHaveLength(2);
    type Mark = (typeof all.summaryMarks)[number];
    const left = { id: "u", side: "enemies", left: true, felled: true } as Parameters<Mark>[1];
    const marks = Object.assign({}, ...all.summaryMarks.map((m) => m({} as Parameters<Mark>[0], left)));
    expect(marks).toEqual({ escaped: true, felled: true });
    const base = composeCapabilities(PACKAGES.filter((p) => p.id === "base"));
    expect(base.summaryMarks).toEqual([]);
  });
});

describe("moments by package", () => {
  it("words a package's moment through the package, its askers acting", () => {
    const lair = PACKAGES.find((p) => p.id === "lair")!;
    expect(Object.keys(lair.moments ?? {})).toEqual(["lair"]);
    const e: CombatEvent = { t: "window", moment: "lair", subject: "Dragon", ask: ["Dragon"] };
    expect(formatEvent(e)).toBe("Dragon's lair count: Dragon may act");
    const hit: CombatEvent = { t: "window", moment: "hit", subject: "Ana", about: "Orc", ask: ["Ben"] };
    expect(formatEvent(hit)).toBe("Ana hits Orc: Ben may react");
  });
});
