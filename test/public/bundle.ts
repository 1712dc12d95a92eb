// The published Node bundle (dist/node, built by `npm run build`), typed by the sources it is built from: the
// tests here act as an embedding developer would, through nothing but the public exports.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type * as Api from "../../src/index.js";

const url = new URL("../../dist/node/index.js", import.meta.url).href;
export const lib = (await import(/* @vite-ignore */ url)) as typeof Api;
export const engine = await lib.createEngine();

/** The minimal 5e ruleset of the fixtures, as parsed JSON to change. */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into the document freely.
export function minimal(version: string): any {
  const doc = JSON.parse(readFileSync(new URL("../fixtures/minimal-5e.json", import.meta.url), "utf8"));
  doc.capabilityApi = version;
  return doc;
}

/** The party of the minimal ruleset (a fighter and a wizard), as parsed JSON. */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into the sheets freely.
export function party(): any[] {
  return JSON.parse(readFileSync(new URL("../../web/parties/minimal-5e.json", import.meta.url), "utf8"));
}

/** The ruleset as `load()` gives it; the test fails on any issue the validator reports. */
export function loaded(doc: unknown): Api.Ruleset {
  const report = lib.validate(doc);
  expect(report.issues).toEqual([]);
  return lib.load(doc);
}
