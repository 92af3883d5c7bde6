// A page-level error (a refused login, a failed save): announced, and focused when it appears so
// keyboard and screen-reader users land on it.
import { Alert } from '@storefront/ui-kit';
import { useFocusOnError } from '../lib/use-focus-on-error';

export function FormError({ message }: { message: string | null | undefined }) {
  const ref = useFocusOnError<HTMLDivElement>(message);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert variant="danger">{message}</Alert>
    </div>
  );
}
