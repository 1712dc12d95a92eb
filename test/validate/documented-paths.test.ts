// Every key path docs/ruleset-format.md writes in the first column of a table of keys is known to the
// validator at the place the table describes: written into a minimal ruleset there, it is never `unknown-key`.
// A name the page writes relative to a key above it (`saveEnds.successes` under `applies[]`) counts as known
// when the registry has it below some key of that place.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allKeys, type Place } from "../../src/registry/index.js";
import { formatPath, type PathSegment } from "../../src/validate/path.js";
import { issuesOf } from "./helpers.js";
import { get, HOSTS, hosted, put, TOP } from "./places.js";

const PAGE = readFileSync(new URL("../../docs/ruleset-format.md", import.meta.url), "utf8");

/** The place each table of keys describes, by the heading above it. */
const TABLES: Record<string, Place> = {
  "Sheet keys": "sheet",
  "Sheet abilities": "sheet.ability",
  "Sheet skills, saves and sections": "sheet.skill",
  "Sheet derived values": "sheet.derived",
  "Sheet pools": "sheet.pool",
  "Sheet tracks": "sheet.track",
  "Sheet conditions": "sheet.condition",
  "Sheet live text fields": "sheet.text",
  "Sheet lists": "sheet.list",
  "Catalog entry keys": "entry",
  "5.1 Kind, action economy and cost": "entry.mechanics",
  "5.2 Targeting": "entry.mechanics",
  "5.3 Rolls and amounts": "entry.mechanics",
  "5.4 Saves": "entry.mechanics",
  "5.5 Conditions applied": "entry.mechanics",
  "5.6 Cures": "entry.mechanics",
  "5.7 Movement, teleport and banishment": "entry.mechanics",
  "5.8 Areas": "entry.mechanics",
  "5.9 Zones": "entry.mechanics",
  "5.10 Summons, calls and conjured weapons": "entry.mechanics",
  "5.11 Shapeshifting": "entry.mechanics",
  "5.12 Held entries": "entry.mechanics",
  Amendments: "entry.mechanics",
  Alterations: "entry.mechanics",
  "5.13 Reactions": "entry.mechanics",
  "5.14 Rescues": "entry.mechanics",
  "5.15 Hiding": "entry.mechanics",
  "6.1 Item keys": "item",
  "6.2 Item use": "item.use",
  "6.3 Item attack": "item.attack",
  "6.4 Item effects": "item.worn",
  "7. Modifiers": "modifier",
  "8.1 Stat block": "creature",
  "8.2 Creature actions": "creature.action",
  "9.1 Combat block keys": "combat",
  "9.2 Combat budgets": "combat.budget",
  "10. Contests": "contest",
  "11.1 Combat condition keys": "combat.condition",
  "11.3 Auras": "combat.condition",
  Behavior: "combat.condition",
  "11.4 Combat levels": "combat.level",
  "11.5 Blocks shared by creatures, conditions and levels": "combat.condition",
  "12. Light": "light",
  "13. Rests": "rest",
  "14.1 Encounter keys": "encounter",
  "14.2 Board": "board",
  "14.3 Props": "board.prop",
  "14.4 Board events": "board.event",
  "14.5 Light rules": "lightRule",
};

/** How the page names a place's own keys from outside it (`use.label` in the item use's table). */
const WRITTEN_FROM: Partial<Record<Place, string>> = {
  "entry.mechanics": "mechanics.",
  "item.use": "use.",
  "item.attack": "attack.",
  "item.worn": "worn.",
};

/** Keys the page writes relative to a key of the place the validator reads as a base list's items. */
const WITHIN: Record<string, string> = {
  "Sheet tracks": "levels[].",
  "5.5 Conditions applied": "applies[].",
};

/** Rows whose first column names no key of the table's place, and what they name. */
const NOT_KEYS: Record<string, string> = {
  "6.2 Item use: tags": "what a use carries from its item in a fight (1.262), not a key written on it",
  "9.1 Combat block keys: search": "a standard action id listed in `combat.standard`, not a key",
  "12. Light: light": "the key holding a light, on a condition, item effect or creature",
  "14.2 Board: light": "`legend.<letter>.light`, a terrain's (written `.light` after `legend.<letter>.height`)",
  "14.2 Board: obscured": "`legend.<letter>.obscured`, likewise",
};

/**
 * Keys the page documents that the validator does not know there, each with why: the test requires them to
 * stay unknown, so one the validator learns must leave this list.
 */
const DOC_GAPS: Record<string, string> = {};

/** A key path as the tables write one: names, dots, `[]`. */
const KEY_PATH = /^[a-zA-Z]\w*(\[\])?(\.[a-zA-Z]\w*(\[\])?)*$/;

/** Every key path of the first column of the tables of keys, with its place and heading. */
function documented(): { heading: string; place: Place; path: string }[] {
  const out: { heading: string; place: Place; path: string }[] = [];
  let heading = "";
  for (const line of PAGE.split("\n")) {
    const title = /^#{2,4} (.+)$/.exec(line);
    if (title) {
      heading = title[1]!.replace(/: .*$/, "").trim();
      continue;
    }
    const place = TABLES[heading];
    if (!place || !line.startsWith("| `")) continue;
    const first = line.split("|")[1]!;
    for (const [, token] of first.matchAll(/`([^`]+)`/g)) {
      const path = token!.startsWith(".") ? token!.slice(1) : token!;
      if (!KEY_PATH.test(path)) continue;
      const from = WRITTEN_FROM[place];
      const own = path.replace(new RegExp(`^${place}\\.`), "");
      out.push({ heading, place, path: from && own.startsWith(from) ? own.slice(from.length) : own });
    }
  }
  return out;
}

const segmentsOf = (path: string): PathSegment[] =>
  path.split(".").flatMap((part) => (part.endsWith("[]") ? [part.slice(0, -2), 0] : [part]));

/** A name written relative to a key above it: the registry has it below some key of the place. */
function knownBelow(place: Place, path: string): boolean {
  const bare = path.replace(/\[\]/g, "");
  return allKeys().some((r) => r.where.includes(place) && `.${r.key.replace(/\[\]/g, "")}`.endsWith(`.${bare}`));
}

/** Written at its place, is the key reported unknown? */
function unknownAt(place: Place, path: string): boolean {
  const doc = hosted(place, TOP);
  const host = HOSTS[place]!;
  const rel = segmentsOf(path);
  put(get(doc, host.at), rel, {});
  const at = formatPath([...host.at, ...rel]);
  return issuesOf(doc).some((i) => i.code === "unknown-key" && (at === i.path || at.startsWith(`${i.path}.`)));
}

const ROWS = documented();

describe("every key path docs/ruleset-format.md documents is known to the validator", () => {
  it("reads the tables of keys", () => {
    expect(ROWS.length).toBeGreaterThan(500);
    expect(new Set(ROWS.map((r) => r.heading)).size).toBe(Object.keys(TABLES).length);
  });

  const name = (r: (typeof ROWS)[number]) => `${r.heading}: ${r.path}`;
  // The mechanics tables also list keys "on a creature action's `applies`" or an item use's.
  const alike = (place: Place): Place[] =>
    place === "entry.mechanics" ? [place, "item.use", "creature.action"] : [place];
  const known = ({ heading, place, path }: (typeof ROWS)[number]) =>
    !unknownAt(place, path) ||
    alike(place).some((p) => knownBelow(p, path)) ||
    (WITHIN[heading] !== undefined && !unknownAt(place, WITHIN[heading] + path));

  it.each(ROWS.filter((r) => !(name(r) in NOT_KEYS) && !(name(r) in DOC_GAPS)).map((r) => [name(r), r] as const))(
    "%s",
    (_, row) => {
      expect(known(row), `${row.path} at ${row.place}`).toBe(true);
    },
  );

  it.each(ROWS.filter((r) => name(r) in DOC_GAPS).map((r) => [name(r), r] as const))(
    "documented, still unknown (to close): %s",
    (_, row) => {
      expect(known(row), DOC_GAPS[name(row)]).toBe(false);
    },
  );

  it("every listed exception is a row of the page", () => {
    const names = new Set(ROWS.map(name));
    expect([...Object.keys(NOT_KEYS), ...Object.keys(DOC_GAPS)].filter((n) => !names.has(n))).toEqual([]);
  });
});
