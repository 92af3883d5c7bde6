// WAI-ARIA tabs: arrow keys, Home and End move between the tabs; only the chosen one is in the
// tab order, its panel follows.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf, touchTarget } from '@storefront/ui-kit';

export interface TabDefinition<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => themeOf(theme).colors.border};
`;

const Tab = styled.button`
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  padding: 0.5rem 0.75rem;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => themeOf(theme).colors.text};
  cursor: pointer;
  ${touchTarget}
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => themeOf(theme).colors.link};
    color: ${({ theme }) => themeOf(theme).colors.link};
  }
`;

const Panel = styled.div`
  padding-top: 1rem;
`;

export function ProfileTabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: TabDefinition<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}) {
  const idPrefix = useId();
  const buttons = useRef<Map<Key, HTMLButtonElement>>(new Map());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const moveTo = (next: number) => {
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  const current = tabs[index];
  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === current?.key;
          return (
            <Tab
              key={tab.key}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {current && (
        <Panel
          role="tabpanel"
          id={`${idPrefix}-panel-${current.key}`}
          aria-labelledby={`${idPrefix}-tab-${current.key}`}
          tabIndex={0}
        >
          {current.panel}
        </Panel>
      )}
    </div>
  );
}
