/** The product lists' URL parameter of "Fits my equipment": saved model ids, comma separated. */
export const FITS_PARAM = 'fits';

/** As many models as the store API takes in one `fits` list. */
const MAX_FITS_MODELS = 20;

/**
 * The URL's `fits` as the store API takes it (`28,31`), or undefined when it names no model id.
 * A hand-edited value keeps only its valid ids, at most MAX_FITS_MODELS, so the API never refuses it.
 */
export function fitsFilterOf(searchParams: URLSearchParams): string | undefined {
  const ids = (searchParams.get(FITS_PARAM) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= 2_147_483_647);
  return ids.length > 0 ? [...new Set(ids)].slice(0, MAX_FITS_MODELS).join(',') : undefined;
}
