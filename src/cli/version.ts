import { parseArgs } from "node:util";
import { capabilityApi } from "../registry/index.js";
import { ENGINE_VERSION } from "../version.js";
import { LEVEL_NOTE, levelText } from "./api-level.js";

/** `gamemode-engine version` (and `--version`): the package version and the level implemented in full. */
export function version(args: string[]): number {
  parseArgs({ args, options: {} });
  console.log(`gamemode-engine ${ENGINE_VERSION}`);
  console.log(`Capability API ${levelText(capabilityApi())}: every key up to this level is implemented.`);
  console.log(LEVEL_NOTE);
  return 0;
}
