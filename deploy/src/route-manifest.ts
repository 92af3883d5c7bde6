// A remote's route manifest (docs/contracts.md "Route manifest"): the pages it serves, who may
// open each, its nav entries and whether the host's server renders its public pages. Each remote
// keeps it in its package (`route-manifest.json`); publishing copies it into the version's
// deployment.json, and the host's server composes the table of the versions a visitor gets from
// those records at page time, so a new remote needs no host rebuild (decision 0963).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { hasErrorCode } from './registry.js';

/** The manifest's file name in a remote's package. */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** The access levels of @storefront/contract's RouteAccess (the host's route guard applies them). */
const ACCESS_LEVELS = ['public', 'guest-allowed', 'login', 'login-no-guest'] as const;

// A React Router path the host can match: `/`-separated, `:param` segments, a trailing `*`.
const ROUTE_PATH = /^\/(?:(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9]*)(?:\/(?=.))?)*(?:\/?\*)?$/;

export const RouteManifestSchema = z.object({
  /** The host's server renders the remote's public pages (it exposes `./routes` for Node). */
  serverRendered: z.boolean().default(false),
  routes: z
    .array(
      z.object({
        path: z.string().max(200).regex(ROUTE_PATH, 'is not a route path such as /wishlist/:id'),
        access: z.enum(ACCESS_LEVELS),
        /** The path parameter that is a record's id (a positive whole number). */
        idParam: z.string().optional(),
      }),
    )
    .min(1, 'declares no routes'),
  nav: z
    .array(
      z.object({
        label: z.string().min(1).max(40),
        path: z
          .string()
          .regex(/^\/[^/]/, 'is not a path on the shop')
          .or(z.literal('/')),
      }),
    )
    .default([]),
});
export type RouteManifest = z.infer<typeof RouteManifestSchema>;

/** The manifest of the package in `packageDir`; null when it has none. Throws when it is invalid. */
export function readRouteManifest(packageDir: string): RouteManifest | null {
  const file = path.join(packageDir, ROUTE_MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (hasErrorCode(error, 'ENOENT')) return null;
    throw error;
  }
  const parsed = RouteManifestSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new Error(`${file}: ${issue?.path.join('.') || 'the manifest'} ${issue?.message ?? ''}`);
}

/**
 * The same route to a router: case and parameter names do not matter (`/Wish/:a` is `/wish/:b`).
 */
const routeKey = (routePath: string) =>
  routePath
    .toLowerCase()
    .replace(/:[^/]+/g, ':')
    .replace(/(.)\/$/, '$1');

/** The remotes' manifests, each with the remote it belongs to. */
export type NamedManifests = ReadonlyArray<{ remote: string; manifest: RouteManifest }>;

/**
 * Why `remote`'s manifest cannot be served beside the others: each path another remote already
 * owns, one sentence each; empty when none.
 */
export function routeConflicts(
  remote: string,
  manifest: RouteManifest,
  others: NamedManifests,
): string[] {
  const owners = new Map<string, string>();
  for (const other of others) {
    if (other.remote === remote) continue;
    for (const route of other.manifest.routes) owners.set(routeKey(route.path), other.remote);
  }
  return manifest.routes.flatMap((route) => {
    const owner = owners.get(routeKey(route.path));
    return owner ? [`its route ${route.path} is already ${owner}'s`] : [];
  });
}
