import type { RouteAccess } from '@storefront/contract';
import type { SessionStatus } from '@storefront/contract/events';
import { decideAccess, loginPathFor } from './route-access';

describe('decideAccess', () => {
  const everyone: SessionStatus[] = [
    'signed-out',
    'restoring',
    'guest',
    'guest-checkout',
    'authenticated',
  ];

  it.each(['public', 'guest-allowed'] as RouteAccess[])(
    'lets every shopper open a %s route',
    (access) => {
      for (const status of everyone) expect(decideAccess(access, status)).toBe('allow');
    },
  );

  it.each(['login', 'login-no-guest'] as RouteAccess[])(
    'sends signed-out shoppers and guests of a %s route to login',
    (access) => {
      expect(decideAccess(access, 'signed-out')).toBe('login');
      expect(decideAccess(access, 'guest')).toBe('login');
      expect(decideAccess(access, 'guest-checkout')).toBe('login');
    },
  );

  it('lets a signed-in customer in', () => {
    expect(decideAccess('login', 'authenticated')).toBe('allow');
    expect(decideAccess('login-no-guest', 'authenticated')).toBe('allow');
  });

  it('waits while a stored token is still being checked', () => {
    expect(decideAccess('login-no-guest', 'restoring')).toBe('wait');
  });
});

describe('loginPathFor', () => {
  it('keeps the origin path, query and hash in the redirect parameter', () => {
    expect(loginPathFor({ pathname: '/orders/12', search: '?tab=items', hash: '#top' })).toBe(
      '/login?redirect=%2Forders%2F12%3Ftab%3Ditems%23top',
    );
  });
});
