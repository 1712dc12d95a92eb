import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { CombatEvent, CombatRejection, CombatState, Option } from "gamemode-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../examples/node-http/server.js";

// The HTTP example answered over real requests on 127.0.0.1; the caller carries the state between them.
const RULESET = readFileSync("test/fixtures/minimal-5e.json", "utf8");
const PARTY = JSON.parse(readFileSync("web/parties/minimal-5e.json", "utf8"));

interface Answer {
  state: CombatState;
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
  });
});
