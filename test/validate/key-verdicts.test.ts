// The validator knows every key of the reference: each record of the registry, at each place it may appear, is
// written into a minimal ruleset and the validator's verdict on it checked. Declared at a version past every
// section, an implemented key draws no issue of its own and an unimplemented one `unsupported` naming its version;
// declared just below its version, any key draws `needs-version` naming it; no key is ever `unknown-key`.
// Records of places outside a ruleset (menu, log, commands, saved state, story, host API, board packs) are
// accounted for by place; phrases of a ruleset place are written by hand (PHRASES).
import { describe, expect, it } from "vitest";
import { allKeys, compareVersions, type KeyRecord, type Place } from "../../src/registry/index.js";
import type { Issue } from "../../src/validate/index.js";
import { formatPath, type PathSegment } from "../../src/validate/path.js";
import { type Doc, fixture, issuesOf } from "./helpers.js";
import { get, HOSTS, type Host, OTHER, OUTSIDE, put, TOP } from "./places.js";

/**
 * Records written in words rather than as a key path ("dice as a list"), or a value this format writes in a form
 * of its own: how each is written. `set` writes it
 * into the host object of each of its places; `path` is where, below the host, the verdict is read.
 */
interface Written {
  readonly path: PathSegment[];
  readonly set: (host: Doc) => void;
  /** What else the document needs (a declaration the phrase names), and where that is. */
  readonly doc?: (doc: Doc) => void;
  readonly docPath?: string;
}
/** A condition kind (1.258) declared on a condition other than the host's. */
const withKind = (doc: Doc) => (doc.combat.conditions[OTHER].kinds = ["disease"]);
const KIND_PATH = `combat.conditions[${OTHER}].kinds`;

const PHRASES: Record<string, Written | { readonly notWritten: string }> = {
  "1.262 item tags carried by an item use in a fight": { notWritten: "what a use does in a fight, with no key" },
  "1.304 creatures it was used on": { notWritten: "what the engine keeps on a live sheet, not the ruleset" },
  "1.201 live tracks": { notWritten: "a sheet's tracks as a fight keeps them, not the ruleset" },
  "1.407 onWin.ends removing the restraint": {
    notWritten: "what the base `onWin.ends` does in a pull, with no key of its own (`pulls` is 1.407's)",
  },
  "1.182 senses.<sense>.add": {
    path: ["senses", "darkvision", "add"],
    set: (h) => (h.senses = { darkvision: { add: 60 } }),
  },
  "1.193 defender omitted": {
    path: ["difficulty"],
    set: (h) => {
      delete h.defender;
      h.difficulty = 12;
    },
  },
  "1.258 a kind in ends.conditions": {
    path: ["ends", "conditions", 0],
    set: (h) => (h.ends = { conditions: ["disease"], count: 1 }),
    doc: withKind,
    docPath: KIND_PATH,
  },
  "1.258 a kind in conditionImmunities": {
    path: ["conditionImmunities", 0],
    set: (h) => (h.conditionImmunities = ["disease"]),
    doc: withKind,
    docPath: KIND_PATH,
  },
  "1.265 auras[].conditions omitted": {
    path: ["auras", 0],
    set: (h) => (h.auras = [{ distance: 10, side: "enemies", harms: { dice: "1d4", type: "fire" } }]),
  },
  "1.271 charges.breaksOn.atMost omitted": {
    path: ["charges", "breaksOn"],
    set: (h) => (h.charges = { max: 3, breaksOn: { regains: { atLeast: 2, amount: "1d3" } } }),
  },
  "1.289 zone.obscures.dispersed as an object": {
    path: ["zone", "obscures", "dispersed"],
    set: (h) => (h.zone = { rounds: 10, obscures: { dispersed: { after: 1 } } }),
  },
  "1.313 abilities.<ability>.max": {
    path: ["abilities", "str", "max"],
    set: (h) => (h.abilities = { str: { max: 19 } }),
  },
  // A value of a list that this format writes as objects: a standard action is `{ id, label, budget }`.
  '1.287 combat.standard: "search"': {
    path: ["standard", 0, "id"],
    set: (h) => (h.standard = [{ id: "search", label: "Search", budget: "action" }]),
  },
  "1.336 brokenNextLair as a list": { path: ["brokenNextLair"], set: (h) => (h.brokenNextLair = ["bite"]) },
  "1.337 dice as a list": {
    path: ["dice"],
    set: (h) => (h.dice = [{ pool: "hit_dice", die: 8, heals: "hp" }]),
  },
  "1.405 inside as an object": { path: ["inside"], set: (h) => (h.inside = { room: { of: 1 } }) },
  '1.419 untrained as {"add": <value>}': { path: ["untrained"], set: (h) => (h.untrained = { add: 1 }) },
};
const UNPLACED: string[] = [];

/**
 * Values the base format already took, that their section brings only beside another key: written with it (the
 * value alone keeps its base meaning, checked in test/validate/qualified-values.test.ts).
 */
const BESIDE: Record<string, { readonly path: PathSegment[]; readonly value: unknown }> = {
  '1.241 reaction.on: "hit"': { path: ["reaction", "by"], value: "self" },
};

/** "a.b[].c" → its segments, a list item as index 0. */
function segmentsOf(path: string): PathSegment[] {
  const out: PathSegment[] = [];
  for (const part of path.split(".")) {
    if (part.endsWith("[]")) out.push(part.slice(0, -2), 0);
    else out.push(part);
  }
  return out;
}

function placeholder(record: KeyRecord): unknown {
  switch (record.schema) {
    case "object":
    case "any":
      return {};
    case "array":
      return [];
    case "string":
      return "x";
    case "number":
    case "integer":
    case "value":
      return 1;
    case "boolean":
      return true;
    case "enum":
      return record.values?.[0] ?? "x";
    case "dice":
      return "1d4";
  }
}

interface Case {
  readonly record: KeyRecord;
  readonly place: Place;
  /** The ruleset at a declared version, with the record written in. */
  readonly build: (version: string) => Doc;
  /** Where the key stands in the document. */
  readonly path: string;
  /** Other paths whose issues speak of it: the key a conditional key is written for (`to`). */
  readonly also: readonly string[];
}

/** The key path of a key record at a place, as written below the place's object. */
function keyPath(record: KeyRecord, place: Place): string {
  let key = record.key;
  // `{ to: "attacks" }.atSource`: a key written for one value of another.
  const when = /^\{[^}]*\}\.(.+)$/.exec(key);
  if (when) key = when[1]!;
  if (record.kind === "value") key = key.slice(0, key.indexOf(":")).trim();
  if (key.startsWith(`${place}.`)) key = key.slice(place.length + 1);
  return key;
}

function caseOf(record: KeyRecord, place: Place): Case | "outside" {
  const hostOf = HOSTS[place];
  if (!hostOf) {
    expect(OUTSIDE[place], `a host for ${place}`).toBeDefined();
    return "outside";
  }
  let rel: PathSegment[];
  let set: (host: Doc) => void;
  let extra: ((doc: Doc) => void) | undefined;
  const also: string[] = [];
  if (record.kind === "phrase" || `${record.version} ${record.key}` in PHRASES) {
    const written = PHRASES[`${record.version} ${record.key}`];
    if (written === undefined) {
      UNPLACED.push(`${record.version} ${record.key} (${place})`);
      return "outside";
    }
    if ("notWritten" in written) return "outside";
    rel = written.path;
    set = written.set;
    extra = written.doc;
    if (written.docPath) also.push(written.docPath);
  } else {
    rel = listed(segmentsOf(keyPath(record, place)), hostOf);
    const when = /^\{\s*(\w+):\s*"([^"]*)"\s*\}\./.exec(record.key);
    const value = record.kind === "value" ? record.values![0] : placeholder(record);
    const beside = BESIDE[`${record.version} ${record.key}`];
    set = (host) => {
      if (when) host[when[1]!] = when[2];
      put(host, rel, value);
      if (beside) put(host, beside.path, beside.value);
    };
    if (when) also.push(formatPath([...hostOf.at, when[1]!]));
    if (beside) also.push(formatPath([...hostOf.at, ...beside.path]));
  }
  const build = (version: string) => {
    const doc = fixture();
    doc.capabilityApi = version;
    hostOf.make?.(doc);
    extra?.(doc);
    set(get(doc, hostOf.at));
    return doc;
  };
  const path = formatPath([...hostOf.at, ...rel]);
  const c = { record, place, build, path, also };
  // A value the base format takes in a list (`effects: ["cannot-heal"]`) is written in one.
  if (record.kind === "value" && issuesOf(build(TOP)).some((i) => i.path === path && i.code === "wrong-type")) {
    const item = record.values![0];
    const listed = (version: string) => {
      const doc = build(version);
      put(get(doc, hostOf.at), rel, [item]);
      return doc;
    };
    return { ...c, build: listed };
  }
  return c;
}

/**
 * The reference writes some keys inside a list without `[]` (`gives.budget` for `gives[].budget`): where the
 * validator wants a list on the way, the key is written in the list's first item.
 */
function listed(rel: PathSegment[], host: Host): PathSegment[] {
  for (let tries = 0; tries < 3; tries++) {
    const doc = fixture();
    doc.capabilityApi = TOP;
    host.make?.(doc);
    put(get(doc, host.at), rel, 1);
    const base = formatPath(host.at);
    const wrong = issuesOf(doc).find(
      (i) => i.code === "wrong-type" && i.message.startsWith("expected an array") && i.path.startsWith(base),
    );
    if (!wrong) return rel;
    const at = rel.findIndex((_, k) => formatPath([...host.at, ...rel.slice(0, k + 1)]) === wrong.path);
    if (at < 0 || at === rel.length - 1) return rel;
    rel = [...rel.slice(0, at + 1), 0, ...rel.slice(at + 1)];
  }
  return rel;
}

/** Issues at the key, below it, at a key around it, or at a key it is written for. */
function around(issues: readonly Issue[], c: Case): Issue[] {
  return issues.filter(
    (i) =>
      i.path === c.path ||
      c.also.includes(i.path) ||
      i.path.startsWith(`${c.path}.`) ||
      i.path.startsWith(`${c.path}[`) ||
      (c.path.startsWith(i.path) && /^[.[]/.test(c.path.slice(i.path.length))),
  );
}

const show = (issues: readonly Issue[]) => issues.map((i) => `${i.path} ${i.code} ${i.capability}: ${i.message}`);

/** The version just below `version` ("1.172" → "1.171"). */
const below = (version: string) => `1.${Number(version.slice(2)) - 1}`;

/**
 * Records whose verdict is not yet the reference's, each with why: the test requires them to still fail, so
 * one that starts to pass must leave this list.
 */
const KNOWN_GAPS: Record<string, string> = {};

const CASES: Case[] = [];
const OUTSIDE_RECORDS: [KeyRecord, Place][] = [];
for (const record of allKeys()) {
  for (const place of record.where) {
    const c = caseOf(record, place);
    if (c === "outside") OUTSIDE_RECORDS.push([record, place]);
    else CASES.push(c);
  }
}

const label = (c: Case) => `${c.record.version} ${c.record.key} at ${c.place}`;

describe("the validator knows every key of the registry, at every place it may appear", () => {
  it("covers every record, each at a ruleset place or at a place outside the ruleset", () => {
    const covered = new Set([...CASES.map((c) => c.record), ...OUTSIDE_RECORDS.map(([r]) => r)]);
    expect(covered.size).toBe(allKeys().length);
    for (const record of allKeys()) expect(compareVersions(record.version, TOP)).toBeLessThan(0);
  });

  it("every phrase of a ruleset place is written by hand", () => {
    expect(UNPLACED).toEqual([]);
  });

  it("the fixture, with every host object made, is sound (but for hosts not implemented themselves)", () => {
    const doc = fixture();
    doc.capabilityApi = TOP;
    for (const host of Object.values(HOSTS)) host?.make?.(doc);
    const hosts = Object.values(HOSTS).map((h) => formatPath(h!.at));
    const issues = issuesOf(doc).filter(
      (i) => !(i.code === "unsupported" && hosts.some((h) => h === i.path || h.startsWith(`${i.path}[`))),
    );
    expect(show(issues)).toEqual([]);
  });

  const regular = (c: Case) => !(label(c) in KNOWN_GAPS);
  it.each(CASES.filter(regular).map((c) => [label(c), c] as const))("%s", (_, c) => {
    verdictAtTop(c);
    verdictBelow(c);
  });

  it.each(CASES.filter((c) => label(c) in KNOWN_GAPS).map((c) => [label(c), c] as const))(
    "known gap, still to close: %s",
    (_, c) => {
      expect(() => {
        verdictAtTop(c);
        verdictBelow(c);
      }, KNOWN_GAPS[label(c)]).toThrow();
    },
  );

  it("every known gap is a case", () => {
    const labels = new Set(CASES.map(label));
    expect(Object.keys(KNOWN_GAPS).filter((gap) => !labels.has(gap))).toEqual([]);
  });
});

/** The validator's verdict on one record at one place, at a version past every section (throws on a wrong one). */
function verdictAtTop(c: Case): void {
  const { record } = c;
  const top = around(issuesOf(c.build(TOP)), c);
  // The walk reached the key: nothing around it is of the wrong type.
  const reached = top.filter((i) => i.code === "wrong-type" && i.path !== c.path && !i.path.startsWith(c.path));
  expect(show(reached), "the placement reaches the key").toEqual([]);
  expect(show(top.filter((i) => i.code === "unknown-key"))).toEqual([]);
  const verdict = top.filter((i) => i.code === "unsupported" || i.code === "needs-version");
  if (record.implemented) {
    expect(show(verdict), "implemented: accepted").toEqual([]);
  } else {
    // Said at the key (or a key it is written for) naming its version, or at a key around it.
    const said = verdict.filter((i) => i.code === "unsupported");
    expect(
      said.some((i) => compareVersions(i.capability, record.version) <= 0 || c.path.startsWith(i.path)),
      `unsupported naming ${record.version}: ${show(top).join("; ")}`,
    ).toBe(true);
  }
}

/** The verdict declared just below the record's version: `needs-version` naming it (throws on a wrong one). */
function verdictBelow(c: Case): void {
  const { record } = c;
  if (record.version !== "base") {
    const under = around(issuesOf(c.build(below(record.version))), c);
    expect(
      under.some((i) => i.code === "needs-version" && compareVersions(i.capability, record.version) >= 0),
      `needs-version ${record.version} under it: ${show(under).join("; ")}`,
    ).toBe(true);
    expect(show(under.filter((i) => i.code === "unknown-key"))).toEqual([]);
  }
}
