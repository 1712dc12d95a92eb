// Builders for validator tests: the minimal 5e fixture, changed in one place.
import { readFileSync } from "node:fs";
import type { Issue } from "../../src/validate/index.js";
import { validate } from "../../src/validate/index.js";

export const FIXTURE_TEXT = readFileSync(new URL("../fixtures/minimal-5e.json", import.meta.url), "utf8");

// biome-ignore lint/suspicious/noExplicitAny: tests reach into the document freely.
export type Doc = any;

export function fixture(): Doc {
  return JSON.parse(FIXTURE_TEXT);
}

/** The fixture changed by `change`, declaring `version`. */
export function variant(change: (doc: Doc) => void, version = "1.600"): Doc {
  const doc = fixture();
  doc.capabilityApi = version;
  change(doc);
  return doc;
}

/** Object.assign, where `undefined` removes the key (JSON has no undefined). */
function patch(target: Doc, extra: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete target[key];
    else target[key] = value;
  }
}

/** The fixture with one spell's mechanics (Burning Hands: cone, save, 3d6 fire) replaced or extended. */
export function withMechanics(extra: Record<string, unknown>, version = "1.600"): Doc {
  return variant((doc) => {
    patch(doc.catalogs.spells.entries[2].mechanics, extra);
  }, version);
}

export const MECHANICS_PATH = "catalogs.spells.entries[2].mechanics";

/** The fixture with the potion's use extended. */
export function withItemUse(extra: Record<string, unknown>, version = "1.600"): Doc {
  return variant((doc) => {
    patch(doc.catalogs.gear.entries[1].use, extra);
  }, version);
}

export const ITEM_USE_PATH = "catalogs.gear.entries[1].use";

/** The fixture with the longsword's attack extended. */
export function withAttack(extra: Record<string, unknown>, version = "1.600"): Doc {
  return variant((doc) => {
    patch(doc.catalogs.gear.entries[0].attack, extra);
  }, version);
}

export const ATTACK_PATH = "catalogs.gear.entries[0].attack";

/** The fixture with the wolf's bite extended. */
export function withAction(extra: Record<string, unknown>, version = "1.600"): Doc {
  return variant((doc) => {
    patch(doc.catalogs.monsters.entries[1].actions[0], extra);
  }, version);
}

export const ACTION_PATH = "catalogs.monsters.entries[1].actions[0]";

export function issuesOf(doc: unknown): readonly Issue[] {
  return validate(doc).issues;
}

/** The issues at `path` (exactly), as "code capability" strings, for compact assertions. */
export function at(doc: unknown, path: string): string[] {
  return issuesOf(doc)
    .filter((issue) => issue.path === path)
    .map((issue) => `${issue.code} ${issue.capability}`);
}
