// `npm run play`: serves the built playground (dist/web) on 127.0.0.1 until interrupted.
import { resolve } from "node:path";
import { serveStatic } from "../test/support/static-server.js";

export async function main(): Promise<number> {
  const server = await serveStatic(resolve("dist/web"));
  console.log(`playground: ${server.url}/index.html  (Ctrl+C to stop)`);
  await new Promise<void>((done) => process.once("SIGINT", () => done()));
  await server.close();
  return 0;
}
