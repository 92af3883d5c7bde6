import { Link } from 'react-router-dom';
import { useCategoriesQuery } from '../../categories';
import { useBrandsQuery } from '../../brands';

/** Categories and brands a search with no results may have meant (a few of each). */
const ALTERNATIVES_LIMIT = 5;

/**
 * What a search that found nothing offers instead: the categories and brands whose name holds
 * the search text, and the contact form.
 */
export function SearchAlternatives({ search }: { search: string }) {
  const categories = useCategoriesQuery({ search, page: 1, pageSize: ALTERNATIVES_LIMIT });
  const brands = useBrandsQuery({ search });
  const categoryLinks = categories.data?.categories ?? [];
  const brandLinks = (brands.data?.brands ?? []).slice(0, ALTERNATIVES_LIMIT);
  return (
    <>
      {categoryLinks.length > 0 && (
        <nav aria-label="Matching categories">
          Categories:{' '}
          {categoryLinks.map((category, index) => (
            <span key={category.id}>
              {index > 0 && ', '}
              <Link to={category.url}>{category.name}</Link>
            </span>
          ))}
        </nav>
      )}
      {brandLinks.length > 0 && (
        <nav aria-label="Matching brands">
          Brands:{' '}
          {brandLinks.map((brand, index) => (
            <span key={brand.id}>
              {index > 0 && ', '}
              <Link to={brand.url}>{brand.name}</Link>
            </span>
          ))}
        </nav>
      )}
      <p>
        Can’t find it? <Link to="/contact">Ask us</Link> and we will look for it.
      </p>
    </>
  );
}
