import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct } from '../../../lib/testing/catalog-fixtures';
import { renderCatalog } from '../../../lib/testing/render-catalog';
import { ProductTabs } from './product-tabs';

const product = makeProduct({
  id: 3,
  attributes: {
    item_long_description: 'Fits most 1-inch filter slots.',
    item_additional_information: 'Replace every 90 days.',
  },
});

const tab = (name: string) => screen.getByRole('tab', { name });

/** The selected tab, checked to be the one with focus and the one the panel belongs to. */
function expectSelected(name: string, panelText: string) {
  expect(tab(name)).toHaveFocus();
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name })).toHaveTextContent(panelText);
}

describe('ProductTabs keyboard (ARIA tabs pattern)', () => {
  it('is one Tab stop: only the selected tab is in the tab order', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductTabs product={product} />);
    await user.tab();
    expect(tab('Details')).toHaveFocus();
    expect(tab('Additional Info')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(tab('Additional Info')).not.toHaveFocus();
  });

  it('moves focus and selection with Right and Left, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductTabs product={product} />);
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expectSelected('Additional Info', 'Replace every 90 days.');
    expect(tab('Details')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expectSelected('Details', 'Fits most 1-inch filter slots.');

    await user.keyboard('{ArrowLeft}');
    expectSelected('Additional Info', 'Replace every 90 days.');
  });

  it('goes to the first tab with Home and the last with End', async () => {
    const user = userEvent.setup();
    renderCatalog(<ProductTabs product={product} />);
    await user.tab();

    await user.keyboard('{End}');
    expectSelected('Additional Info', 'Replace every 90 days.');
    await user.keyboard('{Home}');
    expectSelected('Details', 'Fits most 1-inch filter slots.');
  });
});

describe('ProductTabs part numbers', () => {
  it("lists the maker's number, the numbers it replaces and other brands' numbers under Details", () => {
    renderCatalog(
      <ProductTabs
        product={makeProduct({
          id: 4,
          partNumbers: [
            { kind: 'manufacturer', brand: 'Thermacore', number: 'TH-269269-32' },
            { kind: 'oem', brand: 'Meridian Supply', number: 'MEFAN269329' },
            { kind: 'superseded', brand: 'Thermacore', number: 'TH269359' },
            { kind: 'interchange', brand: 'Unifit', number: 'UN.047641/N' },
          ],
        })}
      />,
    );
    const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(valueOf('Part number')).toHaveTextContent(/^TH-269269-32$/);
    expect(valueOf('Replaces')).toHaveTextContent(
      /^Meridian Supply OEM MEFAN269329, old number TH269359$/,
    );
    expect(valueOf('Also known as')).toHaveTextContent(/^Unifit UN\.047641\/N$/);
  });

  it('lists the typed specifications with their units instead of the same attributes as text', () => {
    renderCatalog(
      <ProductTabs
        product={makeProduct({
          id: 5,
          attributes: {
            voltage: '370 V',
            capacitance: '45+5 µF',
            warranty: '1-year limited warranty',
          },
          specs: [
            { key: 'capacitance', label: 'Capacitance', value: 45, unit: 'µF' },
            { key: 'voltage', label: 'Voltage', value: 370, unit: 'V' },
            { key: 'btu', label: 'Output', value: 12000, unit: 'BTU/h' },
            { key: 'rotation', label: 'Rotation', value: 'CCW', unit: null },
          ],
        })}
      />,
    );
    const list = screen.getByLabelText('Specifications');
    expect(list).toHaveTextContent('Capacitance45 µFVoltage370 VOutput12,000 BTU/hRotationCCW');
    const extra = screen.getByLabelText('Extra attributes');
    expect(extra).toHaveTextContent('Warranty1-year limited warranty');
    expect(extra).not.toHaveTextContent('370 V');
  });

  it('shows no part number rows for a product without numbers', () => {
    renderCatalog(<ProductTabs product={product} />);
    expect(screen.queryByText('Part number')).not.toBeInTheDocument();
    expect(screen.queryByText('Replaces')).not.toBeInTheDocument();
  });
});
