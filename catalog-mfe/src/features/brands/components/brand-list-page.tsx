import styled from 'styled-components';
import { Button, touchTarget } from '@storefront/ui-kit';
import { type Brand } from '@storefront/contract';
import { SKELETON_COUNTS, TEXT_FILTER_DEBOUNCE_MS } from '../../../lib/catalog-rules';
import { CardGrid } from '../../../components/card-grid';
import { Page, PageTitle } from '../../../components/page-layout';
import { SearchField } from '../../../components/search-field';
import { useDebouncedUrlSearch } from '../../../lib/use-debounced-url-search';
import { parsePositiveInt } from '../../../lib/search-params';
import { usePageMeta } from '../../seo';
import { useBrandDirectory } from '../hooks/use-brand-directory';
import { BRAND_LETTERS } from '../brand-letter';
import { BRAND_CARD_HEIGHT, BrandCard, FallbackBrandCard } from './brand-card';
import { BrandProducts } from './brand-products';
import { BrandLogo } from './brand-logo';

const MIN_BRAND_CARD_WIDTH = '200px';

/** /brands: search, A–Z filter, and the chosen brand's products. All of it lives in the URL. */
export function BrandListPage() {
  const { searchParams, setFilter, urlSearch, searchText, setSearchText } =
    useDebouncedUrlSearch(TEXT_FILTER_DEBOUNCE_MS);
  const letter = searchParams.get('letter') ?? undefined;
  const chosenId = parsePositiveInt(searchParams.get('brand'));

  const directory = useBrandDirectory(urlSearch, letter);
  const chosen =
    chosenId === undefined ? undefined : directory.brands.find((brand) => brand.id === chosenId);
  usePageMeta(chosen ? { kind: 'brand', brand: chosen } : { kind: 'brand-list' });
  const shown = directory.brands.length + directory.fallbackBrands.length;

  if (chosenId !== undefined && chosen) {
    return <ChosenBrand brand={chosen} onBack={() => setFilter('brand', undefined)} />;
  }

  return (
    <Page>
      <PageTitle>Shop by Brand</PageTitle>
      <SearchField label="Search brands" value={searchText} onChange={setSearchText} />
      <Letters role="group" aria-label="Filter brands by first letter">
        <LetterButton
          type="button"
          aria-pressed={!letter}
          onClick={() => setFilter('letter', undefined)}
        >
          All
        </LetterButton>
        {BRAND_LETTERS.map((candidate) => (
          <LetterButton
            key={candidate}
            type="button"
            aria-pressed={letter === candidate}
            // A letter no brand starts with would only empty the grid (the seeded stores have no
            // brand for '#'); the chosen one stays pressable so it can be let go.
            disabled={letter !== candidate && directory.letters?.has(candidate) === false}
            onClick={() => setFilter('letter', letter === candidate ? undefined : candidate)}
          >
            {candidate}
          </LetterButton>
        ))}
      </Letters>
      {directory.isLoading ? (
        <CardGrid
          label="Brands"
          minCardWidth={MIN_BRAND_CARD_WIDTH}
          skeletons={{
            count: SKELETON_COUNTS.brandGrid,
            cardHeight: BRAND_CARD_HEIGHT,
            testId: 'brand-skeleton',
          }}
        />
      ) : (
        <>
          <p role="status">{brandCount(shown, directory.total)}</p>
          {shown === 0 ? (
            <p>No brands found...</p>
          ) : (
            <CardGrid label="Brands" minCardWidth={MIN_BRAND_CARD_WIDTH}>
              {directory.brands.map((brand) => (
                <li key={brand.id}>
                  <BrandCard
                    brand={brand}
                    onChoose={(picked: Brand) => setFilter('brand', picked.id)}
                  />
                </li>
              ))}
              {directory.fallbackBrands.map((brand) => (
                <li key={brand.name}>
                  <FallbackBrandCard brand={brand} />
                </li>
              ))}
            </CardGrid>
          )}
        </>
      )}
    </Page>
  );
}

/** What the grid shows: "37 brands", or "3 of 37 brands" when a letter (or the built-in list) shows fewer. */
function brandCount(shown: number, total: number): string {
  const brands = `${total} ${total === 1 ? 'brand' : 'brands'}`;
  return shown < total ? `${shown} of ${brands}` : brands;
}

/** The chosen brand: its description (or product types when it has none) and its products. */
function ChosenBrand({ brand, onBack }: { brand: Brand; onBack: () => void }) {
  return (
    <Page>
      <Button onClick={onBack}>Back to Brands</Button>
      <Heading>
        <BrandLogo name={brand.name} logo={brand.logo} size={72} />
        <h1>{brand.name}</h1>
      </Heading>
      <p>{brand.description || brand.product_types.join(', ')}</p>
      <BrandProducts brandId={brand.id} />
    </Page>
  );
}

const Letters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
const LetterButton = styled.button`
  min-width: 2rem;
  padding: 0.25rem 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  ${touchTarget}
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textaccent};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: default;
  }
`;
const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  h1 {
    margin: 0;
  }
`;
