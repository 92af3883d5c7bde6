import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ResponsiveTable, Skeleton, type TableColumn } from '@storefront/ui-kit';
import { storeApiErrorMessage } from '@storefront/platform';
import { type EquipmentModelDetail } from '@storefront/contract';
import { Page, PageTitle } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { PriceTag } from '../../../components/price-tag';
import { SearchField } from '../../../components/search-field';
import { parsePositiveInt } from '../../../lib/search-params';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../seo';
import { SaveEquipmentButton } from './save-equipment-button';
import { useModelQuery } from '../api/get-model';
import { MODEL_KINDS } from '../model-kinds';
import { yearsOf } from './model-search-page';

/** /models/{id}: the model's diagram sections, each with its parts by callout number. */
export function ModelPage() {
  const modelId = parsePositiveInt(useParams().id);
  const {
    data: model,
    isLoading,
    isError,
    error,
  } = useModelQuery(modelId ?? 0, { skip: modelId === undefined });
  usePageMeta(model ? { kind: 'model', model } : undefined);
  const [partSearch, setPartSearch] = useState('');

  if (modelId === undefined || isError) {
    return (
      <Page>
        <NoticePanel
          level={1}
          title={modelId === undefined ? 'Invalid model ID' : storeApiErrorMessage(error)}
          actions={<Link to={paths.models}>Back to Find your model</Link>}
        />
      </Page>
    );
  }
  if (isLoading || !model) {
    return (
      <Page>
        <Skeleton height="20rem" />
      </Page>
    );
  }
  const wanted = partSearch.trim().toLowerCase();
  return (
    <Page>
      <Link to={paths.models}>Back to Find your model</Link>
      <header>
        <PageTitle>
          {model.brand} {model.modelNumber}
        </PageTitle>
        <p>
          {[model.name, model.engine, model.horsepower && `${model.horsepower} HP`]
            .filter(Boolean)
            .join(' · ')}{' '}
          · {MODEL_KINDS[model.kind].label} · {yearsOf(model)} ·{' '}
          {model.partCount === 1 ? '1 part' : `${model.partCount} parts`}
        </p>
        <SaveEquipmentButton model={model} />
      </header>
      <SearchField label="Find a part by name" value={partSearch} onChange={setPartSearch} />
      {model.sections.map((section) => (
        <ModelSection
          key={section.id}
          model={model}
          section={section}
          parts={section.parts.filter(
            (part) => !wanted || part.product.name.toLowerCase().includes(wanted),
          )}
        />
      ))}
    </Page>
  );
}

type Section = EquipmentModelDetail['sections'][number];

function ModelSection({
  model,
  section,
  parts,
}: {
  model: EquipmentModelDetail;
  section: Section;
  parts: Section['parts'];
}) {
  const headingId = `model-section-${section.id}`;
  return (
    <SectionBox aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      <Diagram
        src={section.diagram}
        alt={`Diagram of the ${section.title.toLowerCase()} of ${model.brand} ${model.modelNumber}`}
        loading="lazy"
      />
      {parts.length === 0 ? (
        <p>No part of this section matches.</p>
      ) : (
        <ResponsiveTable
          label={`Parts of the ${section.title.toLowerCase()}`}
          columns={PART_COLUMNS}
          rows={parts}
          rowKey={(part) => part.callout}
        />
      )}
    </SectionBox>
  );
}

/** Columns on a wide screen, one card per part on a phone (the shared order tables' layout). */
const PART_COLUMNS: readonly TableColumn<Section['parts'][number]>[] = [
  { header: 'No.', kind: 'number', cell: ({ callout }) => callout },
  {
    header: 'Part',
    rowHeader: true,
    cell: ({ product }) => (
      <>
        <Link to={paths.product(product.id)}>{product.name}</Link>
        <Sku>{product.sku}</Sku>
      </>
    ),
  },
  { header: 'Qty', kind: 'number', cell: ({ quantity }) => quantity },
  {
    header: 'Price',
    kind: 'money',
    cell: ({ product }) => <PriceTag price={product.price} discount={product.discount} />,
  },
  { header: 'Stock', cell: ({ product }) => (product.inStock ? 'In stock' : 'Out of stock') },
];

const SectionBox = styled.section`
  margin: 1.5rem 0;
`;

const Diagram = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0.5rem 0 1rem;
`;

const Sku = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
