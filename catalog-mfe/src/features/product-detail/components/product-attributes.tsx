import styled from 'styled-components';
import { PHONE_MEDIA } from '@storefront/ui-kit';
import { stripControlChars, type Product } from '@storefront/contract';
import { withUnit } from '../../../lib/list-refinements';

/**
 * Not listed here: the descriptions are shown elsewhere on the page (beside the price, in Details,
 * in Additional Info); fitment and compatibility free text is untrustworthy (issue 37 item 6), so
 * the page shows what a part fits only from the fitment data ("Fits these models", the badge). The
 * seed no longer writes those two keys, but a catalogue seeded before it did may still hold them.
 */
const UNLISTED_ATTRIBUTES = new Set([
  'item_long_description',
  'item_short_description',
  'item_additional_information',
  'fitment',
  'compatible_with',
]);

/** "max_operating_pressure" → "Max operating pressure" */
function attributeLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type PartNumber = NonNullable<Product['partNumbers']>[number];

/**
 * The product's part numbers as rows: its maker's number, the numbers it replaces (another maker's
 * OEM number, an old number of its own) and other brands' numbers for the same part.
 */
function partNumberRows(partNumbers: PartNumber[]): { label: string; value: string }[] {
  const rows = [
    { label: 'Part number', kinds: ['manufacturer'], show: (n: PartNumber) => n.number },
    {
      label: 'Replaces',
      kinds: ['oem', 'superseded'],
      show: (n: PartNumber) =>
        n.kind === 'oem' ? `${n.brand} OEM ${n.number}` : `old number ${n.number}`,
    },
    {
      label: 'Also known as',
      kinds: ['interchange'],
      show: (n: PartNumber) => `${n.brand} ${n.number}`,
    },
  ];
  return rows
    .map(({ label, kinds, show }) => ({
      label,
      value: partNumbers
        .filter((n) => kinds.includes(n.kind))
        .map(show)
        .join(', '),
    }))
    .filter((row) => row.value);
}

/**
 * The attribute list: the SKU and the part numbers, the typed specifications with their units,
 * then every other attribute that is not a description as an extra attribute.
 */
export function ProductAttributes({ product }: { product: Product }) {
  const specs = product.specs ?? [];
  // A typed spec replaces the attribute text of the same name (its value and unit are the same).
  const extra = Object.entries(product.attributes ?? {}).filter(
    ([key, value]) =>
      !UNLISTED_ATTRIBUTES.has(key) && value && !specs.some((spec) => spec.key === key),
  );

  return (
    <>
      <List aria-label="Product attributes">
        <dt>SKU</dt>
        <dd>{product.sku}</dd>
        {partNumberRows(product.partNumbers ?? []).map(({ label, value }) => (
          <Row key={label} label={label} value={value} />
        ))}
      </List>
      {specs.length > 0 && (
        <>
          <SubHeading>Specifications</SubHeading>
          <List aria-label="Specifications">
            {specs.map(({ key, label, value, unit }) => (
              <Row key={key} label={label} value={withUnit(value, unit)} />
            ))}
          </List>
        </>
      )}
      {extra.length > 0 && (
        <>
          <SubHeading>Extra attributes</SubHeading>
          <List aria-label="Extra attributes">
            {extra.map(([key, value]) => (
              <Row key={key} label={attributeLabel(key)} value={value} />
            ))}
          </List>
        </>
      )}
    </>
  );
}

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{stripControlChars(value ?? '')}</dd>
    </>
  );
}

// One label width for both lists (each sizing its own column left the SKU's value out of line
// with the extra attributes' values). Values get the rest: a long label or an unbroken value (a
// URL, a part number) wraps instead of squeezing the other column; on a phone each label sits
// above its value.
const List = styled.dl`
  display: grid;
  grid-template-columns: 12rem minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin: 0.5rem 0;
  dt {
    font-weight: 600;
  }
  dt,
  dd {
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
  }
  @media ${PHONE_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd {
      margin-bottom: 0.6rem;
    }
  }
`;
// An h2 (it follows the product's h1), sized as the sub-heading it is.
const SubHeading = styled.h2`
  margin: 1rem 0 0.5rem;
  font-size: 1.125rem;
`;
