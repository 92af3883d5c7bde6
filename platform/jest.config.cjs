// Unit tests of @storefront/platform: the front-end packages' one jest setup (jsdom, swc, Testing Library).
const { createJestConfig } = require('../build/create-jest-config.cjs');

module.exports = createJestConfig(__dirname);
