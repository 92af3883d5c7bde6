// The host's production server: `npm start` in host/ runs this build (dist-server/main.mjs).
import { servePackage } from '@storefront/static-server';

import { readHostServerConfig } from './config';
import { createHostServer } from './host-server';

await servePackage(() => readHostServerConfig(), createHostServer);
