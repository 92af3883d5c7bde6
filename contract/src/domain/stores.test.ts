// The stores' own texts say true things, the way the rest of the site says them (issue 25).
import { STORE_IDS, storeConfigs } from './index';

const textsOf = (storeId: (typeof STORE_IDS)[number]) => JSON.stringify(storeConfigs[storeId]);

describe.each(STORE_IDS)('the %s store texts', (storeId) => {
  it('state the free-shipping rule as How to Buy does: $100.00 or more (100.00 itself ships free)', () => {
    const fastShipping = storeConfigs[storeId].about.features.find(
      (feature) => feature.key === 'fast-shipping',
    );
    expect(fastShipping?.description).toBe(
      'Most orders leave our warehouse within one business day, with free shipping on orders of $100.00 or more.',
    );
    expect(textsOf(storeId)).not.toMatch(/over \$100/);
  });

  it('spell the US way, as the About heading "What We Specialize In" does', () => {
    expect(storeConfigs[storeId].about.specialization).toMatch(/^We specialize in /);
    expect(textsOf(storeId)).not.toMatch(/\bspecialis(e|ed|es|ing)\b|\bcatalogue\b/i);
  });

  it('do not claim thousands of products for a catalogue of hundreds', () => {
    const wideSelection = storeConfigs[storeId].about.features.find(
      (feature) => feature.key === 'wide-selection',
    );
    expect(wideSelection?.description).toMatch(/^Hundreds of /);
    expect(textsOf(storeId)).not.toMatch(/thousands/i);
  });

  it('name only the payments checkout takes: cards through the hosted card provider (issue 36)', () => {
    expect(storeConfigs[storeId].payments).toEqual({
      methods: ['Visa', 'Mastercard', 'American Express'],
      providers: ['stripe'],
    });
    expect(textsOf(storeId)).not.toMatch(/paypal|apple ?pay|google ?pay|venmo|klarna/i);
  });
});
