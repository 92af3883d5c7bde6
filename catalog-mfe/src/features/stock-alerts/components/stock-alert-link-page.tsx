// The landing pages of the alert e-mails' links: /stock-alerts/confirm?token=… turns a guest's
// alert on, /stock-alerts/unsubscribe?token=… ends one, no sign-in needed. Opening the page is the
// one click: it posts the token once it runs in the browser (a link scanner fetching the address
// changes nothing, and the server render never posts).
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Spinner } from '@storefront/ui-kit';
import { STOCK_ALERT_MESSAGES } from '@storefront/contract';
import { storeApiErrorMessage, usePageTitle } from '@storefront/platform';
import { Page } from '../../../components/page-layout';
import { paths } from '../../../lib/paths';
import { useFollowStockAlertLinkMutation } from '../api/stock-alerts';

type LinkAction = 'confirm' | 'unsubscribe';

const TITLES: Record<LinkAction, string> = {
  confirm: 'Back-in-stock alert',
  unsubscribe: 'Unsubscribe',
};

const MISSING_TOKEN: Record<LinkAction, string> = {
  confirm: STOCK_ALERT_MESSAGES.invalidConfirmLink,
  unsubscribe: STOCK_ALERT_MESSAGES.invalidUnsubscribeLink,
};

function StockAlertLinkPage({ action }: { action: LinkAction }) {
  usePageTitle(TITLES[action]);
  const token = useSearchParams()[0].get('token') ?? '';
  const [follow, { data, error, isUninitialized, isLoading }] = useFollowStockAlertLinkMutation();
  const followed = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (!token || followed.current) return;
    followed.current = true;
    void follow({ action, token });
  }, [action, token, follow]);

  return (
    <Page>
      <h1>{TITLES[action]}</h1>
      {!token && <Alert variant="danger">{MISSING_TOKEN[action]}</Alert>}
      {token && (isUninitialized || isLoading) && <Spinner label="Just a moment" />}
      {error && <Alert variant="danger">{storeApiErrorMessage(error)}</Alert>}
      {data && (
        <Alert
          variant="success"
          actions={
            data.productName ? (
              <Link to={paths.product(data.productId)}>{`View ${data.productName}`}</Link>
            ) : undefined
          }
        >
          {data.message}
        </Alert>
      )}
    </Page>
  );
}

export const StockAlertConfirmPage = () => <StockAlertLinkPage action="confirm" />;
export const StockAlertUnsubscribePage = () => <StockAlertLinkPage action="unsubscribe" />;
