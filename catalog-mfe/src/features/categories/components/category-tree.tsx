import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { Category } from '@storefront/contract';
import { paths } from '../../../lib/paths';

interface CategoryTreeProps {
  tree: Category[];
  currentId: number;
}

/** True when the category or one of its descendants is the current one (so its branch starts open). */
function containsCategory(category: Category, id: number): boolean {
  return (
    category.id === id || (category.children ?? []).some((child) => containsCategory(child, id))
  );
}

/** The collapsible category tree of the category page's sidebar. */
export function CategoryTree({ tree, currentId }: CategoryTreeProps) {
  return (
    <nav aria-label="Categories">
      <Branch>
        {tree.map((category) => (
          <TreeNode key={category.id} category={category} currentId={currentId} />
        ))}
      </Branch>
    </nav>
  );
}

function TreeNode({ category, currentId }: { category: Category; currentId: number }) {
  const children = category.children ?? [];
  const [open, setOpen] = useState(() => containsCategory(category, currentId));
  return (
    <li>
      <Row>
        {children.length > 0 ? (
          <Toggle
            type="button"
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${category.name}`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? '−' : '+'}
          </Toggle>
        ) : (
          <Spacer />
        )}
        <NavLink
          to={paths.category(category.id)}
          aria-current={category.id === currentId ? 'page' : undefined}
        >
          {category.name}
        </NavLink>
      </Row>
      {open && children.length > 0 && (
        <Branch>
          {children.map((child) => (
            <TreeNode key={child.id} category={child} currentId={currentId} />
          ))}
        </Branch>
      )}
    </li>
  );
}

const Branch = styled.ul`
  margin: 0;
  padding-left: 0.75rem;
  list-style: none;
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.15rem 0;
  a[aria-current='page'] {
    font-weight: 700;
  }
`;
const Toggle = styled.button`
  width: 1.5rem;
  height: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  line-height: 1;
`;
const Spacer = styled.span`
  width: 1.5rem;
`;
