// The featured feature's public surface: the home page's featured products section.
export { FeaturedProducts } from './components/featured-products';
