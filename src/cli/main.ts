import { parseArgs } from "node:util";
import { isMainThread } from "node:worker_threads";
import { createEngine } from "../engine.js";

// The command line; see docs/cli.md. Commands grow as the engine does.
const USAGE = `usage: gamemode-engine <command> [options]

commands:
  capabilities    every key of the reference: version, places, implemented (--json)
  demo            show what the engine does
  import          translate a data set into the ruleset format: 5e-database DIR [--out FILE]
  fight           play a fight to the end (--ruleset FILE --encounter ID --party FILE --seed N --policy P --no-board --json)
  schema          print the ruleset format as a JSON Schema, for editors (--out FILE)
  simulate        play an encounter many times (--encounter ID --runs N --seed N --policy P --workers N --json)
  validate        check a ruleset file: FILE [--json]
  version         print the engine version and Capability API level`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "capabilities":
      return (await import("./capabilities.js")).capabilities(rest);
    case "import":
      return (await import("../import/5e-database/cli.js")).importCommand(rest);
    case "fight":
      return (await import("./fight.js")).fight(rest);
    case "simulate":
      // Workers load this same bundle, which hands them `simulateTask` below.
      return (await import("./simulate.js")).simulateCommand(rest, import.meta.url);
    case "demo":
      return (await import("./demo.js")).demo(rest);
    case "validate":
      return (await import("./validate.js")).validate(rest);
    case "schema":
      return (await import("./schema.js")).schema(rest);
    case "version": {
      parseArgs({ args: rest, options: {} });
      const engine = await createEngine();
      console.log(`gamemode-engine ${engine.version} (Capability API ${engine.capabilityApi})`);
      return 0;
    }
    default:
      console.error(USAGE);
      return command === undefined || command === "help" || command === "--help" ? 0 : 2;
  }
}

// The simulation's worker threads load this bundle for its `simulateTask`; only the main thread runs the CLI.
export { simulateTask } from "../director/simulate-node.js";

if (isMainThread) run();

function run(): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 2;
    },
  );
}
