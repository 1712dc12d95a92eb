// The format document must give every key of the reference a home: every backticked path on every `Keys:`
// line of the spec appears in docs/ruleset-format.md as a definition (in a table row or a heading), and no
// key is defined twice at the same place (the same first-cell key under the same heading).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REFERENCE_SECTIONS } from "../registry/reference-keys.js";

const docFile = path.resolve(process.cwd(), "docs/ruleset-format.md");

/** Every `Keys:` line of the reference (kept as data; node scripts/check-spec.mjs keeps it current). */
function specKeyLines(): string[] {
  return REFERENCE_SECTIONS.map((section) => section.keysLine);
}

/** The backticked tokens of a piece of text, in order. */
function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
}

/** One spelling for comparing: trimmed, escaped table pipes restored, a lone quoted word unquoted. */
function normalize(token: string): string {
  const t = token.trim().replaceAll("\\|", "|");
  const quoted = /^"([^"]*)"$/.exec(t);
  return quoted ? (quoted[1] ?? "") : t;
}

/** True when a token starts with a dotted or listed path (`zone.move.ram`, `modes[]`, `area.shape: "box"`). */
function isPath(token: string): boolean {
  const head = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?(\.[A-Za-z_<][A-Za-z0-9_<>]*(\[\])?)*/.exec(token)?.[0] ?? "";
  return head.includes(".") || head.includes("[]");
}

/** The cells of a table row, split on pipes that are not escaped. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

interface Row {
  readonly heading: string;
  readonly firstCell: string;
  readonly line: number;
}

/** The document read as headings and table rows (header and separator rows left out). */
function readDoc(): { headings: string[]; rows: Row[] } {
  const headings: string[] = [];
  const rows: Row[] = [];
  let heading = "";
  readFileSync(docFile, "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (line.startsWith("#")) {
        heading = line.replace(/^#+\s*/, "");
        headings.push(heading);
      } else if (line.startsWith("|")) {
        const first = cells(line)[0] ?? "";
        if (/^-+$/.test(first) || first === "Key" || first === "Type") return;
        rows.push({ heading, firstCell: first, line: index + 1 });
      }
    });
  return { headings, rows };
}

const keyLines = specKeyLines();
const specTokens = [...new Set(keyLines.flatMap((line) => backticked(line.slice("Keys:".length)).map(normalize)))];
const docText = readFileSync(docFile, "utf8");
const { headings, rows } = readDoc();

// Tokens written in a definition: anywhere in a table row or a heading.
const definedAnywhere = new Set<string>();
for (const line of docText.split("\n")) {
  if (line.startsWith("|") || line.startsWith("#"))
    for (const token of backticked(line)) definedAnywhere.add(normalize(token));
}
// Tokens written in the key column of a row, or in a heading.
const definedAsKey = new Set<string>();
for (const row of rows) for (const token of backticked(row.firstCell)) definedAsKey.add(normalize(token));
for (const heading of headings) for (const token of backticked(heading)) definedAsKey.add(normalize(token));

describe("docs/ruleset-format.md", () => {
  it("reads the keys of the reference", () => {
    expect(keyLines.length).toBeGreaterThan(150);
    expect(specTokens.length).toBeGreaterThan(800);
  });

  it("defines every backticked key of every Keys: line in a table row or heading", () => {
    const missing = specTokens.filter((token) => !definedAnywhere.has(token));
    expect(missing).toEqual([]);
  });

  it("gives every key path (dotted or listed) a row of its own or a heading", () => {
    const missing = specTokens.filter((token) => isPath(token) && !definedAsKey.has(token));
    expect(missing).toEqual([]);
  });

  it("defines no key twice at the same place", () => {
    const seen = new Map<string, number>();
    const twice: string[] = [];
    for (const row of rows) {
      const key = normalize(backticked(row.firstCell)[0] ?? row.firstCell);
      const place = `${row.heading} :: ${key}`;
      const earlier = seen.get(place);
      if (earlier !== undefined) twice.push(`${place} (lines ${earlier} and ${row.line})`);
      else seen.set(place, row.line);
    }
    expect(twice).toEqual([]);
  });
});
