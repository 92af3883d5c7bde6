import { describeRemoteRoutes } from '@storefront/platform/testing';
import routes from './routes';

describeRemoteRoutes('content', routes);
