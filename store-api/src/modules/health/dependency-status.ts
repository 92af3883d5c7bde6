// The last known state of what the API calls besides its database (which /health asks each time):
// the card provider and the SMTP server as their real calls found them, the shared Redis as its
// connection is. Nothing is called just to find out, so a health check never waits on them nor
// adds to their load.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** up: it answered last time; down: it could not be reached in time; off: not configured. */
export type DependencyState = 'up' | 'down' | 'unknown' | 'off';
export type TrackedDependency = 'paymentProvider' | 'mail' | 'redis';

export interface DependencyStatus {
  /** The outcome of a real call: answered (up) or unreachable or failing on its side (down). */
  report(name: TrackedDependency, up: boolean): void;
  /** Not configured, so never called. */
  turnOff(name: TrackedDependency): void;
  state(name: TrackedDependency): DependencyState;
}

declare module 'fastify' {
  interface FastifyInstance {
    dependencies: DependencyStatus;
  }
}

export function createDependencyStatus(): DependencyStatus {
  const states = new Map<TrackedDependency, DependencyState>();
  return {
    report: (name, up) => void states.set(name, up ? 'up' : 'down'),
    turnOff: (name) => void states.set(name, 'off'),
    state: (name) => states.get(name) ?? 'unknown',
  };
}

export const dependencyStatus = fp(
  async function dependencyStatus(app: FastifyInstance) {
    app.decorate('dependencies', createDependencyStatus());
  },
  { name: 'dependency-status' },
);
