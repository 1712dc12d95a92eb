// Writes the API reference (HTML) from the source with TypeDoc. Usage: npm run docs:api [-- --out DIR]
// TypeDoc reads TypeScript through the compiler's JavaScript API, which TypeScript 7 (the project's checker)
// no longer ships: TypeDoc gets TypeScript 5.9, installed as `typescript-5`, by a resolve hook on its imports.
import { register } from "node:module";
import { parseArgs } from "node:util";

const hook = `export async function resolve(specifier, context, next) {
  return next(specifier === "typescript" ? "typescript-5" : specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);

const { values } = parseArgs({ options: { out: { type: "string", default: "docs/api" } } });
const { Application, LogLevel, OptionDefaults } = await import("typedoc");

const app = await Application.bootstrapWithPlugins({
  entryPoints: ["src/index.ts", "src/srd/index.ts"],
  tsconfig: "tsconfig.build.json",
  out: values.out,
  name: "gamemode-engine",
  readme: "none",
  excludePrivate: true,
  excludeInternal: true,
  // An option kind's id pattern, label and what a choice fills (read by scripts/combat/reference.ts).
  blockTags: [...OptionDefaults.blockTags, "@id", "@label", "@choice"],
  logLevel: LogLevel.Warn,
});

// Any warning fails the run (and the test that runs it): a broken {@link}, an unreadable export. One kind is
// counted, not failed: a type the API uses that the entry does not export (TypeDoc's "not included in the
// documentation"), which is listed so it can be exported in time.
const unexported = [];
const log = app.logger.log.bind(app.logger);
let failed = 0;
app.logger.log = (message, level) => {
  if (level === LogLevel.Warn && /is referenced by .* but not included in the documentation/.test(message)) {
    unexported.push(message.split(",")[0]);
    return;
  }
  if (level >= LogLevel.Warn) failed++;
  log(message, level);
};

const project = await app.convert();
// Validation reports broken links and the unexported types, as TypeDoc's own command does.
if (project) app.validate(project);
if (project && failed === 0) await app.generateDocs(project, values.out);
if (!project || failed > 0) {
  console.error("the API reference could not be generated");
  process.exit(1);
}
if (unexported.length > 0) {
  console.log(`${unexported.length} types the API uses are not exported by its entries: ${unexported.join(", ")}`);
}
console.log(`wrote ${values.out}`);
