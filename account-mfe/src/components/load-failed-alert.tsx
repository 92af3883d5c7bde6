// The failure panel of a page whose data did not load: the page's message and a Try Again button.
import { Alert, Button } from '@storefront/ui-kit';

export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      variant="danger"
      actions={
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
