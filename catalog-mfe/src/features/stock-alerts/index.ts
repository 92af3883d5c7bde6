// Back-in-stock alerts (issue 40 item 5): the product page's form; the links' landing pages are
// lazy pages of their own (app/routes.tsx).
export { STOCK_ALERT_BUTTON, StockAlert } from './components/stock-alert';
