import type { ReactNode } from 'react';
import styled from 'styled-components';

interface NoticePanelProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links offered to get the shopper moving again. */
  actions?: ReactNode;
  /** 1 when the panel is all the page shows, so the page still has its h1 (axe page-has-heading-one). */
  level?: 1 | 2;
}

/** A warning panel for pages that cannot show what was asked for. */
export function NoticePanel({ title, children, actions, level = 2 }: NoticePanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Panel role="alert">
      <Heading>{title}</Heading>
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
  h1,
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
