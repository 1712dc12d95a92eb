import { writeFileSync } from "node:fs";
import "../../src/capabilities/index.js";
import { renderCapabilitiesDoc } from "../../src/registry/doc.js";
import { allKeys, capabilityApi, sectionStatus } from "../../src/registry/index.js";

export const DOC = "docs/capabilities.md";

export function main(): number {
  writeFileSync(DOC, renderCapabilitiesDoc(allKeys(), sectionStatus(), capabilityApi()));
  console.log(`wrote ${DOC}`);
  return 0;
}
