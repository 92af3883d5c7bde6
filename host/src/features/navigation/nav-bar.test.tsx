import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation } from '@storefront/platform/testing';
import { renderHost } from '../../testing/render-host';
import { NavBar } from './nav-bar';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('the phone menu of the nav bar', () => {
  it('is a button that says whether it is open and which parts it shows', async () => {
    await renderHost(<NavBar />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const controlled = (menuButton().getAttribute('aria-controls') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(controlled).toHaveLength(3);
    expect(controlled[0]).toContainElement(screen.getByRole('link', { name: 'Products' }));
    expect(controlled[1]).toContainElement(screen.getByRole('link', { name: 'Login' }));
    expect(controlled[2]).toContainElement(screen.getByRole('combobox', { name: 'Store' }));

    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the shopper follows one of its links', async () => {
    await renderHost(<NavBar />);
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(currentLocation()).toBe('/about');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await renderHost(<NavBar />);
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('links the brand list next to Products, in the phone menu too', async () => {
    await renderHost(<NavBar />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Quick Order shows here on a phone only (beside Cart on wider screens).
    expect(links).toEqual(['Home', 'Products', 'Brands', 'About', 'Contact', 'Quick Order']);
    expect(within(main).getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
    expect(main.closest('[data-menu-part]')).toHaveAttribute('data-menu-part', 'links');
  });

  it('links Quick Order beside Cart, outside the menu (issue 40)', async () => {
    await renderHost(<NavBar />);
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    const quickOrder = within(cart.parentElement ?? document.body).getByRole('link', {
      name: 'Quick Order',
    });
    expect(quickOrder).toHaveAttribute('href', '/quick-order');
    expect(quickOrder.closest('[data-menu-part]')).toBeNull();
  });

  it('keeps the cart count outside the menu, visible while it is closed', async () => {
    await renderHost(<NavBar />);
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(cart.closest('[data-menu-part]')).toBeNull();
  });
});
