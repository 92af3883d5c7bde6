import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@storefront/ui-kit';
import { type ProductFit } from '@storefront/contract';
import { type SavedEquipment } from '@storefront/contract/events';
import { paths } from '../../../lib/paths';
import { useProductFitQuery } from '../api/get-product-fit';
import { equipmentName, useSavedEquipment } from '../use-saved-equipment';

interface FitAnswer {
  variant: ComponentProps<typeof Badge>['variant'];
  text: string;
  /** Where "Check fit" sends the shopper: a saved model's page, to look for the part there. */
  checkAt?: SavedEquipment;
}

/** Saved models named in one line; past two, the rest are counted. */
function namesOf(models: SavedEquipment[]): string {
  const [first, second, ...rest] = models.map(equipmentName);
  if (second === undefined) return first ?? '';
  if (rest.length === 0) return `${first} or ${second}`;
  return `${first} or ${rest.length + 1} other saved models`;
}

/**
 * The best answer over the saved models: fits one (named) beats does not fit any; a part without
 * fitment data is "Check fit". Undefined when no saved model is of the answer (none of the store).
 */
export function bestFit(
  fits: readonly ProductFit[],
  equipment: readonly SavedEquipment[],
): FitAnswer | undefined {
  const savedWith = (status: ProductFit['status']) =>
    fits
      .filter((fit) => fit.status === status)
      .map((fit) => equipment.find((saved) => saved.modelId === fit.modelId))
      .filter((saved): saved is SavedEquipment => saved !== undefined);
  const [fitting] = savedWith('fits');
  if (fitting) return { variant: 'success', text: `Fits your ${equipmentName(fitting)}` };
  const notFitting = savedWith('does-not-fit');
  if (notFitting.length > 0)
    return { variant: 'danger', text: `Does not fit your ${namesOf(notFitting)}` };
  const [unknown] = savedWith('unknown');
  return unknown && { variant: 'secondary', text: 'Check fit', checkAt: unknown };
}

/**
 * Beside the price: whether the part fits the shopper's saved equipment. Without saved equipment
 * a link to find and save a model instead. Only after hydration (the saved equipment is the
 * browser's), so the server's page and the first browser render agree.
 */
export function FitBadge({ productId }: { productId: number }) {
  const equipment = useSavedEquipment();
  const modelIds = equipment.map((saved) => saved.modelId);
  const { data: fits } = useProductFitQuery(
    { productId, modelIds },
    { skip: modelIds.length === 0 },
  );
  if (equipment.length === 0) {
    return <Link to={paths.models}>Save your equipment to check fit</Link>;
  }
  const answer = fits && bestFit(fits, equipment);
  if (!answer) return null;
  return (
    <FitLine>
      <WrappingBadge variant={answer.variant}>{answer.text}</WrappingBadge>
      {answer.checkAt && (
        <Link to={paths.model(answer.checkAt.modelId)}>
          See the parts of your {equipmentName(answer.checkAt)}
        </Link>
      )}
    </FitLine>
  );
}

const FitLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;
// A model name can be long: the badge wraps on a phone instead of overflowing.
const WrappingBadge = styled(Badge)`
  white-space: normal;
`;
