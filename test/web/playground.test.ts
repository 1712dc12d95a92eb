import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
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
    page.setDefaultTimeout(8000);
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
      const cancel = menu.getByTestId("cancel");
      // No targets and no cells to pick: the option was taken at once.
      if (!(await cancel.count())) return "use";
      if (await target.count()) {
        await target.click();
        // An option taking several targets waits for a confirmation.
        if (await menu.getByTestId("confirm").count()) await menu.getByTestId("confirm").click();
        return "attack";
      }
      await cancel.click();
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
    // A reaction window offers "pass" where a turn offers "end".
    const rest = menu.locator('[data-testid="option-end"], [data-testid="option-pass"]');
    if (!(await rest.count())) throw new Error(`no way to go on: ${await menu.textContent()}`);
    await rest.first().click();
    return "end";
  }

  it("lists every SRD encounter beside the fixture's, grouped by ruleset", async () => {
    const srd = JSON.parse(readFileSync("rulesets/srd5e.json", "utf8")).ruleset;
    const offered = await page
      .getByTestId("encounter")
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const e of srd.encounters) expect(offered).toContain(`rulesets/srd5e.json#${e.id}`);
    expect(offered).toContain("rulesets/minimal-5e.json#ambush");
    const groups = await page
      .getByTestId("encounter")
      .locator("optgroup")
      .evaluateAll((gs) => gs.map((g) => (g as HTMLOptGroupElement).label));
    expect(groups).toEqual([srd.name, "Minimal 5e"]);
  });

  it("plays several turns by clicking: the log grows, the board changes, undo takes a choice back", async () => {
    await page.getByTestId("encounter").selectOption("rulesets/minimal-5e.json#ruined-chapel");
    await page.getByTestId("start").click();
    await page.getByTestId("log").locator("li").first().waitFor();
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
  });

  it("plays an SRD encounter by clicking: the party from its characters, an area previewed when aiming", async () => {
    await page.getByTestId("encounter").selectOption("rulesets/srd5e.json#goblin-ambush");
    await page.getByTestId("seed").fill("3");
    await page.getByTestId("start").click();
    await expect.poll(() => page.getByTestId("status").textContent()).toMatch(/^Round 1 · /);
    const log = (await page.getByTestId("log").textContent()) ?? "";
    for (const name of ["Fighter 1", "Rogue 1", "Wizard 1", "Cleric 1"]) expect(log).toContain(name);
    expect(await page.getByTestId("legend").textContent()).toContain("trees and undergrowth");

    const startLog = await logLength();
    const startBoard = await boardPixels();
    let previewed = false;
    for (let i = 0; i < 12 && (await page.getByTestId("menu").locator("button").count()); i++) {
      const cone = page.getByTestId("option-use:spells/burning-hands");
      if (!previewed && (await cone.count())) {
        await cone.click();
        const cells: [number, number][] = JSON.parse((await page.getByTestId("board").getAttribute("data-clickable"))!);
        const size = Number(await page.getByTestId("board").getAttribute("data-cell-size"));
        const aiming = await boardPixels();
        const [x, y] = cells[0]!;
        await page.getByTestId("board").hover({ position: { x: (x + 0.5) * size, y: (y + 0.5) * size } });
        expect(await boardPixels()).not.toBe(aiming);
        previewed = true;
        await page.getByTestId("cancel").click();
      }
      await playOne();
    }
    expect(previewed).toBe(true);
    expect(await logLength()).toBeGreaterThan(startLog + 10);
    expect(await boardPixels()).not.toBe(startBoard);
    expect(errors).toEqual([]);

    mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: "test-results/playground.png", fullPage: true });
  }, 20_000);
});
