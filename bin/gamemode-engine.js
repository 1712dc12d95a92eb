#!/usr/bin/env node
// The CLI lives in the built bundle; `npm run build` makes it.
import("../dist/node/cli.js").catch((error) => {
  if (error?.code === "ERR_MODULE_NOT_FOUND") {
    console.error("gamemode-engine: dist/ is missing; run `npm run build` first");
    process.exit(2);
  }
  throw error;
});
