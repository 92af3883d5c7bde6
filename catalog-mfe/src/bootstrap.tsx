// Standalone start of this remote (its own index.html on its own port); the host never runs this file.
import { renderStandalone } from '@storefront/platform';
import routes from './app/routes';
import * as runtime from './app/runtime';

renderStandalone(routes, runtime);
