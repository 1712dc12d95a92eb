import { type Browser, chromium } from "playwright-core";
import { inject } from "vitest";

/** Starts the Chromium test/support/chromium-setup.ts found, offline; launch() gives each run a fresh profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject("chromiumPath"),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
