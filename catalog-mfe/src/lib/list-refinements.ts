// The refinements of a product list (sort, in stock only, price bounds, spec facets) as they live
// in the URL. The URL uses the store API's own parameter names, so a list's refinements pass to
// GET /products and GET /products/facets as they are. Filter controls are a list (FILTER_CONTROLS):
// another filter (e.g. "Fits my equipment", `fits`) is one more entry there and one more control.
import {
  PRODUCT_SORTS,
  SPEC_PARAM_PREFIX,
  type ProductFacets,
  type ProductSort,
} from '@storefront/contract';

/** A filter the URL can carry besides category, brand and search, and how its chips read. */
export interface FilterControl {
  /** The URL (and API) parameter. */
  param: string;
  /** The chip of one value, e.g. "In stock only", "Voltage: 230 V". */
  chipLabel: (value: string, facets: ProductFacets | undefined) => string;
}

const specOf = (facets: ProductFacets | undefined, key: string) =>
  facets?.specs.find((facet) => facet.key === key);

const specNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** "230 V", "12,000 BTU/h", "CW": a spec value with its unit (a URL's value is a number's text). */
export function withUnit(value: string | number, unit: string | null | undefined): string {
  const number = typeof value === 'number' ? value : unit ? Number(value) : NaN;
  const shown = Number.isFinite(number) ? specNumber.format(number) : String(value);
  return unit ? `${shown} ${unit}` : shown;
}

/** The filter controls every product list has, in the order their chips show. */
export const FILTER_CONTROLS: readonly FilterControl[] = [
  { param: 'inStock', chipLabel: () => 'In stock only' },
  { param: 'minPrice', chipLabel: (value) => `From $${value}` },
  { param: 'maxPrice', chipLabel: (value) => `Up to $${value}` },
];

/** The spec a `spec.` parameter names and which part: its values, or a range end. */
export function parseSpecParam(name: string): { key: string; bound?: 'min' | 'max' } | undefined {
  if (!name.startsWith(SPEC_PARAM_PREFIX)) return undefined;
  const [key, bound, ...rest] = name.slice(SPEC_PARAM_PREFIX.length).split('.');
  if (!key || rest.length > 0 || (bound !== undefined && bound !== 'min' && bound !== 'max')) {
    return undefined;
  }
  return bound ? { key, bound } : { key };
}

/** The chip of a spec filter's value: "Voltage: 230 V", "Voltage from 100 V". */
function specChipLabel(name: string, value: string, facets: ProductFacets | undefined): string {
  const spec = parseSpecParam(name)!;
  const facet = specOf(facets, spec.key);
  const label = facet?.label ?? spec.key;
  const shown = withUnit(value, facet?.unit);
  if (spec.bound === 'min') return `${label} from ${shown}`;
  if (spec.bound === 'max') return `${label} up to ${shown}`;
  return `${label}: ${shown}`;
}

const isRefinement = (name: string) =>
  FILTER_CONTROLS.some((control) => control.param === name) || parseSpecParam(name) !== undefined;

/** The list's order from the URL; undefined: the API's default (relevance). */
export function sortOf(searchParams: URLSearchParams): ProductSort | undefined {
  const sort = searchParams.get('sort');
  return PRODUCT_SORTS.find((candidate) => candidate === sort);
}

/**
 * The URL's refinements as API query parameters (a repeated spec parameter as a list), in a
 * stable order so equal refinements share one cached answer.
 */
export function refinementParams(searchParams: URLSearchParams): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  const names = [...new Set(searchParams.keys())].filter(isRefinement).sort();
  for (const name of names) {
    const values = searchParams.getAll(name).filter((value) => value !== '');
    if (values.length === 0) continue;
    params[name] =
      parseSpecParam(name)?.bound === undefined && values.length > 1 ? values : values[0]!;
  }
  return params;
}

/** An active filter as a removable chip: its label and the URL without it. */
export interface ActiveFilter {
  param: string;
  value: string;
  label: string;
}

/** The URL's active refinements, one per value, in the controls' order then the specs'. */
export function activeFilters(
  searchParams: URLSearchParams,
  facets: ProductFacets | undefined,
): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const control of FILTER_CONTROLS) {
    const value = searchParams.get(control.param);
    if (value)
      active.push({ param: control.param, value, label: control.chipLabel(value, facets) });
  }
  for (const [param, value] of searchParams) {
    if (value && parseSpecParam(param)) {
      active.push({ param, value, label: specChipLabel(param, value, facets) });
    }
  }
  return active;
}

/** A copy of the URL's parameters changed by `change`, back on page 1 (any filter change is). */
function changed(current: URLSearchParams, change: (next: URLSearchParams) => void) {
  const next = new URLSearchParams(current);
  change(next);
  next.delete('page');
  return next;
}

/** The parameters with `value` of a multi-value parameter added, or taken out when present. */
export function withValueToggled(current: URLSearchParams, param: string, value: string) {
  return changed(current, (next) => {
    const values = next.getAll(param);
    next.delete(param);
    const kept = values.includes(value)
      ? values.filter((candidate) => candidate !== value)
      : [...values, value];
    for (const item of kept) next.append(param, item);
  });
}

/** The parameters with a single-value parameter set (empty or undefined: dropped). */
export function withParam(current: URLSearchParams, param: string, value: string | undefined) {
  return changed(current, (next) => {
    if (value === undefined || value === '') next.delete(param);
    else next.set(param, value);
  });
}

/** The parameters without one active filter's value. */
export function withoutFilter(current: URLSearchParams, { param, value }: ActiveFilter) {
  return changed(current, (next) => {
    const kept = next.getAll(param).filter((candidate) => candidate !== value);
    next.delete(param);
    for (const item of kept) next.append(param, item);
  });
}

/** The parameters without any refinement (category, brand and search stay). */
export function withoutRefinements(current: URLSearchParams) {
  return changed(current, (next) => {
    for (const name of [...new Set(next.keys())]) if (isRefinement(name)) next.delete(name);
  });
}
