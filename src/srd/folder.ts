// Reading the bundled ruleset's folder from disk (Node only: scripts and tests, never the bundle).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type FolderReader, type MergedSrd, mergeFolder } from "./merge.js";

export function diskFolder(dir: string): FolderReader {
  return {
    list: (sub) => readdirSync(join(dir, sub)),
    read: (path) => JSON.parse(readFileSync(join(dir, path), "utf8")),
  };
}

/** The merged ruleset and characters of a folder on disk, as the build script writes them. */
export function mergeDir(dir: string): MergedSrd {
  return mergeFolder(diskFolder(dir));
}

/** The generated file's text (biome may reformat it; freshness compares the parsed JSON). */
export function mergedText(merged: MergedSrd): string {
  return `${JSON.stringify(merged, null, 2)}\n`;
}
