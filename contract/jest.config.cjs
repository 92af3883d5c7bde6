// Unit tests of @storefront/contract: the front-end packages' jest setup on Node, since the
// contract has no React and no DOM (so no DOM matchers either).
const { createJestConfig } = require('../build/create-jest-config.cjs');

module.exports = {
  ...createJestConfig(__dirname),
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
