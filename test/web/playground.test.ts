import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/chromium.js";
import { serveStatic } from "../support/static-server.js";

// Plays the built playground in headless Chromium by clicking, as a person would.
describe("the playground in headless Chromium", () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    execFileSync(process.execPath, ["scripts/build-web.mjs"], { stdio: "inherit" });
    server = await serveStatic(resolve("dist/web"));
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${server.url}/index.html`);
    await page.getByTestId("log").locator("li").first().waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const logLength = () => page.getByTestId("log").locator("li").count();
  const boardPixels = () => page.getByTestId("board").evaluate((c) => (c as HTMLCanvasElement).toDataURL());

  /** One party choice: strike a listed target when an option offers one, else walk, else end the turn. */
  async function playOne(): Promise<string> {
    const menu = page.getByTestId("menu");
    const attack = menu.locator('[data-testid^="option-use:"]').first();
    if (await attack.count()) {
      await attack.click();
      const target = menu.locator('[data-testid^="target-"]').first();
      if (await target.count()) {
        await target.click();
        return "attack";
      }
      await menu.getByTestId("cancel").click();
    }
    const move = menu.getByTestId("option-move");
    if (await move.count()) {
      await move.click();
      const cells: [number, number][] = JSON.parse((await page.getByTestId("board").getAttribute("data-clickable"))!);
      const size = Number(await page.getByTestId("board").getAttribute("data-cell-size"));
      const [x, y] = cells.at(-1)!;
      await page.getByTestId("board").click({ position: { x: (x + 0.5) * size, y: (y + 0.5) * size } });
      return "move";
    }
    await menu.getByTestId("option-end").click();
    return "end";
  }

  it("plays several turns by clicking: the log grows, the board changes, undo takes a choice back", async () => {
    const startLog = await logLength();
    const startBoard = await boardPixels();
    const played: string[] = [];
    for (let i = 0; i < 8 && (await page.getByTestId("menu").locator("button").count()); i++)
      played.push(await playOne());
    expect(played.length).toBeGreaterThanOrEqual(4);
    expect(played).toContain("move");
    const afterLog = await logLength();
    expect(afterLog).toBeGreaterThan(startLog);
    expect(await boardPixels()).not.toBe(startBoard);

    await page.getByTestId("undo").click();
    expect(await logLength()).toBeLessThan(afterLog);
    expect(errors).toEqual([]);

    mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: "test-results/playground.png", fullPage: true });
  });
});
