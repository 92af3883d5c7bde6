// What other packages may import: build or start the sandbox in-process (tests), its config.
export { buildSandbox, type SandboxOptions } from './app.js';
export { loadConfig, type SandboxConfig } from './config.js';
export { startSandbox, type RunningSandbox } from './start-sandbox.js';
