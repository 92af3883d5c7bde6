// The how-to-buy feature's public surface.
export { HowToBuyPage } from './components/how-to-buy-page';
