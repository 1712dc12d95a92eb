import { readFileSync } from "node:fs";
import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";

// The JavaScript side of the Godot and Unity samples, run in Node: the IIFE bundle and the string glue in a
// fresh context standing in for the page (with the browser globals the bundle uses), then the calls fight.gd and FightDemo.cs make, strings in and out.
const IIFE = readFileSync("dist/gamemode-engine.iife.js", "utf8");
const GLUE = readFileSync("examples/glue/gme-glue.js", "utf8");
const JSLIB = readFileSync("examples/unity/Assets/Plugins/WebGL/GamemodeEngine.jslib", "utf8");
const RULESET = readFileSync("test/fixtures/minimal-5e.json", "utf8");
const PARTY = JSON.parse(readFileSync("web/parties/minimal-5e.json", "utf8"));
const REQUEST = JSON.stringify({ encounter: "ambush", seed: 5, party: PARTY });
const SRD = readFileSync("rulesets/srd5e.json", "utf8");

interface Gme {
  init(rulesetJson: string, onReady?: (status: string) => void): void;
  status(): string;
  start(requestJson: string): string;
  stateOf(answerJson: string): string;
  choose(stateJson: string, choiceJson: string): string;
  direct(stateJson: string): string;
}

interface Answer {
  options: { id: string; targets?: { candidates: string[] } }[];
  events: { t: string }[];
  outcome: string | null;
  error?: string;
  rejected?: { code: string };
}

/** A page: the IIFE, then the glue, as the HTML shells load them. */
function page(): Record<string, unknown> & { gme: Gme } {
  const context = createContext({
    console,
    TextDecoder,
    TextEncoder,
    atob,
    setTimeout,
    queueMicrotask,
    structuredClone,
  });
  context.window = context;
  runInContext(IIFE, context);
  runInContext(GLUE, context);
  return context as Record<string, unknown> & { gme: Gme };
}

async function untilReady(status: () => string): Promise<string> {
  for (let i = 0; i < 500 && status() === "loading"; i++) await new Promise((r) => setTimeout(r, 5));
  return status();
}

/** The samples' host: plays to the end, the director choosing for the party; returns every answer's text. */
function playOut(
  start: () => string,
  stateOf: (a: string) => string,
  choose: (s: string, c: string) => string,
  direct: (s: string) => string,
) {
  const texts = [start()];
  for (let i = 0; i < 500; i++) {
    const answer: Answer = JSON.parse(texts.at(-1)!);
    if (answer.error || answer.outcome) break;
    const state = stateOf(texts.at(-1)!);
    texts.push(choose(state, direct(state)));
  }
  return texts;
}

describe("the Godot sample's calls (window.gme through JavaScriptBridge)", () => {
  it("init reports loading then ready; start and choose play a fight to its outcome", async () => {
    const { gme } = page();
    expect(JSON.parse(gme.start(REQUEST)).error).toMatch(/not ready/);
    gme.init(RULESET);
    expect(gme.status()).toBe("loading");
    expect(await untilReady(() => gme.status())).toBe("ready");
    const texts = playOut(() => gme.start(REQUEST), gme.stateOf, gme.choose, gme.direct);
    for (const text of texts) expect(typeof text).toBe("string");
    const first: Answer = JSON.parse(texts[0]!);
    expect(first.events[0]!.t).toBe("start");
    expect(first.options.length).toBeGreaterThan(0);
    expect(["won", "lost", "fled"]).toContain(JSON.parse(texts.at(-1)!).outcome);
  });

  it("answers a refused choice with the rejection and bad input with an error, never throwing", async () => {
    const { gme } = page();
    const statuses: string[] = [];
    gme.init(RULESET, (s) => statuses.push(s));
    await untilReady(() => gme.status());
    expect(statuses).toEqual(["ready"]);
    const state = gme.stateOf(gme.start(REQUEST));
    expect(JSON.parse(gme.choose(state, '{"option":"fly"}')).rejected.code).toEqual(expect.any(String));
    expect(JSON.parse(gme.choose("not json", "{}")).error).toEqual(expect.any(String));
    expect(JSON.parse(gme.start('{"encounter":"nowhere","seed":1}')).error).toMatch(/no encounter/);
    expect(JSON.parse(gme.direct("{")).error).toEqual(expect.any(String));
  });

  it("direct gives the library director's choice as JSON text, and an error once the fight is over", async () => {
    const context = page();
    const { gme } = context;
    gme.init(RULESET);
    await untilReady(() => gme.status());
    const state = gme.stateOf(gme.start(REQUEST));
    const library = context.GamemodeEngine as { direct(r: unknown, s: unknown): unknown };
    expect(JSON.parse(gme.direct(state))).toEqual(library.direct(JSON.parse(RULESET), JSON.parse(state)));
    const texts = playOut(() => gme.start(REQUEST), gme.stateOf, gme.choose, gme.direct);
    expect(JSON.parse(gme.direct(gme.stateOf(texts.at(-1)!))).error).toMatch(/over/);
  });

  it("takes the SRD file (a ruleset and its characters): an encounter's named party, played out", async () => {
    const { gme } = page();
    gme.init(SRD);
    expect(await untilReady(() => gme.status())).toBe("ready");
    const texts = playOut(
      () => gme.start('{"encounter":"goblin-ambush","seed":2}'),
      gme.stateOf,
      gme.choose,
      gme.direct,
    );
    const first = JSON.parse(texts[0]!);
    expect(Object.keys(first.state.combatants)).toContain("Vex (Rogue 1)");
    expect(["won", "lost", "fled"]).toContain(JSON.parse(texts.at(-1)!).outcome);
  }, 20_000);

  it("a ruleset that is not JSON ends in an error status", () => {
    const { gme } = page();
    const statuses: string[] = [];
    gme.init("{", (s) => statuses.push(s));
    expect(gme.status()).toMatch(/^error: the ruleset is not JSON/);
    expect(statuses).toHaveLength(1);
  });
});

/** Unity's side of a .jslib: the functions merged into LibraryManager.library, over a byte heap. */
function unityPage() {
  const context = page();
  const heap = new Uint8Array(1 << 24);
  let top = 8;
  const library: Record<string, (...args: number[]) => number | undefined> = {};
  Object.assign(context, {
    LibraryManager: { library },
    mergeInto: (target: object, fns: object) => Object.assign(target, fns),
    UTF8ToString: (ptr: number) => new TextDecoder().decode(heap.subarray(ptr, heap.indexOf(0, ptr))),
    stringToNewUTF8: (text: string) => {
      const bytes = new TextEncoder().encode(text);
      const ptr = top;
      heap.set(bytes, ptr);
      heap[ptr + bytes.length] = 0;
      top += bytes.length + 1;
      return ptr;
    },
  });
  runInContext(JSLIB, context);
  const cs = context.stringToNewUTF8 as (s: string) => number;
  const str = context.UTF8ToString as (p: number) => string;
  // What the C# marshaller does: strings in as heap pointers, strings out read back from the heap.
  const call = (name: string, ...args: string[]) => {
    const out = library[name]!(...args.map(cs));
    return out === undefined ? undefined : str(out);
  };
  return { library, call };
}

describe("the Unity sample's .jslib (GME_* through [DllImport])", () => {
  it("merges its functions into the library and plays a fight with strings over the heap", async () => {
    const { library, call } = unityPage();
    expect(Object.keys(library).sort()).toEqual([
      "GME_Choose",
      "GME_Direct",
      "GME_Init",
      "GME_Start",
      "GME_StateOf",
      "GME_Status",
    ]);
    call("GME_Init", RULESET);
    expect(await untilReady(() => call("GME_Status")!)).toBe("ready");
    const texts = playOut(
      () => call("GME_Start", REQUEST)!,
      (a) => call("GME_StateOf", a)!,
      (s, c) => call("GME_Choose", s, c)!,
      (s) => call("GME_Direct", s)!,
    );
    expect(["won", "lost", "fled"]).toContain(JSON.parse(texts.at(-1)!).outcome);
  });

  it("gives the same fight as the Godot calls, byte for byte", async () => {
    const { call } = unityPage();
    call("GME_Init", RULESET);
    await untilReady(() => call("GME_Status")!);
    const { gme } = page();
    gme.init(RULESET);
    await untilReady(() => gme.status());
    const unity = playOut(
      () => call("GME_Start", REQUEST)!,
      (a) => call("GME_StateOf", a)!,
      (s, c) => call("GME_Choose", s, c)!,
      (s) => call("GME_Direct", s)!,
    );
    expect(JSON.parse(unity.at(-1)!).outcome).toEqual(expect.any(String));
    expect(playOut(() => gme.start(REQUEST), gme.stateOf, gme.choose, gme.direct)).toEqual(unity);
  });

  it("the glue and the .jslib use no syntax newer than ES5", () => {
    for (const source of [GLUE, JSLIB]) {
      const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
      expect(code).not.toMatch(/=>|`|\b(let|const|class)\s|\.\.\./);
    }
  });
});
