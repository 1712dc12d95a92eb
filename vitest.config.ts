import { readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vitest/config";

// Imports *.wasm as its bytes, the way esbuild's "binary" loader does in the bundles.
function wasmBytes(): Plugin {
  return {
    name: "wasm-bytes",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(".wasm")) return null;
      const base64 = readFileSync(id).toString("base64");
      return `export default Uint8Array.from(atob(${JSON.stringify(base64)}), (c) => c.charCodeAt(0));`;
    },
  };
}

export default defineConfig({
  plugins: [wasmBytes()],
  test: {
    include: ["test/**/*.test.ts"],
    // Tests reach internal modules directly: compose the engine first, as its public entry does.
    setupFiles: ["test/support/compose.ts"],
    // Test files share one module graph per worker: each file would otherwise load and compose the whole engine
    // again, which cost more than the tests themselves. A test that changes the default composition restores it.
    isolate: false,
    globalSetup: ["./test/support/chromium-setup.ts"],
    reporters: ["default", "./test/support/summary-reporter.ts"],
    // Timeouts catch a hang, not slowness: the machines are shared and a busy one runs the heaviest files ten times slower.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
