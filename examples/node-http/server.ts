// A fight service over node:http, JSON in and out:
//   POST /fights         { encounter, seed, party?, auto? } → { state, events, whoActs, options, outcome }
//   POST /fights/choose  { state, choice, auto? }           → the same, or 400 { rejected }
//   POST /fights/direct  { state }                          → { who, choice }: the director's choice
// The ruleset file is a ruleset, or a merged `{ ruleset, characters }` like rulesets/srd5e.json.
// Run: node scripts/run-ts.mjs examples/node-http/server.ts [RULESET.json] (PORT=8080 to pick the port).
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createEngine } from "gamemode-engine";
import { BadRequest, fightService } from "./service.js";

// A fight state is a few kilobytes; anything far larger is not one.
const MAX_BODY = 1 << 20;

export async function startServer(rulesetJson: string, port = 0): Promise<{ server: Server; url: string }> {
  const parsed = JSON.parse(rulesetJson);
  const service = parsed.ruleset
    ? fightService(await createEngine(), parsed.ruleset, parsed.characters)
    : fightService(await createEngine(), parsed);
  const routes: Record<string, (body: never) => unknown> = {
    "/fights": service.start,
    "/fights/choose": service.choose,
    "/fights/direct": service.direct,
  };
  const server = createServer(async (req, res) => {
    const route = routes[req.url ?? ""];
    if (req.method !== "POST" || !route)
      return send(res, 404, { error: "POST /fights, /fights/choose or /fights/direct" });
    try {
      send(res, 200, route((await readJson(req)) as never));
    } catch (error) {
      if (error instanceof BadRequest) send(res, 400, error.body);
      else send(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BadRequest({ error: "request body too large" });
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new BadRequest({ error: "the body must be JSON" });
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export async function main(args: string[]): Promise<number> {
  const file = args[0] ?? (existsSync("rulesets/srd5e.json") ? "rulesets/srd5e.json" : "test/fixtures/minimal-5e.json");
  const { url } = await startServer(readFileSync(file, "utf8"), Number(process.env.PORT ?? 0));
  console.log(`fight service on ${url} (ruleset ${file})`);
  return 0;
}
