// The result of a save under its form: a polite status on success, an alert on failure.
import { Alert } from '@storefront/ui-kit';
import { FormError } from '../../../components/form-error';
import { PROFILE_UPDATED, type SaveOutcome } from '../hooks/use-save-profile';

export function SaveStatus({ outcome }: { outcome: SaveOutcome }) {
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <FormError message={outcome.message} />;
  return <Alert variant="success">{PROFILE_UPDATED}</Alert>;
}
