// Parses the `Keys:` lines of the reference into key records. The grammar of a line, as written:
//   item  := head ["(" place-or-values ")"] ["with" sub {"," sub}] ["(" place ")"]
//   sub   := "`name`" ["(" values-or-subkeys ")"]
// items separated by "," or ";". What this cannot read is fixed in src/registry/overrides.ts.
import type { Place } from "../../src/registry/places.js";
import type { KeyKind } from "../../src/registry/types.js";
import { type PlaceRef, placeOf } from "./place-phrases.js";
import { onlyTicks, type Piece, pieces, splitTop, ticks, unquote } from "./split.js";

export interface ParsedKey {
  key: string;
  kind: KeyKind;
  where: Place[];
  values?: string[];
  /** A version the text states for this key ("Capability API 1.83"), overriding its section's. */
  version?: string;
  /** The item of the `Keys:` line it came from, to match overrides against. */
  raw: string;
  /** The reference's own spelling, when the key is written otherwise here. */
  as?: string;
}

export interface ParsedSection {
  version: string;
  title: string;
  part: string;
  /** Text of the section after the `Keys:` line (examples are read for schema hints). */
  body: string;
  keysLine: string;
  keys: ParsedKey[];
}

/** Struct-paren names read as values rather than sub-keys, where the reference lists bare words. */
const VALUE_PARENTS = new Set(["side", "blocks", "moves", "at", "health"]);

interface Sub {
  names: string[];
  /** Values or sub-keys attached to the last name. */
  inner?: string;
}

interface Item {
  raw: string;
  head: string;
  headParen?: string;
  /** A parenthesis after the head that lists values or sub-keys rather than a place. */
  headInner?: string;
  place?: PlaceRef;
  values: string[];
  version?: string;
  subs: Sub[];
  open: boolean;
}

/** Reads one section's `Keys:` line. */
export function parseKeysLine(line: string): ParsedKey[] {
  const body = line.replace(/^Keys:\s*/, "").replace(/\.\s*$/, "");
  const out: ParsedKey[] = [];
  let previous: PlaceRef | undefined;
  const all: Item[] = [];
  for (const segment of splitTop(body, [";"])) {
    const items = groupItems(splitTop(segment, [","]));
    for (const item of items) if (item.headParen === "same places") item.place = previous;
    // "`a`, `b` (place)": an item without a place takes the next one's.
    for (let i = items.length - 2; i >= 0; i--) if (!items[i]!.place) items[i]!.place = items[i + 1]!.place;
    for (const item of items) previous = item.place ?? previous;
    all.push(...items);
  }
  // "`a` with …; `b`; `c` (place)": still without a place, take the next place on the line.
  for (let i = all.length - 2; i >= 0; i--) if (!all[i]!.place) all[i]!.place = all[i + 1]!.place;
  for (const item of all) out.push(...keysOf(item));
  return out;
}

/** Splits a paren's text into its place, its values and a stated version. */
function readParen(text: string): { place?: PlaceRef; values: string[]; version?: string } {
  const values: string[] = [];
  let place: PlaceRef | undefined;
  let version: string | undefined;
  for (const seg of splitTop(text, [";", " — "])) {
    const found = placeOf(seg);
    const stated = /^Capability API (1\.\d+)$/.exec(seg);
    if (found && !place) place = found;
    else if (found && place)
      place = { places: [...place.places, ...found.places], prefix: place.prefix ?? found.prefix };
    else if (stated) version = stated[1];
    else if (/^value `/.test(seg)) values.push(...ticks(seg).map(unquote));
    else if (onlyTicks(seg)) values.push(...ticks(seg).map(unquote));
  }
  return { place, values, version };
}

function isPlaceParen(text: string): boolean {
  return splitTop(text, [";", " — "]).some((seg) => placeOf(seg) !== undefined) || text === "same places";
}

/** Groups the comma-separated elements of a segment into items, joining "with" lists. */
function groupItems(elements: string[]): Item[] {
  const items: Item[] = [];
  let cur: Item | undefined;
  for (const el of elements) {
    if (cur?.open && /^(and |or )?[`"]/.test(el) && !/^"[A-Z]/.test(el) && !startsItem(cur, el)) {
      const sub = readSub(el);
      if (!sub.place) {
        cur.subs.push(sub.sub);
        cur.raw += `, ${el}`;
        continue;
      }
      if (!cur.place) {
        cur.subs.push(sub.sub);
        cur.place = sub.place;
        cur.raw += `, ${el}`;
        cur.open = false;
        continue;
      }
    }
    if (cur) cur.open = false;
    cur = readItem(el);
    items.push(cur);
  }
  return items;
}

/** A sub-list element that is really the next item: it has its own "with", or names a sibling path. */
function startsItem(cur: Item, el: string): boolean {
  if (splitTop(el, [" with "]).length > 1) return true;
  const name = ticks(el)[0] ?? "";
  const root = (s: string) => s.split(/[.[]/)[0];
  return /[.[]/.test(name) && root(name) === root(ticks(cur.head)[0] ?? "");
}

function readSub(text: string): { sub: Sub; place?: PlaceRef } {
  const names: string[] = [];
  let inner: string | undefined;
  let place: PlaceRef | undefined;
  for (const p of pieces(text)) {
    if (!p.paren) names.push(...ticks(p.text));
    else if (isPlaceParen(p.text)) place = readParen(p.text).place;
    else inner = p.text;
  }
  return { sub: { names, inner }, place };
}

function readItem(el: string): Item {
  const [before, after] = splitTop(el, [" with "]).length > 1 ? splitAtWith(el) : [el, undefined];
  const ps: Piece[] = pieces(before);
  const head = ps
    .filter((p) => !p.paren)
    .map((p) => p.text)
    .join(" ")
    .replace(/^(and|or) /, "");
  const item: Item = { raw: el, head, values: [], subs: [], open: false };
  for (const p of ps.filter((q) => q.paren)) {
    if (isPlaceParen(p.text)) {
      const r = readParen(p.text);
      item.place = r.place;
      item.values.push(...r.values);
      item.version = r.version;
      item.headParen = p.text;
    } else item.headInner = p.text;
  }
  if (after !== undefined) {
    const sub = readSub(after);
    item.subs.push(sub.sub);
    item.open = true;
    if (sub.place && !item.place) {
      item.place = sub.place;
      item.open = false;
    }
  }
  return item;
}

function splitAtWith(el: string): [string, string] {
  const parts = splitTop(el, [" with "]);
  return [parts[0]!, parts.slice(1).join(" with ")];
}

const VALUE_KEY = /^"?([\w.[\]]+)"?:\s*"([^"]*)"$/;

/** The records of one item: its head keys and their sub-keys, in its places. */
function keysOf(item: Item): ParsedKey[] {
  const ref = item.place;
  let where: Place[] = ref ? [...new Set(ref.places)] : [];
  if (/\bmodifier\b/.test(item.head)) where = ["modifier"];
  const prefix = ref?.prefix ?? "";
  const version = item.version;
  const out: ParsedKey[] = [];
  const heads = headKeys(item.head);
  for (const h of heads) {
    const key = place(prefix, normalize(h.key, where));
    const values = h.values ?? (item.values.length > 0 ? item.values : undefined);
    const as = key !== h.key ? h.key : undefined;
    out.push({ key, kind: h.kind, where, values, version, raw: item.raw, ...(as ? { as } : {}) });
    const parent = h.kind === "value" ? valueParent(key) : key;
    const subs =
      item.headInner !== undefined ? [{ names: [] as string[], inner: item.headInner }, ...item.subs] : item.subs;
    for (const sub of subs) {
      if (sub.names.length === 0 && sub.inner !== undefined) {
        const inner = ticks(sub.inner).map(unquote);
        const last = key.split(".").pop() ?? key;
        if (VALUE_PARENTS.has(last) || ticks(sub.inner).some((t) => /^".*"$|-/.test(t)))
          out[out.length - 1]!.values = inner;
        else for (const n of inner) out.push({ key: `${parent}.${n}`, kind: "key", where, version, raw: item.raw });
        continue;
      }
      for (const [i, name] of sub.names.entries()) {
        const subKey = `${parent}.${unquote(name)}`;
        const last = i === sub.names.length - 1;
        if (last && sub.inner !== undefined) {
          const inner = ticks(sub.inner).map(unquote);
          const asValues = VALUE_PARENTS.has(name) || ticks(sub.inner).some((t) => /^".*"$|-/.test(t));
          out.push({ key: subKey, kind: "key", where, values: asValues ? inner : undefined, version, raw: item.raw });
          if (!asValues)
            for (const n of inner) out.push({ key: `${subKey}.${n}`, kind: "key", where, version, raw: item.raw });
        } else out.push({ key: subKey, kind: "key", where, version, raw: item.raw });
      }
    }
  }
  return out;
}

/** `to: "attacks"` → `{to: "attacks"}`, the parent that a modifier's own keys sit under. */
function valueParent(key: string): string {
  return `{${key}}`;
}

function place(prefix: string, key: string): string {
  if (!prefix || key.startsWith(prefix) || key.startsWith(prefix.replace("[].", "."))) return key;
  return prefix + key;
}

/** Keys are written relative to their place: `mechanics.teleport` at entry mechanics is `teleport`. */
function normalize(key: string, where: Place[]): string {
  if (where.length === 1 && where[0] === "entry.mechanics" && key.startsWith("mechanics.")) return key.slice(10);
  if (where.includes("item.use") && key.startsWith("use.")) return key.slice(4);
  if (where.includes("item.attack") && key.startsWith("attack.")) return key.slice(7);
  return key;
}

interface Head {
  key: string;
  kind: KeyKind;
  values?: string[];
}

/** The keys an item's head names: "`a`", "`a` and `b`", "`a: "v"`", "`"x"` effect", or a phrase. */
function headKeys(head: string): Head[] {
  const t = ticks(head);
  if (t.length === 0) return [{ key: head.replace(/^"|"$/g, "").trim(), kind: "phrase" }];
  const effect = /^(effect `([^`]+)`|`([^`]+)` effect)$/.exec(head);
  if (effect) {
    const v = unquote(effect[2] ?? effect[3]!);
    return [{ key: `effects: "${v}"`, kind: "value", values: [v] }];
  }
  const onModifier = /^`([^`]+)` on an? `"?to"?: "([^"]+)"` modifier$/.exec(head);
  if (onModifier) return [{ key: `{to: "${onModifier[2]}"}.${onModifier[1]}`, kind: "key" }];
  // "`a`", "`a` and `b`", with a few words of prose around: "ready entries `comes` and `acts`", "`search` standard action".
  const joined = /^([A-Za-z ]+ )?`[^`]+`((,| and| or) `[^`]+`)*( [A-Za-z -]+)?$/.test(head);
  const names = joined ? t : [t[0]!];
  return names.map((name) => {
    const v = VALUE_KEY.exec(name);
    if (v) return { key: `${v[1]}: "${v[2]}"`, kind: "value" as const, values: [v[2]!] };
    return { key: unquote(name), kind: "key" as const };
  });
}

/** Reads every section of one part of the reference. */
export function parsePart(part: string, text: string): ParsedSection[] {
  const out: ParsedSection[] = [];
  const chunks = text.split(/^## /m).slice(1);
  for (const chunk of chunks) {
    const nl = chunk.indexOf("\n");
    const heading = chunk.slice(0, nl).trim();
    const m = /^(1\.\d+) — (.+)$/.exec(heading);
    const version = heading === "Base keys" ? "base" : m?.[1];
    if (version === undefined) throw new Error(`${part}: unreadable section heading "${heading}"`);
    const title = m?.[2] ?? "Base keys";
    const lines = chunk.slice(nl + 1).split("\n");
    const at = lines.findIndex((l) => l.startsWith("Keys:"));
    if (at < 0) throw new Error(`${part} ${version}: no Keys: line`);
    const keysLine = lines[at]!;
    out.push({ version, title, part, body: lines.slice(at + 1).join("\n"), keysLine, keys: parseKeysLine(keysLine) });
  }
  return out;
}
