// Playwright's global setup. The scenarios run the front-end builds as they are on disk (`npm test`
// and `npm run build` make them; a scenario run alone never rebuilds), so say which packages
// changed since their last build: a scenario read against old code misleads.
import { staleFrontendPackages } from '../../scripts/lib/frontend-build.mjs';

export default function warnAboutStaleBuilds(): void {
  const stale: string[] = staleFrontendPackages();
  if (stale.length === 0) return;
  console.warn(
    `[e2e] changed since their last build: ${stale.join(', ')}. These scenarios run the old ` +
      'builds; "npm test -- e2e" (or "npm run build") rebuilds what changed first.',
  );
}
