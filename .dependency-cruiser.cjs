// Layering, checked by `npm run lint` (dependency-cruiser): see docs/architecture.md, "Layers".
// Type-only imports count too: the parser used here (swc) does not tell them apart, and a cycle of types
// is still two modules that cannot be understood one without the other.
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
        pathNot: ["^src/capabilities/", "^src/(index|engine|combat/index|director/index|validate/index)\\.ts$"],
      },
      to: { path: "^src/capabilities/" },
    },
    {
      name: "capability-imports-no-capability",
      severity: "error",
      comment: "A capability package reaches the core only: never another package's folder.",
      from: { path: "^src/capabilities/([^/]+)/" },
      to: { path: "^src/capabilities/", pathNot: ["^src/capabilities/$1/", "^src/capabilities/package\\.ts$"] },
    },
  ],
  options: {
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.d\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
  },
};
