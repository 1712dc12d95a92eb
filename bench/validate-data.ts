// The benchmark's 2 MB ruleset: the minimal fixture's catalog entries repeated under new ids.
import { readFileSync } from "node:fs";

export const TARGET_BYTES = 2 * 1024 * 1024;

/** The fixture with its catalogs repeated until the document is about `bytes` long. */
export function bigRuleset(bytes = TARGET_BYTES): string {
  const doc = JSON.parse(readFileSync("test/fixtures/minimal-5e.json", "utf8"));
  const originals = Object.fromEntries(
    Object.entries(doc.catalogs as Record<string, { entries: { id: string }[] }>).map(([name, c]) => [
      name,
      [...c.entries],
    ]),
  );
  const base = JSON.stringify(doc).length;
  const perCopy = JSON.stringify(Object.values(originals)).length;
  const copies = Math.ceil((bytes - base) / perCopy);
  for (let copy = 1; copy <= copies; copy++) {
    for (const [name, entries] of Object.entries(originals)) {
      for (const entry of entries)
        doc.catalogs[name].entries.push({ ...structuredClone(entry), id: `${entry.id}-${copy}` });
    }
  }
  return JSON.stringify(doc);
}
