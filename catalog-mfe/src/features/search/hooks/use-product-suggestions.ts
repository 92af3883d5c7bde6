import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARS,
  SEARCH_SUGGESTIONS_LIMIT,
} from '../../../lib/catalog-rules';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProductsQuery } from '../../products';
import { useModelsQuery } from '../../models';

/** Equipment models offered above the products: by model number, or by brand, name and kind. */
export const MODEL_SUGGESTIONS_LIMIT = 3;

/**
 * Up to 5 products matching the typed text, asked for only once the text has 2 or more
 * characters and the shopper has paused typing for 300 ms (SPEC §5).
 */
export function useProductSuggestions(text: string) {
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = settled.length >= SEARCH_MIN_CHARS && settled === text.trim();
  const { data, isFetching } = useProductsQuery(
    { search: settled, pageSize: SEARCH_SUGGESTIONS_LIMIT },
    { skip: !enabled },
  );
  const suggestions = enabled ? (data?.products ?? []).slice(0, SEARCH_SUGGESTIONS_LIMIT) : [];
  // Words find models too: the make and model of a car ("kestrel lark"), a brand and kind.
  const { data: modelData } = useModelsQuery(
    { search: settled, brand: '', kind: '', limit: MODEL_SUGGESTIONS_LIMIT },
    { skip: !enabled },
  );
  const models = enabled ? (modelData?.models ?? []) : [];
  return { suggestions, models, isSearching: enabled && isFetching };
}
