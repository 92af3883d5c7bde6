// The files of remotes the host's configuration does not name (one published after it was
// written, decision 0963): served by the host's server itself from the deployment store, at
// `/remotes/<remote>/versions/<version>/<file>`, on the shell's own origin, so such a remote needs
// no server, port or CSP entry of its own. The built-in remotes keep their own servers.
import path from 'node:path';

import { sendText } from '@storefront/static-server';
import { DEPLOYMENT_RECORD_FILE, isVersionId } from '@storefront/static-server/deployment';
import type { FastifyInstance } from 'fastify';

const PREFIX = '/remotes/';
const FEDERATION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The manifest URL a remote served from the store has by default (the rollout adds the version). */
export const publishedRemoteManifestUrl = (origin: string, remote: string): string =>
  `${origin}${PREFIX}${remote}/mf-manifest.json`;

export function registerPublishedRemoteFiles(app: FastifyInstance, storeDir: string): void {
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    `${PREFIX}:remote/versions/:version/*`,
    (request, reply) => {
      const { remote, version, '*': file } = request.params;
      const segments = file.split('/');
      const servable =
        FEDERATION_NAME.test(remote) &&
        isVersionId(version) &&
        file !== DEPLOYMENT_RECORD_FILE &&
        segments.every((segment) => segment !== '' && !segment.startsWith('.'));
      if (!servable) return sendText(reply, 404, 'Not found');
      return reply.sendFile(file, path.join(storeDir, remote, version));
    },
  );
}
