// Every command of the command line: its name, a one-line summary, its usage and options for `--help`, and how
// to run it (loaded only when run). A new command is one entry here and a file of its own; docs/cli.md lists
// them all (a test keeps the two in step).

export interface Command {
  readonly name: string;
  readonly summary: string;
  /** What follows the command's name: its arguments and options. */
  readonly usage: string;
  /** One line per option or argument: "--seed N   what it does". */
  readonly options: readonly string[];
  /** Lines after the options: what the output is, exit codes, an example. */
  readonly notes?: readonly string[];
  /** `self` is the bundle's own URL, which worker threads load again. */
  run(args: string[], self: string): Promise<number> | number;
}

const PLAY_OPTIONS = [
  "--ruleset FILE     a ruleset file (or a merged { ruleset, characters } file); the bundled SRD 5e without it",
  "--encounter ID     the encounter to play (the first without it; `encounters` lists them)",
  "--party FILE       a JSON array of character sheets, in place of the party the encounter names",
  "--seed N           the seed of the fight's dice (1 by default); the same seed plays the same fight",
  "--policy P         who chooses: director (default), simple, random or greedy; per side: party=director,enemies=random",
  "--no-board         play without the encounter's board",
];

export const COMMANDS: readonly Command[] = [
  {
    name: "demo",
    summary: "play the bundled SRD's first encounter with a picture of the board each round (npm start)",
    usage: "[--seed N]",
    options: ["--seed N           the seed of the fight's dice (1 by default)"],
    run: async (args) => (await import("./demo.js")).demo(args),
  },
  {
    name: "fight",
    summary: "play one fight to its end and print its log",
    usage: "[--ruleset FILE] [--encounter ID] [--party FILE] [--seed N] [--policy P] [--no-board] [--json]",
    options: [...PLAY_OPTIONS, "--json             print { outcome, rounds, log } (the typed events) instead of text"],
    notes: ["Example: gamemode-engine fight --encounter wolf-den --seed 3"],
    run: async (args) => (await import("./fight.js")).fight(args),
  },
  {
    name: "simulate",
    summary: "play an encounter many times and print win rates and spreads",
    usage:
      "[--encounter ID] [--runs N] [--workers N] [--ruleset FILE] [--party FILE] [--seed N] [--policy P] [--no-board] [--json]",
    options: [
      ...PLAY_OPTIONS,
      "--runs N           how many fights (100 by default)",
      "--workers N        threads to play them on, this one included (1 by default)",
      "--json             print the whole result as JSON",
    ],
    // Workers load this same bundle, which hands them `simulateTask` (main.ts).
    run: async (args, self) => (await import("./simulate.js")).simulateCommand(args, self),
  },
  {
    name: "encounters",
    summary: "list the encounters of the bundled SRD (or of a ruleset file)",
    usage: "[--ruleset FILE] [--json]",
    options: [
      "--ruleset FILE     list the encounters of this ruleset file instead",
      "--json             print [{ id, name, party, enemies }]",
    ],
    run: async (args) => (await import("./encounters.js")).encounters(args),
  },
  {
    name: "validate",
    summary: "check a ruleset file and print its issues",
    usage: "FILE [--json]",
    options: [
      "FILE               a ruleset file, or a merged { ruleset, characters } file as `fight --ruleset` takes",
      "--json             print the whole report: { ok, needs, issues: [{ path, code, message, capability }] }",
    ],
    notes: [
      "Exit 0 when valid (one line says so), 1 with one line per issue (where, code, message), 2 when the file",
      'cannot be read. Where an entry has an id, the line names it beside its index: entries[18 "fireball"].',
    ],
    run: async (args) => (await import("./validate.js")).validate(args),
  },
  {
    name: "schema",
    summary: "print the ruleset format as a JSON Schema, for editors",
    usage: "[--out FILE]",
    options: ["--out FILE         write it to FILE instead of printing it"],
    notes: [
      'Point a ruleset\'s "$schema" at it for completion and inline errors in an editor; the package ships it as',
      "dist/ruleset.schema.json.",
    ],
    run: async (args) => (await import("./schema.js")).schema(args),
  },
  {
    name: "import",
    summary: "translate a data set into the ruleset format (the 5e-database SRD files)",
    usage: "5e-database DIR [--out FILE]",
    options: [
      "5e-database DIR    the folder holding the 5e-database SRD files (monsters, spells, magic items)",
      "--out FILE         write the import to FILE instead of printing it",
    ],
    notes: ["The import holds every monster, the complete spells, and a report of what each entry leaves out."],
    run: async (args) => (await import("../import/5e-database/cli.js")).importCommand(args),
  },
  {
    name: "capabilities",
    summary: "every key of the reference: the level that introduced it, where it goes, whether it is implemented",
    usage: "[--sections] [--json]",
    options: [
      "--sections         every section of the reference instead, key-less ones included, with its status",
      "--json             print [{ key, version, where, implemented }] (with --sections: each section's status)",
    ],
    run: async (args) => (await import("./capabilities.js")).capabilities(args),
  },
  {
    name: "version",
    summary: "print the package version and the Capability API level the engine implements in full",
    usage: "",
    options: [],
    run: async (args) => (await import("./version.js")).version(args),
  },
];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}
