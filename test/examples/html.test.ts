import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/chromium.js";
import { serveStatic } from "../support/static-server.js";

// examples/html served from the repository root, as its page says, and played in headless Chromium.
describe("examples/html in headless Chromium", () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    server = await serveStatic(resolve("."));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("loads the IIFE, plays a fight on a click and prints its log", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${server.url}/examples/html/index.html`);
    await page.locator("#log", { hasText: "ready" }).waitFor();
    await page.locator("#play").click();
    const log = await page.locator("#log").textContent();
    expect(log).toMatch(/^Fight starts/);
    expect(log).toMatch(/The fight is over after \d+ rounds?: (won|lost|fled)$/);
    expect(errors).toEqual([]);
  });
});
