// Issue 40 item 6 in Chromium: a customer returns one line of a shipped two-line order from its
// detail page (Return Items: quantity and reason), sees the RMA on the order with the fee and refund,
// opens and prints the return slip (RMA, order, the store's return address, the item), and gets
// the e-mail with the RMA and the return address; the operator then receives the RMA and the
// order shows it received and refunded.
import { clearInbox, waitForEmail } from '../lib/maildev';
import { getStoreConfig } from '../lib/shared-domain';
import { customerWithPaidOrder, logIn, shipOrder, storeApi } from '../lib/orders';
import { expect, remoteArea, test, useSharedStorefront } from '../lib/storefront';

const storefront = useSharedStorefront();

test.describe('returns with an RMA', () => {
  test('a customer returns one line of a shipped order and sees the RMA, the slip and the e-mail', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { stack } = storefront;
    const store = getStoreConfig('default');
    const { customer, orderId } = await customerWithPaidOrder(page, stack, 'rma', 2);
    await shipOrder(stack, orderId, '1Z-E2E-RMA');
    await clearInbox(stack);
    await logIn(page, stack, customer);

    await page.goto(stack.urlFor(`/orders/${orderId}`));
    const detail = remoteArea(page, 'account');
    const heading = detail.getByRole('heading', { name: /^Order [A-Z]+-\d{6}$/ });
    const storeOrderId = ((await heading.textContent()) ?? '').replace('Order ', '');
    const rmaNumber = `RMA-${storeOrderId}-01`;

    await detail.getByRole('button', { name: 'Return Items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return Items' });
    const request = dialog.getByRole('button', { name: 'Request Return' });
    await expect(request).toBeDisabled();
    const firstLine = dialog.getByRole('group').first();
    const itemName = ((await firstLine.locator('legend').textContent()) ?? '').replace(
      / \(.*\)$/,
      '',
    );
    await firstLine.getByLabel('Quantity to return (of 1)').fill('1');
    await firstLine.getByLabel('Reason for Return').fill('Wrong size');
    await request.click();
    await expect(dialog).toBeHidden();

    await expect(detail.getByText(`Return authorised: RMA ${rmaNumber}`)).toBeVisible();
    const entry = detail.getByRole('region', { name: `Return ${rmaNumber}` });
    await expect(entry).toContainText(`1 x ${itemName}`);
    await expect(entry).toContainText('Wrong size');
    await expect(entry).toContainText('Restocking fee (15%)');
    await expect(entry).toContainText('Awaiting your parcel');
    const returned = detail.getByRole('region', { name: 'Returns' });
    await expect(returned.getByRole('row', { name: new RegExp(itemName) })).toContainText('1 of 1');
    // The other line is left: the order is not returned as a whole.
    await expect(detail.getByRole('region', { name: 'Return Information' })).toBeHidden();
    await expect(detail.getByRole('button', { name: 'Return Items' })).toBeVisible();

    await detail.getByRole('link', { name: 'Print the return slip' }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/orders/${orderId}/returns/${rmaNumber}`,
    );
    const slip = remoteArea(page, 'account').getByRole('region', { name: 'Return Slip' });
    await expect(slip.getByLabel('RMA number')).toHaveText(rmaNumber);
    await expect(slip).toContainText(storeOrderId);
    const address = store.contact.address;
    await expect(slip.getByRole('region', { name: 'Send to' })).toContainText(
      `${address.street}, ${address.city}, ${address.state} ${address.postal_code}`,
    );
    await expect(slip.getByRole('row', { name: new RegExp(itemName) })).toContainText('Wrong size');
    // On paper only the slip shows: no buttons, no site navigation.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print Return Slip' })).toBeHidden();
    await expect(slip).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    const email = await waitForEmail(stack, { to: customer.email, subject: rmaNumber });
    expect(email.text).toContain(`RMA number ${rmaNumber}`);
    expect(email.text).toContain(`1 x ${itemName}`);
    expect(email.text).toContain(
      `Send the items to: ${store.name}, ${address.street}, ${address.city}, ${address.state} ${address.postal_code}`,
    );

    // The operator receives the parcel: the order shows the RMA received and refunded.
    await storeApi(stack, `/ops/returns/${rmaNumber}/receive`, {
      method: 'POST',
      token: stack.opsApiKey,
    });
    await page.goto(stack.urlFor(`/orders/${orderId}`));
    await expect(
      remoteArea(page, 'account').getByRole('region', { name: `Return ${rmaNumber}` }),
    ).toContainText('Received, refunded');
  });
});
