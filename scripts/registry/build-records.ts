// Turns parsed sections into key records: applies the hand-curated overrides, then keeps each key at each
// place at the first version that lists it (later listings go to `also`).
import { DROP, EXTRA, type KeySpec, MOVES, RENAMES, REPLACE, SCHEMAS, VALUES } from "../../src/registry/overrides.js";
import { PLACE_IDS, type Place } from "../../src/registry/places.js";
import type { KeyKind, Schema } from "../../src/registry/types.js";
import { compareVersions } from "../../src/registry/version.js";
import type { ParsedKey, ParsedSection } from "./parse-keys.js";
import { schemaHint } from "./schema-hint.js";

export interface BuiltRecord {
  key: string;
  as?: string;
  kind: KeyKind;
  version: string;
  also: string[];
  where: Place[];
  values?: string[];
  schema: Schema;
}

interface Occurrence {
  key: string;
  as?: string;
  kind?: KeyKind;
  version: string;
  section: string;
  where: Place[];
  also: Set<string>;
  values: string[];
}

/** The keys of one section after the overrides: replaced items, extra keys, renames and drops. */
export const unmatched: string[] = [];

export function curatedKeys(section: ParsedSection): KeySpec[] {
  const used = new Set<number>();
  const out: KeySpec[] = [];
  const byRaw = new Map<string, ParsedKey[]>();
  for (const k of section.keys) byRaw.set(k.raw, [...(byRaw.get(k.raw) ?? []), k]);
  for (const [raw, keys] of byRaw) {
    const at = REPLACE.findIndex((r) => r.version === section.version && raw.includes(r.raw));
    if (at < 0) {
      out.push(...keys);
      continue;
    }
    if (!used.has(at)) out.push(...REPLACE[at]!.keys);
    used.add(at);
  }
  for (const [i, r] of REPLACE.entries())
    if (r.version === section.version && !used.has(i)) unmatched.push(`${r.version} ${JSON.stringify(r.raw)}`);
  out.push(...EXTRA.filter((e) => e.version === section.version).flatMap((e) => e.keys));
  return out
    .map((k) => {
      const key = rename(k.key, k.where);
      return key === k.key ? k : { ...k, key, as: k.as ?? k.key };
    })
    .map(move)
    .filter((k) => !DROP.some((d) => d.version === section.version && d.key === k.key));
}

/** A key written from another place than its home goes home (MOVES), keeping the reference's spelling. */
function move(k: KeySpec): KeySpec {
  for (const [from, prefix, to, toPrefix] of MOVES)
    if (k.where.includes(from) && k.key.startsWith(prefix)) {
      const where = k.where.map((p) => (p === from ? to : p));
      return { ...k, key: toPrefix + k.key.slice(prefix.length), where, as: k.as ?? k.key };
    }
  return k;
}

function rename(key: string, where: readonly Place[]): string {
  for (const [place, from, to] of RENAMES)
    if ((place === "*" || where.includes(place)) && key.startsWith(from)) return to + key.slice(from.length);
  return key;
}

/** Commands, host calls and patterns such as `kind-<id>` are not JSON keys: they are phrases. */
function phraseLike(key: string, place: Place): KeyKind {
  return place === "command" || place === "api" || /[<\s]/.test(key.replace(/^\{to: "[^"]*"\}/, "")) ? "phrase" : "key";
}

/** All records of the reference, ordered by version then by first appearance. */
export function buildRecords(sections: ParsedSection[]): BuiltRecord[] {
  const texts = sections.map((s) => s.body);
  const whole = texts.join("\n");
  const bodyOf = new Map(sections.map((s) => [s.version, s.body]));
  const ordered = [...sections].sort((a, b) => compareVersions(a.version, b.version));
  const first = new Map<string, Occurrence>();
  for (const section of ordered) {
    for (const k of curatedKeys(section)) {
      if (k.where.length === 0) throw new Error(`${section.version}: ${k.key} has no place`);
      const version = k.version ?? section.version;
      for (const place of k.where) {
        const id = `${k.kind ?? "key"}|${k.key}|${place}`;
        const seen = first.get(id);
        if (!seen) {
          // A key given an older version than the section that lists it (a limit, a requirement): the
          // section still counts as one that lists it.
          const also = new Set(compareVersions(section.version, version) > 0 ? [section.version] : []);
          const values = [...(k.values ?? [])];
          first.set(id, {
            key: k.key,
            as: k.as,
            kind: k.kind,
            where: [place],
            version,
            section: section.version,
            also,
            values,
          });
          continue;
        }
        if (section.version !== seen.section) seen.also.add(section.version);
        if (!seen.as && k.as) seen.as = k.as;
        for (const v of k.values ?? []) if (!seen.values.includes(v)) seen.values.push(v);
      }
    }
  }
  // One record per key, version and kind, with every place it appeared in at that version.
  const records = new Map<string, BuiltRecord & { section: string }>();
  for (const o of first.values()) {
    const kind = o.kind ?? phraseLike(o.key, o.where[0]!);
    const id = `${kind}|${o.key}|${o.version}`;
    const r = records.get(id);
    if (r) {
      r.where.push(o.where[0]!);
      r.as ??= o.as;
      for (const a of o.also) if (!r.also.includes(a)) r.also.push(a);
      for (const v of o.values) if (!r.values?.includes(v)) r.values = [...(r.values ?? []), v];
      continue;
    }
    records.set(id, {
      key: o.key,
      as: o.as,
      kind,
      version: o.version,
      also: [...o.also],
      where: [o.where[0]!],
      values: o.values.length > 0 ? o.values : undefined,
      schema: "any",
      section: o.section,
    });
  }
  if (unmatched.length > 0) throw new Error(`overrides that match no item:\n${unmatched.join("\n")}`);
  const out: BuiltRecord[] = [];
  for (const r of records.values()) {
    r.where.sort((a, b) => PLACE_IDS.indexOf(a) - PLACE_IDS.indexOf(b));
    r.also.sort(compareVersions);
    const values = VALUES[r.key] ? [...VALUES[r.key]!] : r.values;
    const schema = SCHEMAS[r.key] ?? schemaHint(r.key, r.kind, values, [bodyOf.get(r.section) ?? "", whole]);
    out.push({ key: r.key, as: r.as, kind: r.kind, version: r.version, also: r.also, where: r.where, values, schema });
  }
  return out;
}
