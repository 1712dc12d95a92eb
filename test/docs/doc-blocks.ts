// Runs the code blocks of a Markdown document the way a reader would, in a fresh folder where
// node_modules/gamemode-engine is this repository (as `npm install gamemode-engine` would make it, built):
//   - a JSON block after `<!-- file: NAME -->` is written to NAME; after `<!-- merge: NAME -->` its keys are
//     merged into NAME (objects key by key, anything else replaced);
//   - ts/js blocks make one program, each block continuing the ones before it;
//   - a text block after `<!-- output -->` lists lines the program so far must print, in order (a line of
//     `…` stands for lines left out);
//   - an sh block's `$ ` lines are run (`npx gamemode-engine` is this repository's bin) and the lines after
//     each are lines it must print, in order; it must exit 0, or the code `<!-- exit: N -->` gives.
// With `typecheck`, the program is also checked by tsc (strict) against the package's types.
// Blocks with no annotation of their own are run in "all" mode and refused in "marked" mode, where only
// blocks after `<!-- runs -->` (or a file, merge or output annotation) count.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { transformSync } from "esbuild";

export interface Block {
  readonly lang: string;
  readonly code: string;
  /** The HTML comment just before the block, without its markers ("file: tiny.json"). */
  readonly note: string | undefined;
  readonly line: number;
}

export function blocksOf(markdown: string): Block[] {
  const lines = markdown.split("\n");
  const out: Block[] = [];
  let note: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const comment = /^<!--\s*(.*?)\s*-->\s*$/.exec(lines[i]);
    if (comment) {
      note = comment[1];
      continue;
    }
    const fence = /^```(\w*)\s*$/.exec(lines[i]);
    if (!fence) {
      if (lines[i].trim() !== "") note = undefined;
      continue;
    }
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end])) end++;
    out.push({ lang: fence[1], code: lines.slice(start, end).join("\n"), note, line: start });
    note = undefined;
    i = end;
  }
  return out;
}

/** Throws unless `expected` (lines, `…` skipping any) appear in `actual` in that order, each whole. */
export function expectLines(expected: readonly string[], actual: string, what: string): void {
  const have = actual.split("\n").map((l) => l.trimEnd());
  let at = 0;
  for (const want of expected.map((l) => l.trimEnd()).filter((l) => l.trim() !== "" && l.trim() !== "…")) {
    const found = have.indexOf(want, at);
    if (found < 0)
      throw new Error(`${what}: expected the line\n  ${want}\nin the output (after line ${at}):\n${actual}`);
    at = found + 1;
  }
}

type Json = { [key: string]: unknown };

function merge(into: Json, from: Json): Json {
  const out: Json = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const old = out[key];
    const both = [old, value].every((v) => typeof v === "object" && v !== null && !Array.isArray(v));
    out[key] = both ? merge(old as Json, value as Json) : value;
  }
  return out;
}

export interface RunOptions {
  /** "all": every block must run; "marked": only annotated blocks. */
  readonly mode: "all" | "marked";
  /** Code appended to the program after the document's own (checks of what it leaves behind). */
  readonly after?: string;
  /** Also type-check the document's program, strict, against the package's own types. */
  readonly typecheck?: boolean;
}

export interface RunResult {
  /** Blocks run, for the test to check that the document still has them. */
  readonly ran: number;
  /** The folder's files after the run, by name. */
  readonly files: Record<string, string>;
}

const root = process.cwd();
const BIN = path.join(root, "bin", "gamemode-engine.js");

export function runDocument(file: string, options: RunOptions): RunResult {
  const dir = mkdtempSync(path.join(tmpdir(), "gme-doc-"));
  mkdirSync(path.join(dir, "node_modules"));
  // Installing is linking this repository in, as the package it builds.
  symlinkSync(root, path.join(dir, "node_modules", "gamemode-engine"), "dir");
  const files: Record<string, string> = {};
  const program: string[] = [];
  let ran = 0;
  let pending = false;
  const run = (where: string): string => {
    const source = [...program, options.after ?? ""].join("\n");
    const js = transformSync(source, { loader: "ts", format: "esm", target: "node20" }).code;
    writeFileSync(path.join(dir, "program.mjs"), js);
    const result = spawnSync(process.execPath, ["program.mjs"], { cwd: dir, encoding: "utf8", timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${where}: the program failed (${result.status}):\n${result.stderr}`);
    pending = false;
    return result.stdout;
  };
  try {
    for (const block of blocksOf(readFileSync(file, "utf8"))) {
      const where = `${file}:${block.line}`;
      const note = block.note ?? "";
      const named = /^(file|merge):\s*(\S+)$/.exec(note);
      if (options.mode === "marked" && !note) continue;
      if (block.lang === "json" && named) {
        const name = named[2];
        const value = JSON.parse(block.code) as Json;
        const next = named[1] === "merge" ? merge(JSON.parse(files[name] ?? "{}") as Json, value) : value;
        files[name] = `${JSON.stringify(next, null, 2)}\n`;
        writeFileSync(path.join(dir, name), files[name]);
      } else if (block.lang === "ts" || block.lang === "js") {
        program.push(block.code);
        pending = true;
      } else if (block.lang === "text" && note === "output") {
        expectLines(block.code.split("\n"), run(where), where);
      } else if (block.lang === "sh") {
        shell(block, dir, where);
      } else {
        throw new Error(`${where}: a ${block.lang || "plain"} block that does not run (note: ${note || "none"})`);
      }
      ran++;
    }
    if (pending || options.after) run(`${file} (end)`);
    if (options.typecheck) typecheck(program.join("\n"), dir, file);
    return { ran, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** tsc, strict, as a reader's project with the package installed would check the page's code. */
function typecheck(source: string, dir: string, file: string): void {
  writeFileSync(path.join(dir, "program.ts"), source);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
  const compilerOptions = {
    strict: true,
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
    typeRoots: [path.join(root, "node_modules", "@types")],
  };
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["program.ts"] }));
  const tsc = path.join(root, "node_modules", ".bin", "tsc");
  const result = spawnSync(tsc, ["-p", "tsconfig.json"], { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${file}: its code does not type-check:\n${result.stdout}${result.stderr}`);
}

function shell(block: Block, dir: string, where: string): void {
  const exit = /^exit:\s*(\d+)$/.exec(block.note ?? "");
  const steps: { command: string; expected: string[] }[] = [];
  for (const line of block.code.split("\n")) {
    if (line.startsWith("$ ")) steps.push({ command: line.slice(2).trim(), expected: [] });
    else if (steps.length > 0) steps[steps.length - 1].expected.push(line);
    else if (line.trim() !== "") throw new Error(`${where}: a shell block line before any "$ " command: ${line}`);
  }
  for (const { command, expected } of steps) {
    // The folder already has the package linked in (see runDocument).
    if (command === "npm install gamemode-engine") continue;
    const words = command.split(/\s+/);
    if (words[0] !== "npx" || words[1] !== "gamemode-engine") throw new Error(`${where}: cannot run ${command}`);
    const result = spawnSync(process.execPath, [BIN, ...words.slice(2)], { cwd: dir, encoding: "utf8" });
    const want = exit ? Number(exit[1]) : 0;
    if (result.status !== want) {
      throw new Error(`${where}: ${command} exited ${result.status}, not ${want}:\n${result.stdout}${result.stderr}`);
    }
    expectLines(expected, result.stdout + result.stderr, `${where}: ${command}`);
  }
}
