import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as engineApi from "../../src/index.js";
import * as srdApi from "../../src/srd/index.js";
import { launchChromium } from "../support/chromium.js";
import { serveStatic } from "../support/static-server.js";

// Loads the built bundles (npm test builds them first) in headless Chromium and runs the wasm.
const IIFE_PAGE = `<!doctype html><script src="/gamemode-engine.iife.js"></script>
<script>
  window.result = GamemodeEngine.createEngine().then(async (engine) => {
    // A real reach through the wasm: a wall with one gap, difficult ground beyond it.
    const board = await GamemodeEngine.Board.create(5, 3);
    board.paint({ walls: [{ x: 2, y: 0 }, { x: 2, y: 2 }], cells: [{ x: 3, y: 1, difficult: true }] });
    const reach = board.reach({ x: 0, y: 1 }, 4);
    return {
      version: engine.version,
      distance: engine.geometry.gridDistance(3, 5, 1),
      reach: Array.from(reach.costs),
      path: reach.path(3, 1),
    };
  });
</script>`;
const ESM_PAGE = `<!doctype html><script type="module">
  import { createEngine, parseDiceOrThrow, maximum } from "/browser/index.js";
  window.result = createEngine().then((engine) => ({
    version: engine.version,
    distance: engine.geometry.gridDistance(-4, 2, 0),
    max: maximum(parseDiceOrThrow("2d6 + 3")),
  }));
</script>`;

// The SRD in a page, both ways: a few director choices of the seed-7 goblin ambush, and the error an unknown
// encounter gives. PLAY is the same in both pages and in Node below.
const PLAY = `async ({ createEngine }, { srd5e, srd5eEncounter, srd5eParty }) => {
  const engine = await createEngine();
  const ambush = srd5eEncounter("goblin-ambush");
  let fight = engine.startCombat(srd5e, { ...ambush, party: srd5eParty(ambush), seed: 7 });
  for (let i = 0; i < 6; i++) fight = fight.choose(engine.direct(srd5e, fight.state));
  let unknown = "";
  try { srd5eEncounter("nope"); } catch (error) { unknown = error.message; }
  return { state: JSON.stringify(fight.state), events: fight.log.length, unknown };
}`;
const SRD_IIFE_PAGE = `<!doctype html><script src="/gamemode-engine.iife.js"></script>
<script src="/gamemode-engine-srd5e.iife.js"></script>
<script>window.result = (${PLAY})(GamemodeEngine, GamemodeEngineSrd5e);</script>`;
const SRD_ESM_PAGE = `<!doctype html><script type="module">
  import * as engine from "/browser/index.js";
  import * as srd from "/browser/srd5e.js";
  window.result = (${PLAY})(engine, srd);
</script>`;

describe("browser bundles in headless Chromium", () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    server = await serveStatic(resolve("dist"), {
      "/iife.html": IIFE_PAGE,
      "/esm.html": ESM_PAGE,
      "/srd-iife.html": SRD_IIFE_PAGE,
      "/srd-esm.html": SRD_ESM_PAGE,
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function resultOf(path: string): Promise<Record<string, unknown>> {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(server.url + path);
    await page.waitForFunction(() => (window as unknown as { result?: unknown }).result !== undefined);
    const result = await page.evaluate(
      () => (window as unknown as { result: Promise<Record<string, unknown>> }).result,
    );
    await page.close();
    expect(errors).toEqual([]);
    return result;
  }

  it("the IIFE sets GamemodeEngine and runs the wasm", async () => {
    const result = await resultOf("/iife.html");
    expect(result).toMatchObject({ distance: 6 });
    // biome-ignore format: the costs drawn as the board
    expect(result.reach).toEqual([
      1, 1, -1, -1, -1,
      0, 1, 2, 4, -1,
      1, 1, -1, -1, -1,
    ]);
    expect(result.path).toEqual([
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
    ]);
    expect(typeof result.version).toBe("string");
  });

  it("the ESM bundle imports and runs the wasm", async () => {
    expect(await resultOf("/esm.html")).toMatchObject({ distance: 4, max: 15 });
  });

  it("the SRD's script-tag file and module play the same fight as Node, and name the encounters on a miss", async () => {
    const play = new Function(`return ${PLAY}`)() as (
      engine: typeof engineApi,
      srd: typeof srdApi,
    ) => Promise<Record<string, unknown>>;
    const inNode = await play(engineApi, srdApi);
    expect(inNode.events as number).toBeGreaterThan(6);
    expect(inNode.unknown).toMatch(/no encounter "nope"; the encounters are goblin-ambush, /);
    expect(await resultOf("/srd-iife.html")).toEqual(inNode);
    expect(await resultOf("/srd-esm.html")).toEqual(inNode);
  });
});
