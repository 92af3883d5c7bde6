// A remote's production server: `npm start` in catalog-mfe, cart-checkout-mfe, account-mfe or
// content-mfe runs this build (dist/main.mjs) in the package's directory.
import { readServerConfig } from './config';
import { createStaticServer } from './create-static-server';
import { servePackage } from './serve';

await servePackage((packageName) => readServerConfig(packageName), createStaticServer);
