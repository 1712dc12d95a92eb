import { parseArgs } from "node:util";
import { allKeys, capabilityApi, sectionStatus } from "../registry/index.js";
import { LEVEL_NOTE, levelText } from "./api-level.js";

/** `gamemode-engine capabilities --sections [--json]`: every section of the reference, key-less ones included. */
function sectionsTable(json: boolean): number {
  const rows = sectionStatus();
  if (json) {
    console.log(JSON.stringify(rows, null, 2));
    return 0;
  }
  const width = Math.min(60, Math.max(...rows.map((r) => r.title.length)));
  const lines = [`version  ${"title".padEnd(width)}  keys  implemented  status`];
  for (const r of rows)
    lines.push(
      `${r.version.padEnd(7)}  ${r.title.slice(0, width).padEnd(width)}  ${(r.keyless ? "-" : String(r.keys)).padStart(4)}  ${(r.keyless ? (r.implemented ? "yes" : "no") : String(r.implemented)).padStart(11)}  ${r.status}`,
    );
  const whole = rows.filter((r) => r.status === "yes").length;
  lines.push(
    "",
    `${rows.length} sections, ${whole} implemented in full; a section without keys ("-") counts by its behaviour.`,
  );
  console.log(lines.join("\n"));
  return 0;
}

/** `gamemode-engine capabilities [--json]`: every key of the reference, its version, places and status. */
export function capabilities(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: { json: { type: "boolean", default: false }, sections: { type: "boolean", default: false } },
  });
  if (values.sections) return sectionsTable(values.json);
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
    `Sections that introduce no key (${sectionStatus()
      .filter((s) => s.keyless)
      .map((s) => `${s.version} ${s.status === "yes" ? "implemented" : "not implemented"}`)
      .join(", ")}) and every section's status: capabilities --sections.`,
    LEVEL_NOTE,
  );
  console.log(lines.join("\n"));
  return 0;
}
