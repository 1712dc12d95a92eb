// Layering, checked by `npm run lint` (dependency-cruiser): see docs/architecture.md, "Layers".
// Type-only imports count too: the parser used here (swc) does not tell them apart, and a cycle of types
// is still two modules that cannot be understood one without the other.
const fs = require("node:fs");
const path = require("node:path");

// A package may import the packages its descriptor `requires` (their folders), and no other: read from each
// package's index.ts, so the one declaration of what a package builds on is also the one the layering checks.
const PACKAGES = path.join(__dirname, "src", "capabilities");
const packageRules = fs
  .readdirSync(PACKAGES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => {
    const text = fs.readFileSync(path.join(PACKAGES, d.name, "index.ts"), "utf8");
    const list = /requires:\s*\[([^\]]*)\]/.exec(text);
    const requires = list ? [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : [];
    return {
      name: "capability-imports-only-what-it-requires",
      severity: "error",
      comment: `The package ${d.name} reaches the core, its own folder and the packages it requires (${requires.join(", ") || "none"}) only.`,
      from: { path: `^src/capabilities/${d.name}/` },
      to: { path: "^src/capabilities/[^/]+/", pathNot: [`^src/capabilities/(${[d.name, ...requires].join("|")})/`] },
    };
  });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules form no import cycle: each layer can be read, tested and loaded on its own.",
      from: { path: "^(src|bindings)/" },
      to: { circular: true },
    },
    {
      name: "core-imports-no-capability",
      severity: "error",
      comment:
        "The core (src/combat, src/director, src/registry, src/validate, ...) never names a capability package: " +
        "packages reach it through its extension points, and only the composition root lists them.",
      from: {
        path: "^src/",
        pathNot: ["^src/capabilities/", "^src/(index|engine|base|combat/index|director/index|validate/index)\\.ts$"],
      },
      to: { path: "^src/capabilities/" },
    },
    ...packageRules,
  ],
  options: {
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.d\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
  },
};
