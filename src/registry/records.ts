import { ENGINE_KEYS, isEngineKey } from "./engine-keys.js";
import { KEYS, SECTIONS } from "./keys.generated.js";
import type { Place } from "./places.js";
import type { KeyKind, KeyRecord, Schema, SectionInfo } from "./types.js";

const KINDS: readonly KeyKind[] = ["key", "value", "phrase"];

/** The sections of the reference, in the order of its parts. */
export const sections: readonly SectionInfo[] = SECTIONS.map(([version, title, part]) => ({
  version,
  title,
  part: `part-${part}.md`,
}));

const titles = new Map(sections.map((s) => [s.version, s.title]));

/** The sections that introduce no key (1.243, 1.277: behaviour changes alone). A package claims such a section's
 * behaviour by naming its bare version ("1.243") among what it implements. */
export const keylessSections: readonly string[] = (() => {
  const introducing = new Set([...KEYS.map((k) => k[2]), ...ENGINE_KEYS.map((k) => k[2])]);
  return sections.filter((s) => !introducing.has(s.version)).map((s) => s.version);
})();

/** Unpacks the generated tuples into records; `implemented` marks the records listed there (as
 * "<version> <key>": the composition root derives them from the package descriptors). */
export function unpack(implemented: Iterable<string> = []): KeyRecord[] {
  const done = new Set(implemented);
  const all = [...KEYS, ...(ENGINE_KEYS as unknown as typeof KEYS)];
  return all.map(([key, kind, version, where, schema, values, also, as]) => ({
    key,
    kind: KINDS[kind]!,
    version,
    also: also ?? [],
    where: where.split(" ") as Place[],
    ...(values && values.length > 0 ? { values } : {}),
    schema: schema as Schema,
    // amountAdd (1.83) is listed among the base keys: its title is theirs.
    title: titles.get(version) ?? titles.get("base")!,
    implemented: done.has(`${version} ${key}`),
    ...(as !== undefined ? { as } : {}),
    ...(isEngineKey(key) ? { engine: true as const } : {}),
  }));
}
