// Runs the geometry core's own unit tests (assembly/__tests__/*.spec.ts) with as-pect, one compilation per file of
// assembly/. The runner takes its own config relative to the root, and its asconfig by an absolute path (asc resolves
// a relative one's transform wrongly).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const asp = `${root}node_modules/@as-pect/cli/bin/asp.js`;
const run = spawnSync(
  process.execPath,
  [
    asp,
    "--config",
    "assembly/__tests__/as-pect.config.js",
    "--as-config",
    `${root}assembly/__tests__/as-pect.asconfig.json`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit" },
);
process.exitCode = run.status ?? 1;
