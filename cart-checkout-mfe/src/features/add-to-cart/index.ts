// The add-to-cart widget other remotes' pages show through the host (exposed as './AddToCart').
export { AddToCart } from './components/add-to-cart';
export { requestAddToCart } from './bus/request-add-to-cart';
