import { screen } from '@testing-library/react';
import { makeProduct } from '../lib/testing/catalog-fixtures';
import { renderCatalog } from '../lib/testing/render-catalog';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('cuts titles over 30 characters with an ellipsis and keeps the full title for hover', () => {
    const title = 'Universal Condenser Fan Motor 1/4 HP 1075 RPM';
    renderCatalog(<ProductCard product={makeProduct({ id: 1, name: title })} />);
    const link = screen.getByRole('link', { name: 'Universal Condenser Fan Motor ...' });
    expect(link).toHaveAttribute('title', title);
    expect(link).toHaveAttribute('href', '/product/1');
  });

  it('keeps titles of 30 characters or fewer whole', () => {
    renderCatalog(
      <ProductCard product={makeProduct({ id: 2, name: 'Dual Run Capacitor 45/5 MFD' })} />,
    );
    expect(screen.getByRole('link', { name: 'Dual Run Capacitor 45/5 MFD' })).toBeInTheDocument();
  });

  it('shows the discounted price price × (1 − discount/100) next to the original', () => {
    renderCatalog(<ProductCard product={makeProduct({ id: 3, price: 79.99, discount: 15 })} />);
    expect(screen.getByLabelText('Discounted price')).toHaveTextContent('$67.99');
    expect(screen.getByLabelText('Original price')).toHaveTextContent('$79.99');
  });

  it('reserves the image box with width and height, loading lazily below the fold', () => {
    const { container } = renderCatalog(<ProductCard product={makeProduct({ id: 4 })} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
