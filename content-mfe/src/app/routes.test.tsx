import { describeRemoteRoutes } from '@storefront/shared/testing';
import routes from './routes';

describeRemoteRoutes('content', routes);
