import { isMainThread } from "node:worker_threads";
import { COMMANDS, findCommand } from "./commands.js";
import { BIN, commandHelp, mainHelp } from "./help.js";
import { nearest } from "./suggest.js";
import { UsageError } from "./usage-error.js";

// The command line; see docs/cli.md. Help goes to stdout with exit 0; mistakes to stderr with exit 2.

async function main(argv: string[], self: string): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === "--help" || first === "-h") return print(mainHelp());
  if (first === "--version" || first === "-v") return findCommand("version")!.run([], self);
  if (first === "help") {
    if (rest.length === 0) return print(mainHelp());
    const c = findCommand(rest[0]!);
    if (!c) return unknown(rest[0]!);
    return print(commandHelp(c));
  }
  const command = findCommand(first);
  if (!command) return unknown(first);
  // `--help` anywhere before a `--` asks for help, whatever else is given.
  const options = rest.includes("--") ? rest.slice(0, rest.indexOf("--")) : rest;
  if (options.includes("--help") || options.includes("-h")) return print(commandHelp(command));
  try {
    return await command.run(rest, self);
  } catch (error) {
    // parseArgs' own mistakes (an unknown option, a missing value) are the user's: point them to the help.
    const code = (error as { code?: string }).code;
    if (error instanceof UsageError || code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${BIN} ${command.name}: ${(error as Error).message}`);
      console.error(`Run \`${BIN} ${command.name} --help\` for its options.`);
      return 2;
    }
    throw error;
  }
}

function print(text: string): number {
  console.log(text);
  return 0;
}

function unknown(name: string): number {
  const near = nearest(
    name,
    COMMANDS.map((c) => c.name),
  );
  console.error(`${BIN}: unknown command "${name}".${near ? ` Did you mean \`${BIN} ${near}\`?` : ""}`);
  console.error(`Run \`${BIN} --help\` for the list of commands.`);
  return 2;
}

// The simulation's worker threads load this bundle for its `simulateTask`; only the main thread runs the CLI.
export { simulateTask } from "../director/simulate-node.js";

if (isMainThread) run();

function run(): void {
  main(process.argv.slice(2), import.meta.url).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${BIN}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
