// Installs the engine's capability packages as the default set, as the public entry (src/index.ts) does on import.
import "../../src/capabilities/index.js";
