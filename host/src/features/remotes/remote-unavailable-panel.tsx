import styled from 'styled-components';

import { RemoteUnavailableError } from './remote-unavailable-error';
import { isChunkLoadError } from './stale-code-reload';

export const REMOTE_UNAVAILABLE_MESSAGE = 'This part of the store is unavailable right now';
/** A remote that loaded but threw while rendering: a bug in it, not an outage. */
export const REMOTE_BROKEN_MESSAGE = 'This part of the store ran into a problem';

/**
 * A server-rendered part of the page whose remote did not arrive in the browser: the server's
 * markup stays, readable and with working links, but its buttons do nothing until Retry loads it.
 */
export const REMOTE_STATIC_MESSAGE =
  'This part of the page could not finish loading: you can read it, but its buttons may not respond.';

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

/**
 * What a shopper sees in place of a remote that failed (the page's whole content): one message for
 * a remote that could not be loaded or answered too late (a chunk of its code too), another for
 * one that threw while rendering.
 */
export function RemoteUnavailablePanel({
  error,
  onRetry,
}: {
  error: unknown;
  onRetry: () => void;
}) {
  const message =
    error instanceof RemoteUnavailableError || isChunkLoadError(error)
      ? REMOTE_UNAVAILABLE_MESSAGE
      : REMOTE_BROKEN_MESSAGE;
  return (
    <Panel role="alert">
      <Title>{message}</Title>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </Panel>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: center;
  padding: 0.5rem 1rem;
  border-bottom: 1px solid #d0d4da;
  background: #fff8e1;
`;

/** Shown above a server-rendered part whose remote did not load: the part stays as it is. */
export function RemoteStaticNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice role="status">
      <span>{REMOTE_STATIC_MESSAGE}</span>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </Notice>
  );
}
