import styled from 'styled-components';
import { Button } from '@storefront/ui-kit';
import { emit } from '@storefront/platform';
import { type EquipmentModel } from '@storefront/contract';
import { useSavedEquipment } from '../../fits';

/**
 * "Save to My equipment" on a model's page. Account owns the saved equipment: the button asks it
 * (`equipment:save-requested`, `equipment:remove-requested`) and shows what account last
 * announced (`equipment:changed`): "Saved" with "Remove" once the model is in the list.
 */
export function SaveEquipmentButton({ model }: { model: EquipmentModel }) {
  const saved = useSavedEquipment().some((equipment) => equipment.modelId === model.id);
  if (!saved) {
    return (
      <Button
        onClick={() =>
          emit('equipment:save-requested', {
            equipment: {
              modelId: model.id,
              brand: model.brand,
              modelNumber: model.modelNumber,
              name: model.name,
              kind: model.kind,
            },
          })
        }
      >
        Save to My equipment
      </Button>
    );
  }
  return (
    <SavedLine>
      <span>Saved to My equipment</span>
      <Button
        variant="secondary"
        onClick={() => emit('equipment:remove-requested', { modelId: model.id })}
      >
        Remove
      </Button>
    </SavedLine>
  );
}

const SavedLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  font-weight: 600;
`;
