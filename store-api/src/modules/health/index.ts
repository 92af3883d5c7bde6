// The health module: what the API's dependencies last did (the provider, mail, Redis) and the
// /health routes that report it.
export { dependencyStatus, type TrackedDependency } from './dependency-status.js';
export { default as healthRoutes } from './routes.js';
