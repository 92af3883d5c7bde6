// The frame of the content forms: fields stacked under the form's h2, and a submit button that
// says it is sending while the request runs.
import styled from 'styled-components';
import { Button } from '@storefront/ui-kit';

export const StackedForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div>
      <Button type="submit" loading={busy}>
        {busy ? 'Sending...' : label}
      </Button>
    </div>
  );
}
