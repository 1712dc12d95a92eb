// The ruleset and fight set-up the `fight`, `simulate` and `demo` commands play: the bundled SRD unless a ruleset
// file is given, its encounter (the first unless named), and the party it names (sheets, or ids of ready-made
// characters); and the command-line options `fight` and `simulate` share.
import type { CombatSetup } from "../combat/index.js";
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import { srd5e, srd5eCharacters } from "../srd/index.js";
import { readJson } from "./read-json.js";
import { UsageError } from "./usage-error.js";

export interface Played {
  readonly ruleset: RulesetDoc;
  readonly name: string;
  readonly setup: Omit<CombatSetup, "seed">;
}

/** The options of a command that plays an encounter, for `parseArgs`. */
export const ENCOUNTER_OPTIONS = {
  ruleset: { type: "string" },
  encounter: { type: "string" },
  party: { type: "string" },
  seed: { type: "string", default: "1" },
  policy: { type: "string", default: "director" },
  "no-board": { type: "boolean", default: false },
  json: { type: "boolean", default: false },
} as const;

/** A whole-number option, or `fallback` when it is not given. */
export function whole(name: string, text: string | undefined, fallback: number): number {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isSafeInteger(n)) throw new UsageError(`--${name} must be a whole number, got ${text}`);
  return n;
}

/** A ruleset file's ruleset and ready-made characters: a merged `{ ruleset, characters }` file, or a ruleset. */
export function rulesetFile(file: string | undefined): {
  ruleset: RulesetDoc;
  characters: readonly SheetData[];
  where: string;
} {
  if (file === undefined || file === "srd5e")
    return { ruleset: srd5e, characters: srd5eCharacters, where: "the bundled SRD" };
  const doc = readJson(file, "ruleset") as { ruleset?: RulesetDoc; characters?: SheetData[] } | null;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc))
    throw new UsageError(`ruleset ${file} is not a ruleset: a JSON object was expected`);
  // A merged ruleset file carries its ready-made characters beside the ruleset itself.
  const merged = isMerged(doc);
  return {
    ruleset: merged ? doc.ruleset! : (doc as RulesetDoc),
    characters: merged ? (doc.characters ?? []) : [],
    where: file,
  };
}

/** A merged file: `{ ruleset, characters }`, told from a ruleset by having no `capabilityApi` of its own. */
export function isMerged(doc: object): doc is { ruleset: RulesetDoc; characters?: SheetData[] } {
  return "ruleset" in doc && !("capabilityApi" in doc);
}

export function encounterSetup(opts: {
  ruleset?: string | undefined;
  encounter?: string | undefined;
  party?: string | undefined;
  noBoard?: boolean | undefined;
}): Played {
  const { ruleset, characters, where } = rulesetFile(opts.ruleset);
  const encounters = ruleset.encounters ?? [];
  const encounter = opts.encounter === undefined ? encounters[0] : encounters.find((e) => e.id === opts.encounter);
  if (!encounter) {
    const ids = encounters.map((e) => e.id);
    throw new UsageError(
      opts.encounter === undefined
        ? `${where} has no encounters`
        : `no encounter "${opts.encounter}" in ${where}; ${ids.length ? `its encounters are: ${ids.join(", ")}` : "it has none"}`,
    );
  }
  const party: SheetData[] = opts.party
    ? (readJson(opts.party, "party") as SheetData[])
    : (encounter.party ?? []).map((p) => {
        if (typeof p !== "string") return p;
        const sheet = characters.find((c) => c.id === p);
        if (!sheet) throw new UsageError(`encounter ${encounter.id} names unknown character ${p}`);
        return sheet;
      });
  if (!Array.isArray(party) || !party.length)
    throw new UsageError(`encounter ${encounter.id} names no party sheets: give --party FILE (a JSON array of sheets)`);
  return {
    ruleset,
    name: encounter.name ?? encounter.id,
    setup: {
      party,
      enemies: encounter.enemies,
      ...(encounter.inLair ? { inLair: encounter.inLair } : {}),
      ...(encounter.board ? { board: encounter.board } : {}),
      ...(encounter.scene ? { scene: encounter.scene } : {}),
      ...(opts.noBoard ? { noBoard: true } : {}),
    },
  };
}
