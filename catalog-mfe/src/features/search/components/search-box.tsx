import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  SEARCH_MAX_LENGTH,
  centsFromDollars,
  discountedCents,
  formatCents,
  stripControlChars,
  type EquipmentModel,
  type Product,
} from '@storefront/contract';
import { truncateTitle } from '../../../lib/text';
import { visuallyHidden } from '@storefront/ui-kit';
import { matchedNumberText } from '../../../lib/matched-number';
import { paths } from '../../../lib/paths';
import { searchTextOf } from '../../../lib/search-params';
import { useProductSuggestions } from '../hooks/use-product-suggestions';

/**
 * The nav bar's product search (exposed as `./SearchBox`). It follows the ARIA combobox pattern:
 * arrows move through the suggestions, Enter opens the highlighted product or else the results
 * page, Escape closes the list. On the results page it holds the search the page shows, so
 * 'Clear filters' (or Back to another search) empties or changes it too.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const resultsSearch =
    location.pathname === paths.products
      ? searchTextOf(new URLSearchParams(location.search))
      : undefined;
  const [text, setText] = useState(resultsSearch ?? '');
  const [activeIndex, setActiveIndex] = useState(-1);
  // Text taken from the page's URL asks nothing: its suggestions wait for the shopper's own typing.
  const [dismissed, setDismissed] = useState(Boolean(resultsSearch));
  // Follows a change of the results page's search (set while rendering, React's pattern for
  // state that tracks a prop, so no extra render shows the old text).
  const [followedSearch, setFollowedSearch] = useState(resultsSearch);
  if (resultsSearch !== followedSearch) {
    setFollowedSearch(resultsSearch);
    if (resultsSearch !== undefined) {
      setText(resultsSearch);
      setDismissed(true);
    }
  }
  const { suggestions: products, models } = useProductSuggestions(text);
  // One list for the arrow keys: the models a number names first, then the products.
  const suggestions: Suggestion[] = [
    ...models.map((model) => ({ model })),
    ...products.map((product) => ({ product })),
  ];
  const open = !dismissed && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const reset = () => {
    setText('');
    setActiveIndex(-1);
  };
  const openSuggestion = (suggestion: Suggestion) => {
    reset();
    navigate(
      'model' in suggestion
        ? paths.model(suggestion.model.id)
        : paths.product(suggestion.product.id),
    );
  };
  const openResults = () => {
    const query = text.trim();
    if (!query) return;
    setDismissed(true);
    navigate(paths.productSearch(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setDismissed(false);
        setActiveIndex((index) => (suggestions.length ? (index + 1) % suggestions.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((index) =>
          suggestions.length ? (index <= 0 ? suggestions.length : index) - 1 : -1,
        );
        break;
      case 'Enter': {
        event.preventDefault();
        const active = open ? suggestions[activeIndex] : undefined;
        if (active) openSuggestion(active);
        else openResults();
        break;
      }
      case 'Escape':
        setDismissed(true);
        setActiveIndex(-1);
        break;
    }
  };

  return (
    <Wrapper role="search">
      <Input
        type="text"
        role="combobox"
        aria-label="Search products"
        placeholder="Search products"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
      />
      <Listbox id={listboxId} role="listbox" aria-label="Product suggestions" hidden={!open}>
        {open &&
          suggestions.map((suggestion, index) => (
            <Option
              key={'model' in suggestion ? `model-${suggestion.model.id}` : suggestion.product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps focus in the input so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openSuggestion(suggestion)}
            >
              {'model' in suggestion ? (
                <ModelSuggestion model={suggestion.model} />
              ) : (
                <ProductSuggestion product={suggestion.product} />
              )}
            </Option>
          ))}
      </Listbox>
    </Wrapper>
  );
}

type Suggestion = { model: EquipmentModel } | { product: Product };

/**
 * "Model AE-GF367 · 8 parts" with the model's name under it; a vehicle by its make, model,
 * engine and years ("Kestrel Lark 1.5L L4 Gas 2012-2021 · 9 parts"), which already name it.
 */
function ModelSuggestion({ model }: { model: EquipmentModel }) {
  const parts = model.partCount === 1 ? '1 part' : `${model.partCount} parts`;
  if (model.kind === 'vehicle') {
    return (
      <span>
        {stripControlChars(`${model.brand} ${model.modelNumber}`)} · {parts}
      </span>
    );
  }
  return (
    <span>
      Model {model.modelNumber} · {parts}
      <MatchedNumber>{truncateTitle(stripControlChars(model.name))}</MatchedNumber>
    </span>
  );
}

function ProductSuggestion({ product }: { product: Product }) {
  return (
    <>
      <span>
        {truncateTitle(stripControlChars(product.title || product.name))}
        {product.matchedNumber && (
          <MatchedNumber>{matchedNumberText(product.matchedNumber)}</MatchedNumber>
        )}
      </span>
      <SuggestionPrice price={product.price} discount={product.discount} />
    </>
  );
}

/**
 * What the shopper pays, as the product card and page show it: a discounted price comes first and
 * the original follows struck through, read out as "was".
 */
function SuggestionPrice({ price, discount }: Pick<Product, 'price' | 'discount'>) {
  const priceCents = centsFromDollars(price);
  const paidCents = discountedCents(priceCents, discount);
  return (
    <small>
      {formatCents(paidCents)}
      {paidCents < priceCents && (
        <>
          {' '}
          <s>
            <ScreenReaderOnly>was </ScreenReaderOnly>
            {formatCents(priceCents)}
          </s>
        </>
      )}
    </small>
  );
}

/**
 * A fixed 14rem × 2.25rem box (docs/contracts.md): the host reserves exactly this slot in the nav
 * bar while the widget loads, so its arrival shifts nothing.
 */
const Wrapper = styled.div`
  position: relative;
  width: 14rem;
  max-width: 100%;
  height: 2.25rem;
`;
const Input = styled.input`
  width: 100%;
  height: 100%;
  box-sizing: border-box;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;
`;
const Listbox = styled.ul`
  position: absolute;
  z-index: 1000;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  padding: 0.25rem 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: #111827;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  /* The host page's own list styles must not reveal a closed list. */
  &[hidden] {
    display: none;
  }
`;
const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.45rem 0.75rem;
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: #eef2ff;
  }
  small {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const MatchedNumber = styled.small`
  display: block;
`;
const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

export default SearchBox;
