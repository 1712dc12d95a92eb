// Every relative link in the README, docs/ and examples/ leads to a file of this repository, and no document
// points outside it (a clone or an installed package has nothing beside the repository).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === "node_modules" ? [] : markdownFiles(file);
    return d.name.endsWith(".md") ? [file] : [];
  });
}

const documents = ["README.md", ...markdownFiles("docs"), ...markdownFiles("examples")];

/** Targets of `[text](target)` links that are neither web addresses nor anchors within the page. */
function relativeLinks(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z]+:/i.test(target) || target.startsWith("#")) continue;
    out.push(target.split("#")[0]);
  }
  return out;
}

describe("documentation links", () => {
  it("finds the documents", () => {
    expect(documents).toContain(path.join("docs", "capabilities.md"));
    expect(documents.length).toBeGreaterThan(10);
  });
  for (const doc of documents) {
    it(`${doc}: relative links resolve inside the repository`, () => {
      const text = readFileSync(doc, "utf8");
      const broken: string[] = [];
      for (const link of relativeLinks(text)) {
        const target = path.resolve(path.dirname(doc), decodeURI(link));
        if (!target.startsWith(root + path.sep) || !existsSync(target)) broken.push(link);
      }
      expect(broken).toEqual([]);
      // Paths written as code count too: a reader follows `../x` as readily as a link.
      const missing = [...text.matchAll(/`(\.\.\/[^`\s]*)`/g)]
        .map((m) => m[1])
        .filter((p) => {
          const target = path.resolve(path.dirname(doc), p);
          return !target.startsWith(root + path.sep) || !existsSync(target);
        });
      expect(missing).toEqual([]);
    });
  }
});
