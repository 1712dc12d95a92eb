// `gamemode-engine import 5e-database DIR [--out FILE]`: reads the source's monster, spell and magic item
// files from DIR and writes the import (every monster and spell, the complete magic items, and the report with
// its figures) as one JSON document, to FILE or to standard output.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { srd5e } from "../../srd/index.js";
import { importDatabase, presentIn } from "./index.js";

const USAGE = "usage: gamemode-engine import 5e-database DIR [--out FILE]";

const FILES = {
  monsters: "5e-SRD-Monsters.json",
  spells: "5e-SRD-Spells.json",
  magicItems: "5e-SRD-Magic-Items.json",
} as const;

export function importCommand(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    options: { out: { type: "string" } },
    allowPositionals: true,
  });
  if (positionals.length !== 2 || positionals[0] !== "5e-database") {
    console.error(USAGE);
    return 2;
  }
  const dir = positionals[1];
  const read = (name: string, optional = false) => {
    try {
      return JSON.parse(readFileSync(join(dir, name), "utf8").replace(/^\uFEFF/, ""));
    } catch (error) {
      if (optional) return [];
      throw new Error(`cannot read ${join(dir, name)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const result = importDatabase(
    { monsters: read(FILES.monsters), spells: read(FILES.spells), magicItems: read(FILES.magicItems, true) },
    // The bundled SRD's entries: what the import counts on and keeps.
    presentIn(srd5e.catalogs ?? {}),
  );
  const text = `${JSON.stringify(result, null, 2)}\n`;
  if (values.out) {
    writeFileSync(values.out, text);
    const f = result.figures;
    console.log(
      `wrote ${values.out}: monsters complete ${f.monsters.complete} of ${f.monsters.of}, spells ${f.spells.complete} of ${f.spells.of}, magic items ${f.items.complete} of ${f.items.of}`,
    );
  } else process.stdout.write(text);
  return 0;
}
