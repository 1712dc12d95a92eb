import { existsSync, readFileSync } from "node:fs";
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
    // Only what every supported Unity's Emscripten has (no stringToNewUTF8): the .jslib must not need more.
    UTF8ToString: (ptr: number) => new TextDecoder().decode(heap.subarray(ptr, heap.indexOf(0, ptr))),
    lengthBytesUTF8: (text: string) => new TextEncoder().encode(text).length,
    _malloc: (size: number) => {
      const ptr = top;
      top += size;
      return ptr;
    },
    stringToUTF8: (text: string, ptr: number, max: number) => {
      const bytes = new TextEncoder().encode(text);
      if (bytes.length + 1 > max) throw new Error(`stringToUTF8: ${bytes.length} bytes into ${max}`);
      heap.set(bytes, ptr);
      heap[ptr + bytes.length] = 0;
    },
  });
  runInContext(JSLIB, context);
  // What C# does with a string argument: its UTF-8 bytes in the heap.
  const cs = (text: string) => {
    const size = (context.lengthBytesUTF8 as (s: string) => number)(text) + 1;
    const ptr = (context._malloc as (n: number) => number)(size);
    (context.stringToUTF8 as (s: string, p: number, n: number) => void)(text, ptr, size);
    return ptr;
  };
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

/**
 * The samples' host loop with a refused choice before every real one: on { rejected } it keeps the state it
 * had, as fight.gd and FightDemo.cs do. Returns the answers that were not refusals.
 */
function playWithRefusals(
  start: () => string,
  stateOf: (a: string) => string,
  choose: (s: string, c: string) => string,
  direct: (s: string) => string,
) {
  const texts = [start()];
  let state = stateOf(texts[0]!);
  for (let i = 0; i < 500; i++) {
    const answer: Answer = JSON.parse(texts.at(-1)!);
    if (answer.error || answer.outcome) break;
    const refused = choose(state, '{"option":"fly"}');
    const rejection = JSON.parse(refused);
    expect(rejection.rejected.code).toEqual(expect.any(String));
    // A rejection has no state: asking for one is an error, and the host keeps its own.
    expect(JSON.parse(stateOf(refused)).error).toMatch(/no state/);
    texts.push(choose(state, direct(state)));
    state = stateOf(texts.at(-1)!);
  }
  return texts;
}

describe("a refused choice in the samples' loop", () => {
  it("Godot's calls: keeping the last state, the fight goes on as if the refusal never came", async () => {
    const { gme } = page();
    gme.init(RULESET);
    await untilReady(() => gme.status());
    const plain = playOut(() => gme.start(REQUEST), gme.stateOf, gme.choose, gme.direct);
    const refused = playWithRefusals(() => gme.start(REQUEST), gme.stateOf, gme.choose, gme.direct);
    expect(refused).toEqual(plain);
    expect(["won", "lost", "fled"]).toContain(JSON.parse(refused.at(-1)!).outcome);
  });

  it("Unity's .jslib: the same, strings over the heap", async () => {
    const { call } = unityPage();
    call("GME_Init", RULESET);
    await untilReady(() => call("GME_Status")!);
    const refused = playWithRefusals(
      () => call("GME_Start", REQUEST)!,
      (a) => call("GME_StateOf", a)!,
      (s, c) => call("GME_Choose", s, c)!,
      (s) => call("GME_Direct", s)!,
    );
    expect(["won", "lost", "fled"]).toContain(JSON.parse(refused.at(-1)!).outcome);
  });
});

describe("the sample sources", () => {
  const GD = readFileSync("examples/godot/fight.gd", "utf8");
  const CS = readFileSync("examples/unity/Assets/Scripts/GamemodeEngine.cs", "utf8");
  const DEMO = readFileSync("examples/unity/Assets/Scripts/FightDemo.cs", "utf8");

  it("fight.gd declares no member that shadows a GDScript global function, and types no parse result", () => {
    const members = [...GD.matchAll(/^(?:@export\w*(?:\([^)]*\))?\s+)?var\s+(\w+)/gm)].map((m) => m[1]);
    expect(members).toContain("fight_seed");
    const globals = [
      "seed",
      "print",
      "str",
      "range",
      "load",
      "hash",
      "randi",
      "randf",
      "randomize",
      "abs",
      "min",
      "max",
    ];
    expect(members.filter((name) => globals.includes(name))).toEqual([]);
    // JSON.parse_string gives null for bad text: never straight into a typed variable.
    expect(GD).not.toMatch(/(:=|:\s*\w+\s*=)\s*JSON\.parse_string/);
    expect(GD).toMatch(/answer\.has\("rejected"\)/);
  });

  it("GamemodeEngine.cs declares its externs only for a WebGL player, with a stand-in elsewhere", () => {
    const guarded = /#if UNITY_WEBGL && !UNITY_EDITOR\n([\s\S]*?)#else\n([\s\S]*?)#endif/.exec(CS.replace(/\r/g, ""));
    expect(guarded).not.toBeNull();
    const [, player, elsewhere] = guarded!;
    const externs = [...CS.matchAll(/extern \w+ (GME_\w+)\(/g)].map((m) => m[1]);
    expect(externs.sort()).toEqual(["GME_Choose", "GME_Direct", "GME_Init", "GME_Start", "GME_StateOf", "GME_Status"]);
    for (const name of externs) {
      expect(player).toContain(`extern`);
      expect(player).toContain(` ${name}(`);
      expect(elsewhere).toMatch(new RegExp(`static \\w+ ${name}\\(`));
    }
    expect(CS.split("#if UNITY_WEBGL")[0]).not.toMatch(/DllImport|extern/);
    expect(DEMO).toMatch(/a\.rejected/);
  });

  it("the Godot shell loads the files the package's dist/ has, by their names there", () => {
    const shell = readFileSync("examples/godot/shell.html", "utf8");
    const sources = [...shell.matchAll(/<script src="([^"$]+)">/g)].map((m) => m[1]!);
    expect(sources).toEqual(["gamemode-engine.iife.js", "gme-glue.js"]);
    for (const file of sources) expect(existsSync(`dist/${file}`), file).toBe(true);
    expect(readFileSync("dist/gme-glue.js", "utf8")).toBe(GLUE);
  });

  it("the set-up steps name files an installed package has", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { files: string[] };
    for (const readme of ["examples/godot/README.md", "examples/unity/README.md"]) {
      const paths = [...readFileSync(readme, "utf8").matchAll(/node_modules\/gamemode-engine\/([\w./-]+\w)/g)].map(
        (m) => m[1]!,
      );
      expect(paths.length, readme).toBeGreaterThan(1);
      for (const file of paths) {
        expect(existsSync(file), `${readme}: ${file}`).toBe(true);
        expect(
          pkg.files.some((f) => file === f || file.startsWith(`${f}/`)),
          `${readme}: ${file} is not in package.json "files"`,
        ).toBe(true);
      }
    }
  });
});
