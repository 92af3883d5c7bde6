import type { ReactNode } from 'react';
import styled from 'styled-components';

interface NoticePanelProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links offered to get the shopper moving again. */
  actions?: ReactNode;
}

/** A warning panel for pages that cannot show what was asked for. */
export function NoticePanel({ title, children, actions }: NoticePanelProps) {
  return (
    <Panel role="alert">
      <h2>{title}</h2>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Panel>
  );
}

const Panel = styled.div`
  max-width: 560px;
  margin: 2rem auto;
  padding: 1.5rem;
  border: 1px solid #f59e0b;
  border-radius: 8px;
  background: #fffbeb;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
`;
const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  margin-top: 1rem;
`;
