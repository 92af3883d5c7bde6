import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderThemed } from '../testing/render-themed';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows a window of 5 pages around the current one with first, last and ellipses', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('keeps the window 5 pages wide at both ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('leaves out an ellipsis that would hide no page', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 9)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 9]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves to the chosen one', async () => {
    const onPageChange = jest.fn();
    renderThemed(<Pagination page={10} pageCount={20} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent),
    ).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[20], [11]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { unmount } = renderThemed(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    unmount();
    renderThemed(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    renderThemed(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('with hrefForPage, the pages are links to their URLs, followed in the router', async () => {
    const chosen: number[] = [];
    renderThemed(
      <Pagination
        page={2}
        pageCount={3}
        hrefForPage={(page) => (page === 1 ? '?' : `?page=${page}`)}
        onPageChange={(page) => chosen.push(page)}
      />,
      { url: '/list?page=2' },
    );
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/list');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/list?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=3');
    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(currentLocation()).toBe('/list');
    expect(chosen).toEqual([1]);
  });

  it('with hrefForPage, Previous on the first page stays a disabled button', () => {
    renderThemed(
      <Pagination
        page={1}
        pageCount={2}
        hrefForPage={(page) => `?page=${page}`}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });
});
