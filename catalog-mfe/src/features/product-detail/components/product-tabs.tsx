import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { stripControlChars, type Product } from '@storefront/contract';
import { touchTarget } from '@storefront/ui-kit';
import { productDetails } from '../product-texts';
import { ProductAttributes } from './product-attributes';

type TabKey = 'details' | 'additional';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'details', label: 'Details' },
  { key: 'additional', label: 'Additional Info' },
];

/** Where each key of the ARIA tabs pattern goes from tab `index` of `count` (arrows wrap). */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs Details and Additional Info, as the ARIA tabs pattern has them: one Tab stop for the
 * list (roving tabindex), Left/Right/Home/End move focus and select the tab they land on.
 */
export function ProductTabs({ product }: { product: Product }) {
  const [active, setActive] = useState<TabKey>('details');
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const attributes = product.attributes ?? {};
  const details = productDetails(product);

  const moveWithKeys = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(
      TABS.findIndex((tab) => tab.key === active),
      TABS.length,
    );
    setActive(TABS[next]!.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label="Product information" onKeyDown={moveWithKeys}>
        {TABS.map((tab, index) => (
          <Tab
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}-tab`}
            aria-selected={active === tab.key}
            aria-controls={`${baseId}-${tab.key}-panel`}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <Panel
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
      >
        {active === 'details' ? (
          <>
            {details && <p>{details}</p>}
            <ProductAttributes product={product} />
          </>
        ) : (
          <p>
            {stripControlChars(attributes.item_additional_information || '') ||
              'No additional information for this product.'}
          </p>
        )}
      </Panel>
    </div>
  );
}

const TabList = styled.div`
  display: flex;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Tab = styled.button`
  padding: 0.5rem 1rem;
  border: none;
  border-bottom: 3px solid transparent;
  background: none;
  cursor: pointer;
  font: inherit;
  ${touchTarget}
  &[aria-selected='true'] {
    border-bottom-color: currentColor;
    font-weight: 600;
  }
`;
const Panel = styled.div`
  padding: 1rem 0;
`;
