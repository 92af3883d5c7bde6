import { ROUTE_TABLE, findRouteOwner } from './index';
import { routesOf } from './routes';

describe('findRouteOwner', () => {
  it.each([
    ['/', 'catalog', 'public'],
    ['/product', 'catalog', 'public'],
    ['/product/42', 'catalog', 'public'],
    ['/products/Filters', 'catalog', 'public'],
    ['/brands/7/', 'catalog', 'public'],
    ['/categories/3', 'catalog', 'public'],
    ['/cart', 'cartCheckout', 'public'],
    ['/checkout', 'cartCheckout', 'guest-allowed'],
    ['/checkout/shipping', 'cartCheckout', 'guest-allowed'],
    ['/checkout/success', 'cartCheckout', 'public'],
    ['/login', 'account', 'public'],
    ['/profile', 'account', 'login'],
    ['/orders', 'account', 'login-no-guest'],
    ['/orders/abc-123', 'account', 'login-no-guest'],
    ['/account', 'account', 'login'],
    ['/lists', 'account', 'login-no-guest'],
    ['/lists/12', 'account', 'login-no-guest'],
    ['/terms-and-conditions', 'content', 'public'],
    ['/BULK-purchasing', 'content', 'public'],
  ])('gives %s to %s (%s)', (pathname, remote, access) => {
    expect(findRouteOwner(pathname)).toMatchObject({ remote, access });
  });

  it('reads route parameters', () => {
    expect(findRouteOwner('/orders/A%2017?tab=1')?.params).toEqual({ orderId: 'A 17' });
  });

  it('matches / only exactly and leaves unknown paths to the 404 page', () => {
    expect(findRouteOwner('/nope')).toBeNull();
    expect(findRouteOwner('/product/1/extra')).toBeNull();
  });

  it('lists every route once with its owner', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routesOf('content')).toHaveLength(7);
    // SPEC's 8, the RMA slip and the two job-list pages of issue 40.
    expect(routesOf('account')).toHaveLength(11);
  });
});
