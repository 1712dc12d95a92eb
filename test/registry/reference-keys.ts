// The reference's sections and their `Keys:` lines, kept in the repository as data (reference-keys.json) so
// the tests never read the reference text itself; node scripts/check-spec.mjs checks the data against it.
import { readFileSync } from "node:fs";

export interface ReferenceSection {
  /** The file of the reference that holds the section, "part-1.md". */
  readonly part: string;
  /** "base" or the Capability API version the section introduces, "1.172". */
  readonly version: string;
  readonly title: string;
  /** The section's `Keys:` line, as written. */
  readonly keysLine: string;
}

export const REFERENCE_SECTIONS: readonly ReferenceSection[] = JSON.parse(
  readFileSync(new URL("./reference-keys.json", import.meta.url), "utf8"),
);

/** The parts of the reference, in order, each with its sections. */
export function referenceParts(): Map<string, ReferenceSection[]> {
  const parts = new Map<string, ReferenceSection[]>();
  for (const section of REFERENCE_SECTIONS) parts.set(section.part, [...(parts.get(section.part) ?? []), section]);
  return parts;
}
