// Finds a Chromium once per run, before any test file starts, so parallel browser tests never unpack it
// at the same time: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the headless build that the
// @sparticuz/chromium devDependency ships inside its npm package (unpacked into the temporary folder the
// first time, about 6 s; nothing is downloaded). Node 20 and npm are all a machine needs.
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

const DEBIAN = "/usr/bin/chromium";

export async function findChromium(): Promise<string> {
  const path = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN) ? DEBIAN : undefined);
  if (path) return path;
  const { default: packaged } = await import("@sparticuz/chromium");
  packaged.setGraphicsMode = false; // the pages draw on 2D canvases only
  return packaged.executablePath();
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide("chromiumPath", await findChromium());
}
