// Renders docs/capabilities.md from the registry (npm run docs:capabilities); a test keeps it fresh.
import { LIMITS } from "./limits.js";
import { PLACE_IDS, PLACES } from "./places.js";
import type { KeyRecord, SectionStatus } from "./types.js";
import { compareVersions } from "./version.js";

const cell = (s: string) => s.replace(/\|/g, "\\|");
const code = (s: string) => (s.includes("`") ? `\`\` ${s} \`\`` : `\`${s}\``);

export function renderCapabilitiesDoc(
  records: readonly KeyRecord[],
  sections: readonly SectionStatus[],
  level: string,
): string {
  const out: string[] = [];
  const done = records.filter((r) => r.implemented).length;
  out.push(
    "# Capabilities",
    "",
    "<!-- Generated from the capability registry (src/registry/) by `npm run docs:capabilities`: do not edit. -->",
    "",
    "Every key of the Capability API reference (the specification this engine follows, published apart from",
    "this repository; `src/registry/keys.generated.ts` holds its keys as data), the version that introduced it,",
    "where it may appear, its coarse schema, and whether this engine implements it. A ruleset may use a key only when",
    "its declared `capabilityApi` is at least the key's version; a key the engine does not implement yet is",
    "rejected as `unsupported`. Keys are written relative to their place; `[]` marks the items of a list,",
    '`{to: "x"}.k` the key `k` of a modifier whose `to` is `"x"`, and `key: "v"` a value a key newly accepts.',
    "Keys the combat block had before a section stated a limit or a requirement for them have version `base`.",
    "A version `1.N` is level `N`, a whole number that counts up: `1.83` comes before `1.317`, though as decimals",
    "they would compare the other way.",
    "",
    `**${records.length} keys** in ${sections.length} sections; **${done} implemented**; this engine reports **Capability API ${level}**.`,
    "",
    "## Places",
    "",
    "| place | what it is | keys |",
    "|---|---|---|",
  );
  for (const p of PLACE_IDS) {
    const n = records.filter((r) => r.where.includes(p)).length;
    out.push(`| \`${p}\` | ${cell(PLACES[p])} | ${n} |`);
  }
  out.push("", "## Limits", "", "| limit | bounds | counts | min | max by version |", "|---|---|---|---|---|");
  for (const l of LIMITS) {
    const steps = l.steps.map((s) => `${s.max} from ${s.from}`).join(", ");
    const keys = l.keys.length > 0 ? l.keys.map(code).join(", ") : "—";
    out.push(`| ${l.name} | ${keys} (${l.where.join(", ")}) | ${l.counts} | ${l.min ?? ""} | ${steps} |`);
  }
  out.push(
    "",
    "## Sections",
    "",
    "Every section of the reference, with how many of the keys it introduces are implemented. A section that",
    "introduces no key (it only changes behaviour) is implemented when its behaviour is, with the scenario tests",
    "of its examples; like a key, it counts as a step of the reported Capability API level.",
    "",
    "| version | title | keys | implemented | status |",
    "|---|---|---|---|---|",
  );
  for (const s of sections) {
    const keys = s.keyless ? "none (behaviour)" : String(s.keys);
    const done = s.keyless ? (s.implemented ? "yes" : "no") : String(s.implemented);
    out.push(`| ${s.version} | ${cell(s.title)} | ${keys} | ${done} | ${s.status} |`);
  }
  out.push("", "## Keys by version", "");
  const versions = [...new Set(records.map((r) => r.version))].sort(compareVersions);
  const titles = new Map(sections.map((s) => [s.version, s.title]));
  for (const v of versions) {
    const rows = records.filter((r) => r.version === v);
    out.push(`### ${v === "base" ? "Base keys" : `${v} — ${titles.get(v) ?? ""}`}`, "");
    out.push("| key | where | schema | values | also listed in | implemented |", "|---|---|---|---|---|---|");
    for (const r of rows) {
      const values = r.values ? r.values.map((x) => code(x)).join(", ") : "";
      const key = code(r.key) + (r.kind === "key" ? "" : ` (${r.kind})`) + (r.engine ? " (engine's own)" : "");
      out.push(
        `| ${cell(key)} | ${r.where.join(", ")} | ${r.schema} | ${cell(values)} | ${r.also.join(", ")} | ${r.implemented ? "yes" : "no"} |`,
      );
    }
    out.push("");
  }
  return out.join("\n");
}
