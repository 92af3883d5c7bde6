import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { stripControlChars, touchTarget, type Product } from '@storefront/shared';
import { productDetails } from '../product-texts';
import { ProductAttributes } from './product-attributes';

type TabKey = 'details' | 'additional';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'details', label: 'Details' },
  { key: 'additional', label: 'Additional Info' },
];

/** Tabs Details and Additional Info (ARIA tabs: arrows move between them). */
export function ProductTabs({ product }: { product: Product }) {
  const [active, setActive] = useState<TabKey>('details');
  const baseId = useId();
  const attributes = product.attributes ?? {};
  const details = productDetails(product);

  const moveWithArrows = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    setActive((current) => (current === 'details' ? 'additional' : 'details'));
  };

  return (
    <div>
      <TabList role="tablist" aria-label="Product information" onKeyDown={moveWithArrows}>
        {TABS.map((tab) => (
          <Tab
            key={tab.key}
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
