// A small loaded ruleset holding only the given spells, for views that read a spell's area or zone from the ruleset
// (the playground's layers): the spells must validate as a user would write them.
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { ruleset5e } from "../sheet/fixture.js";
import { loadedDoc } from "./loaded.js";

export function spellsDoc(entries: EntryDef[]): RulesetDoc {
  return loadedDoc(
    ruleset5e({
      combat: { health: { pool: "hp" }, defense: 10, speed: 30, budgets: [{ id: "action", label: "Action" }] },
      catalogs: { spells: { label: "Spells", type: "entries", entries } },
    }),
  );
}
