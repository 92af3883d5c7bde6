import { useId } from 'react';
import styled from 'styled-components';
import { touchTarget } from '@storefront/ui-kit';
import { useUrlFilters } from '../../../lib/search-params';
import { FITS_PARAM, fitsFilterOf } from '../fits-filter';
import { fitsValueOf, useSavedEquipment } from '../use-saved-equipment';

/**
 * "Fits my equipment" on a product list: on, the URL gets `fits=<saved model ids>` and the list
 * narrows to their parts (server-rendered from the URL like the other filters). Shown once the
 * browser knows saved equipment, or when the URL already filters by fit (a shared link), so the
 * filter can be turned off.
 */
export function FitsMyEquipmentToggle() {
  const { searchParams, setFilter } = useUrlFilters();
  const equipment = useSavedEquipment();
  const id = useId();
  const on = fitsFilterOf(searchParams) !== undefined;
  if (equipment.length === 0 && !on) return null;
  return (
    <Toggle htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) =>
          setFilter(FITS_PARAM, event.target.checked ? fitsValueOf(equipment) : undefined)
        }
      />
      Fits my equipment
    </Toggle>
  );
}

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  ${touchTarget}
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
