// The ruleset and fight set-up the `fight`, `simulate` and `demo` commands play: the bundled SRD unless a ruleset
// file is given, its encounter (the first unless named), and the party it names (sheets, or ids of ready-made
// characters); and the command-line options `fight` and `simulate` share.
import { readFileSync } from "node:fs";
import type { CombatSetup } from "../combat/index.js";
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import { srd5e, srd5eCharacters } from "../srd/index.js";

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
  if (!Number.isSafeInteger(n)) throw new Error(`--${name} must be a whole number, got ${text}`);
  return n;
}

export function encounterSetup(opts: {
  ruleset?: string | undefined;
  encounter?: string | undefined;
  party?: string | undefined;
  noBoard?: boolean | undefined;
}): Played {
  const bundled = opts.ruleset === undefined || opts.ruleset === "srd5e";
  const file = bundled ? undefined : JSON.parse(readFileSync(opts.ruleset!, "utf8"));
  // A merged ruleset file carries its ready-made characters beside the ruleset itself.
  const ruleset: RulesetDoc = bundled ? srd5e : (file.ruleset ?? file);
  const characters: readonly SheetData[] = bundled ? srd5eCharacters : (file.characters ?? []);
  const where = bundled ? "the bundled SRD" : opts.ruleset;
  const encounters = ruleset.encounters ?? [];
  const encounter = opts.encounter === undefined ? encounters[0] : encounters.find((e) => e.id === opts.encounter);
  if (!encounter)
    throw new Error(opts.encounter ? `no encounter ${opts.encounter} in ${where}` : `${where} has no encounters`);
  const party: SheetData[] = opts.party
    ? JSON.parse(readFileSync(opts.party, "utf8"))
    : (encounter.party ?? []).map((p) => {
        if (typeof p !== "string") return p;
        const sheet = characters.find((c) => c.id === p);
        if (!sheet) throw new Error(`encounter ${encounter.id} names unknown character ${p}`);
        return sheet;
      });
  if (!party.length)
    throw new Error(`encounter ${encounter.id} names no party sheets: give --party FILE (a JSON array of sheets)`);
  return {
    ruleset,
    name: encounter.name ?? encounter.id,
    setup: {
      party,
      enemies: encounter.enemies,
      ...(encounter.inLair ? { inLair: encounter.inLair } : {}),
      ...(encounter.board ? { board: encounter.board } : {}),
      ...(encounter.scene ? { scene: encounter.scene } : {}),
      ...(encounter.roundCap !== undefined ? { roundCap: encounter.roundCap } : {}),
      ...(opts.noBoard ? { noBoard: true } : {}),
    },
  };
}
