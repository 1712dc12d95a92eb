import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import {
  type Choice,
  type CombatEvent,
  type CombatRejection,
  type CombatState,
  direct,
  type Option,
} from "gamemode-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../examples/node-http/server.js";

// The HTTP example answered over real requests on 127.0.0.1; the caller carries the state between them.
const RULESET = readFileSync("test/fixtures/minimal-5e.json", "utf8");
const SRD = readFileSync("rulesets/srd5e.json", "utf8");
const PARTY = JSON.parse(readFileSync("web/parties/minimal-5e.json", "utf8"));

interface Answer {
  state: CombatState;
  whoActs: string | null;
  who?: string | null;
  choice?: Choice;
  events: CombatEvent[];
  options: Option[];
  outcome: string | null;
  rejected?: CombatRejection;
  error?: string;
}

describe("examples/node-http", () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await startServer(RULESET));
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  async function post(path: string, body: unknown): Promise<{ status: number; json: Answer }> {
    const res = await fetch(url + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(res.headers.get("content-type")).toBe("application/json");
    return { status: res.status, json: await res.json() };
  }

  it("starts a fight and plays it to the end, state passed back each time", async () => {
    const start = await post("/fights", { encounter: "ambush", seed: 4, party: PARTY });
    expect(start.status).toBe(200);
    expect(start.json.events[0].t).toBe("start");
    let { state, options } = start.json;
    expect(options.length).toBeGreaterThan(0);
    expect(state.combatants[options[0].who].side).toBe("party");
    for (let i = 0; i < 200 && !state.outcome; i++) {
      const attack = options.find((o) => o.useKind === "attack" && o.targets);
      // A reaction window offers "pass" where a turn offers "end".
      const wait = options.some((o) => o.id === "pass") ? "pass" : "end";
      const choice = attack ? { option: attack.id, targets: [attack.targets!.candidates[0]!] } : { option: wait };
      const step = await post("/fights/choose", { state, choice });
      expect(step.status).toBe(200);
      expect(step.json.events.length).toBeGreaterThan(0);
      ({ state, options } = step.json);
    }
    expect(["won", "lost", "fled"]).toContain(state.outcome);
  });

  it("the same seed and choices give the same answer", async () => {
    const a = await post("/fights", { encounter: "ambush", seed: 9, party: PARTY });
    const b = await post("/fights", { encounter: "ambush", seed: 9, party: PARTY });
    expect(b.json).toEqual(a.json);
  });

  it("answers 400 with the rejection, and with a reason for bad requests", async () => {
    const { json } = await post("/fights", { encounter: "ambush", seed: 1, party: PARTY });
    const rejected = await post("/fights/choose", { state: json.state, choice: { option: "no-such-option" } });
    expect(rejected.status).toBe(400);
    expect(rejected.json.rejected).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await post("/fights", { encounter: "nowhere", seed: 1 })).status).toBe(400);
    expect((await post("/fights", { encounter: "ambush", seed: 1 })).json.error).toMatch(/party/);
    expect((await post("/fights", "{not json")).json).toEqual({ error: "the body must be JSON" });
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
    expect((await post("/fights/direct", {})).json.error).toMatch(/state/);
  });

  it("the director answers for whoever acts, the party too, with a choice the engine takes", async () => {
    const { json } = await post("/fights", { encounter: "ambush", seed: 2, party: PARTY });
    const ruleset = JSON.parse(RULESET);
    let { state, whoActs } = json;
    for (let i = 0; i < 300 && !state.outcome; i++) {
      const asked = await post("/fights/direct", { state });
      expect(asked.status).toBe(200);
      expect(asked.json.who).toBe(whoActs);
      // The same answer the library gives for the same state: the service adds nothing of its own.
      expect(asked.json.choice).toEqual(direct(ruleset, state));
      const step = await post("/fights/choose", { state, choice: asked.json.choice });
      expect(step.status).toBe(200);
      ({ state, whoActs } = step.json);
    }
    expect(["won", "lost", "fled"]).toContain(state.outcome);
    expect((await post("/fights/direct", { state })).json.error).toMatch(/over/);
  });

  it("with auto: false the caller gets the enemy side's turns and plays them (here through /fights/direct)", async () => {
    const first = await post("/fights", { encounter: "ambush", seed: 2, party: PARTY, auto: false });
    let { state, whoActs } = first.json;
    const sides = new Set<string>();
    for (let i = 0; i < 40 && !state.outcome; i++) {
      sides.add(state.combatants[whoActs!]!.side);
      const { choice } = (await post("/fights/direct", { state })).json;
      ({ state, whoActs } = (await post("/fights/choose", { state, choice, auto: false })).json);
    }
    expect([...sides].sort()).toEqual(["enemies", "party"]);
    // With auto on, an answer never waits on an enemy.
    const auto = await post("/fights", { encounter: "ambush", seed: 2, party: PARTY });
    expect(auto.json.state.combatants[auto.json.whoActs!]!.side).toBe("party");
  });
});

describe("examples/node-http on the SRD file (a ruleset and its characters)", () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await startServer(SRD));
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("starts an SRD encounter with the party it names and plays it with the director's choices", async () => {
    const post = async (path: string, body: unknown) =>
      (await (await fetch(url + path, { method: "POST", body: JSON.stringify(body) })).json()) as Answer;
    let answer = await post("/fights", { encounter: "goblin-ambush", seed: 1 });
    expect(Object.keys(answer.state.combatants)).toContain("Bram (Fighter 1)");
    for (let i = 0; i < 400 && !answer.outcome; i++) {
      const { choice } = await post("/fights/direct", { state: answer.state });
      answer = await post("/fights/choose", { state: answer.state, choice });
      expect(answer.error ?? answer.rejected).toBeUndefined();
    }
    expect(["won", "lost", "fled"]).toContain(answer.outcome);
  }, 20_000);
});
