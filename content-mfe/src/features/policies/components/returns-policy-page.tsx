// /returns-policy: return window, RMA, restocking fee and refund time from the store's policies.
import { Link } from 'react-router-dom';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { PolicyLayout, PolicySection } from './policy-layout';
import { SupportContact } from './support-contact';

export function ReturnsPolicyPage() {
  const store = useAppSelector(selectStoreConfig);
  const returns = store.policies.returns;
  return (
    <PolicyLayout
      title="Returns Policy"
      description={`Return items to ${store.name} within ${returns.returnWindowDays} days. Refunds are processed within ${returns.refundProcessingTime}.`}
      path="/returns-policy"
      lastUpdated={returns.lastUpdated}
    >
      <p>
        We want you to be happy with every order from {store.name}. If something is not right, this
        page explains how to send it back.
      </p>
      <PolicySection title="Return Window">
        <p>You may return most items within {returns.returnWindowDays} days of the order date.</p>
      </PolicySection>
      <PolicySection title="How to Start a Return">
        {returns.requiresRma ? (
          <p>
            Every return starts with a Return Merchandise Authorization (RMA) number. Contact our
            support team with your order number and the items you want to return, and we will send
            you your RMA number and the return instructions. Packages that arrive without an RMA
            number cannot be processed.
          </p>
        ) : (
          <p>
            Contact our support team with your order number and the items you want to return, and we
            will send you the return instructions.
          </p>
        )}
        <SupportContact />
      </PolicySection>
      <PolicySection title="Condition of Returned Items">
        <p>
          Items must be unused and uninstalled, in their original packaging, with every part,
          accessory and document they came with.
        </p>
      </PolicySection>
      <PolicySection title="Restocking Fee">
        <p>
          Items returned for reasons other than a defect or our error are subject to a{' '}
          {returns.restockingFeePercent}% restocking fee, deducted from the refund.
        </p>
      </PolicySection>
      <PolicySection title="Refunds">
        <p>
          Once your return arrives and passes inspection, your refund is issued to the original
          payment method within {returns.refundProcessingTime}. Original shipping charges are not
          refunded.
        </p>
      </PolicySection>
      <PolicySection title="Damaged or Defective Items">
        <p>
          If an item arrives damaged or defective, contact us within {returns.returnWindowDays} days
          of the order date. We will replace it or refund it in full, without a restocking fee.
        </p>
      </PolicySection>
      <PolicySection title="Orders You Placed">
        <p>
          Signed-in customers can also start a return from their{' '}
          <Link to="/orders">order history</Link>.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
