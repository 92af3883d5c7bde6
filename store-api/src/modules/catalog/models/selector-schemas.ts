// Query schemas of the vehicle and outboard selectors. A make or model is matched exactly as the
// previous list gave it; an unknown one is no error, just a choice with nothing under it.
import { SEARCH_MAX_LENGTH } from '@storefront/contract';
import { z } from 'zod';

/** The model years the selectors answer for; others are refused with 400 rather than looked up. */
export const SELECTOR_YEARS = { min: 1900, max: 2100 } as const;

const required = (name: string) => ({ error: `${name} is required` });

function choiceText(name: string, description: string) {
  return z
    .string(required(name))
    .trim()
    .min(1, required(name))
    .max(SEARCH_MAX_LENGTH, { error: `${name} must be at most ${SEARCH_MAX_LENGTH} characters` })
    .meta({ description });
}

const yearQuery = z
  .string(required('year'))
  .trim()
  .regex(/^\d{1,4}$/, {
    error: `year must be a model year from ${SELECTOR_YEARS.min} to ${SELECTOR_YEARS.max}`,
  })
  .transform(Number)
  .refine((year) => year >= SELECTOR_YEARS.min && year <= SELECTOR_YEARS.max, {
    error: `year must be a model year from ${SELECTOR_YEARS.min} to ${SELECTOR_YEARS.max}`,
  })
  .meta({ description: 'Model year, as GET /vehicles/years lists them', type: 'integer' });

const horsepowerQuery = z
  .string(required('horsepower'))
  .trim()
  .regex(/^\d{1,4}(\.\d)?$/, { error: 'horsepower must be a rating such as 9.9 or 115' })
  .transform(Number)
  .refine((horsepower) => horsepower > 0 && horsepower <= 1000, {
    error: 'horsepower must be a rating such as 9.9 or 115',
  })
  .meta({ description: 'Rating, as GET /outboards/horsepower lists them', type: 'number' });

const make = choiceText('make', 'Make, as the previous list gives it (exact)');

export const vehicleMakesQuery = z.object({ year: yearQuery });
export const vehicleModelsQuery = z.object({ year: yearQuery, make });
export const vehicleEnginesQuery = z.object({
  year: yearQuery,
  make,
  model: choiceText('model', 'Model, as GET /vehicles/models gives it (exact)'),
});
export const outboardHorsepowerQuery = z.object({ make });
export const outboardYearsQuery = z.object({ make, horsepower: horsepowerQuery });
