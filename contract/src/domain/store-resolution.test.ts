import {
  StoreNotInitializedError,
  StoreResolutionError,
  getStoreConfig,
  storeConfigs,
  STORE_IDS,
} from './index';
import { resolveStoreId } from './store-resolution';

describe('resolveStoreId', () => {
  it.each([
    ['localhost', 'default'],
    ['hvac.localhost', 'hvac'],
    ['parts.localhost', 'parts'],
    ['HVAC.localhost', 'hvac'],
    ['parts.localhost:3000', 'parts'],
    ['127.0.0.1', 'default'],
    ['www.comfortairhvacsupply.com', 'hvac'],
  ])('maps the host name %s to the %s store', (hostname, expected) => {
    expect(resolveStoreId({ hostname })).toBe(expected);
  });

  it('lets STORE_ID override the host name', () => {
    expect(resolveStoreId({ hostname: 'localhost', envStoreId: 'parts' })).toBe('parts');
  });

  it('lets STORE_ID override even the stored choice', () => {
    expect(
      resolveStoreId({ hostname: 'localhost', envStoreId: 'hvac', storedStoreId: 'parts' }),
    ).toBe('hvac');
  });

  it('uses the store stored under store-id before the host name', () => {
    expect(resolveStoreId({ hostname: 'localhost', storedStoreId: 'hvac' })).toBe('hvac');
  });

  it('ignores a stored store id that is not a store', () => {
    expect(resolveStoreId({ hostname: 'parts.localhost', storedStoreId: 'garbage' })).toBe('parts');
  });

  it('accepts a configured host map', () => {
    expect(
      resolveStoreId({ hostname: 'shop.example.test', hostMap: { 'shop.example.test': 'hvac' } }),
    ).toBe('hvac');
  });

  it('refuses an unknown host name with a message that names it', () => {
    let error: unknown;
    try {
      resolveStoreId({ hostname: 'unknown.example.com' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StoreResolutionError);
    expect((error as StoreResolutionError).problem).toBe('unknown-host');
    expect((error as Error).message).toContain(
      'No store is configured for the host name "unknown.example.com"',
    );
  });

  it('refuses an unknown STORE_ID with a message that names it', () => {
    expect(() => resolveStoreId({ hostname: 'localhost', envStoreId: 'marine' })).toThrow(
      'Unknown store id "marine" in STORE_ID. Known stores: default, hvac, parts.',
    );
  });

  it('refuses a host mapped to a store that does not exist', () => {
    expect(() => resolveStoreId({ hostname: 'x.test', hostMap: { 'x.test': 'nope' } })).toThrow(
      /unknown store id "nope"/,
    );
  });
});

describe('getStoreConfig', () => {
  it('returns the configuration of each store', () => {
    expect(getStoreConfig('hvac')).toBe(storeConfigs.hvac);
  });

  it("throws 'Store not initialized' for a missing configuration", () => {
    expect(() => getStoreConfig('nope')).toThrow('Store not initialized');
    expect(() => getStoreConfig(undefined)).toThrow(StoreNotInitializedError);
  });
});

describe('store configurations', () => {
  it('has three stores with distinct names and colours', () => {
    expect(STORE_IDS).toEqual(['default', 'hvac', 'parts']);
    const names = new Set(STORE_IDS.map((id) => storeConfigs[id].name));
    const primaries = new Set(STORE_IDS.map((id) => storeConfigs[id].theme.primary));
    expect(names.size).toBe(3);
    expect(primaries.size).toBe(3);
  });

  it.each(STORE_IDS)('gives the %s store every field of SPEC §1 with the SPEC defaults', (id) => {
    const config = storeConfigs[id];
    expect(config.id).toBe(id);
    expect(config.store_id).toBe(id);
    expect(config.shipping_charge).toBe(5);
    expect(config.currency).toBe('USD');
    expect(config.legal.jurisdiction).toBe('State of Texas');
    expect(config.policies.terms.lastUpdated).toBe('January 1, 2024');
    expect(config.policies.returns).toMatchObject({
      returnWindowDays: 30,
      restockingFeePercent: 15,
      refundProcessingTime: '7-10 business days',
    });
    expect(config.policies.privacy).toMatchObject({ minimumAge: 13, dataRetentionMonths: 24 });
    expect(config.contact.hours).toBe('Monday-Friday 9AM-5PM EST');
    expect(Object.keys(config.theme).sort()).toEqual([
      'background',
      'primary',
      'secondary',
      'text',
      'textaccent',
    ]);
    expect(config.about.features.map((feature) => feature.title)).toEqual([
      'Wide Selection',
      'Fast Shipping',
      'Expert Support',
      'DIY-Friendly',
    ]);
    for (const text of [
      config.about.mission,
      config.about.audience,
      config.about.specialization,
      config.about.details,
      config.about.closing,
      config.footer.description,
      config.seo.title,
      config.seo.description,
      config.banner.title,
    ]) {
      expect(text.length).toBeGreaterThan(10);
    }
    expect(config.website).toMatch(/^https:\/\/[^/]+$/);
  });
});
