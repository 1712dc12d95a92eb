// The help the command line prints: the list of commands, and one command's usage and options.
import { ENGINE_VERSION } from "../version.js";
import { COMMANDS, type Command } from "./commands.js";

export const BIN = "gamemode-engine";

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length), "help [COMMAND]".length) + 2;
  return [
    `${BIN} ${ENGINE_VERSION}: a rules engine for tactical tabletop combat`,
    "",
    `usage: ${BIN} <command> [options]`,
    "",
    "commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    `  ${"help [COMMAND]".padEnd(width)}this help, or a command's options`,
    "",
    "options:",
    `  ${"-h, --help".padEnd(width)}this help (after a command: that command's options)`,
    `  ${"-v, --version".padEnd(width)}the package version and Capability API level`,
    "",
    "Exit codes: 0 success, 1 a ruleset that does not validate, 2 a usage or input error.",
    `Run \`${BIN} help COMMAND\` (or \`${BIN} COMMAND --help\`) for a command's options.`,
  ].join("\n");
}

export function commandHelp(c: Command): string {
  return [
    `usage: ${BIN} ${c.name}${c.usage ? ` ${c.usage}` : ""}`,
    "",
    `${c.summary[0]!.toUpperCase()}${c.summary.slice(1)}.`,
    ...(c.options.length ? ["", "options:", ...c.options.map((o) => `  ${o}`)] : []),
    "  -h, --help         this help",
    ...(c.notes?.length ? ["", ...c.notes] : []),
  ].join("\n");
}
