import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../lib/paths';
import { useCategoryTreeQuery } from '../../categories';

/** The top-level categories as quick links under the banner. */
export function CategoryShortcuts() {
  const { data } = useCategoryTreeQuery();
  return (
    <nav aria-label="Shop by category">
      <Strip>
        {/* First, so the links arriving after it never move it sideways. */}
        <li>
          <Link to={paths.categories}>All categories</Link>
        </li>
        {(data ?? []).map((category) => (
          <li key={category.id}>
            <Link to={paths.category(category.id)}>{category.name}</Link>
          </li>
        ))}
      </Strip>
    </nav>
  );
}

/** Fixed height: the links arrive after the first paint and must not push the products down. */
const Strip = styled.ul`
  display: flex;
  gap: 0.5rem;
  height: 2.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  a {
    display: inline-block;
    padding: 0.4rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    white-space: nowrap;
    text-decoration: none;
    color: inherit;
  }
`;
