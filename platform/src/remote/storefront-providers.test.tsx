import { act, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { storeSwitched } from '../state/store-slice';
import { renderInShop } from '../testing/render';

describe('StorefrontProviders', () => {
  function Primary() {
    return <span>{useTheme().colors.primary}</span>;
  }

  it("themes the page with the active store's colours and follows a switch", () => {
    const { storeContext } = renderInShop(<Primary />);
    expect(screen.getByText('#1f4e79')).toBeInTheDocument();
    act(() => {
      storeContext.dispatch(storeSwitched('hvac'));
    });
    expect(screen.getByText('#00695c')).toBeInTheDocument();
  });
});
