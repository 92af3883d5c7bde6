// The remote's public surface: the exposes map is the only door other packages may use.
module.exports = {
  name: 'catalog',
  exposes: {
    './routes': './src/app/routes.tsx',
    './SearchBox': './src/features/search/components/search-box.tsx',
    './FeaturedProducts': './src/features/featured/components/featured-products.tsx',
    './runtime': './src/app/runtime.ts',
  },
};
