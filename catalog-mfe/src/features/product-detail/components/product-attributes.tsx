import styled from 'styled-components';
import { PHONE_MEDIA, stripControlChars, type Product } from '@storefront/shared';

const NAMED_ATTRIBUTES = {
  item_long_description: 'Description',
  item_short_description: 'Summary',
  item_additional_information: 'Additional information',
} as const;

/** "max_operating_pressure" → "Max operating pressure" */
function attributeLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The attribute list: the three named descriptions, then every other attribute as an extra attribute. */
export function ProductAttributes({ product }: { product: Product }) {
  const attributes = product.attributes ?? {};
  const named = Object.entries(NAMED_ATTRIBUTES).filter(([key]) => attributes[key]);
  const extra = Object.entries(attributes).filter(
    ([key, value]) => !(key in NAMED_ATTRIBUTES) && value,
  );

  return (
    <>
      <List aria-label="Product attributes">
        <dt>SKU</dt>
        <dd>{product.sku}</dd>
        {named.map(([key, label]) => (
          <Row key={key} label={label} value={attributes[key]} />
        ))}
      </List>
      {extra.length > 0 && (
        <>
          <h3>Extra attributes</h3>
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

// Values get the width: a long label or an unbroken value (a URL, a part number) wraps instead of
// squeezing the other column, and on a phone each label sits above its value.
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin: 0.5rem 0;
  dt {
    font-weight: 600;
    max-width: 16rem;
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
