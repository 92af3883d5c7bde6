import styled from 'styled-components';

export const REMOTE_UNAVAILABLE_MESSAGE = 'This part of the store is unavailable right now';

const Panel = styled.div`
  margin: 3rem auto;
  max-width: 32rem;
  padding: 2rem;
  border: 1px solid #d0d4da;
  border-radius: 8px;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 1rem;
  font-size: 1.25rem;
`;

/** What a shopper sees in place of a remote that could not be loaded: the page's whole content. */
export function RemoteUnavailablePanel({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel role="alert">
      <Title>{REMOTE_UNAVAILABLE_MESSAGE}</Title>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </Panel>
  );
}
