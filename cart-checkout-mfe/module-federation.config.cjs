// The remote's public surface: the exposes map is the only door other packages may use.
module.exports = {
  name: 'cartCheckout',
  exposes: {
    './routes': './src/app/routes.tsx',
    './runtime': './src/app/runtime.ts',
    // The add-to-cart widget catalog's product page renders through the host's remote widget.
    './AddToCart': './src/features/add-to-cart/components/add-to-cart.tsx',
  },
};
