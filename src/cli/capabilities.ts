import { parseArgs } from "node:util";
import { allKeys, capabilityApi } from "../registry/index.js";
import { LEVEL_NOTE, levelText } from "./api-level.js";

/** `gamemode-engine capabilities [--json]`: every key of the reference, its version, places and status. */
export function capabilities(args: string[]): number {
  const { values } = parseArgs({ args, options: { json: { type: "boolean", default: false } } });
  const keys = allKeys();
  if (values.json) {
    const rows = keys.map((r) => ({ key: r.key, version: r.version, where: r.where, implemented: r.implemented }));
    console.log(JSON.stringify(rows, null, 2));
    return 0;
  }
  const width = Math.min(48, Math.max(...keys.map((r) => r.key.length)));
  const lines = [`${"key".padEnd(width)}  version  implemented  where`];
  for (const r of keys)
    lines.push(
      `${r.key.padEnd(width)}  ${r.version.padEnd(7)}  ${(r.implemented ? "yes" : "no").padEnd(11)}  ${r.where.join(", ")}`,
    );
  const done = keys.filter((r) => r.implemented).length;
  lines.push(
    "",
    `${keys.length} keys, ${done} implemented; every key up to Capability API ${levelText(capabilityApi())} is.`,
    LEVEL_NOTE,
  );
  console.log(lines.join("\n"));
  return 0;
}
