// Quick order (issue 40): order by part number, from typed rows, a pasted list or a CSV file.
export { QuickOrderPage } from './components/quick-order-page';
