import styled from 'styled-components';
import { stripControlChars, type Product } from '@storefront/shared';

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

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 0.35rem 1rem;
  margin: 0.5rem 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
// An h2 (it follows the product's h1), sized as the sub-heading it is.
const SubHeading = styled.h2`
  margin: 1rem 0 0.5rem;
  font-size: 1.125rem;
`;
