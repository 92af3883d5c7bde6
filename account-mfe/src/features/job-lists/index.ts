// Job lists and Buy Again (issue 40 items 3 and 4): the /lists pages, the Add to Job List widget
// (exposed as `./AddToJobList`) and the Buy Again actions of the order pages. Lines reach the
// cart over the bus (`cart:lines-add-requested`), never through the cart's code.
export { AddToJobList } from './components/add-to-job-list';
export { BuyAgainButton } from './components/buy-again-button';
export { JobListPage } from './components/job-list-page';
export { JobListsPage } from './components/job-lists-page';
export { OrderReorderActions } from './components/order-reorder-actions';
