const { createJestConfig } = require('../build/create-jest-config.cjs');

module.exports = {
  ...createJestConfig(__dirname),
  // The HTTP server's tests run on Node's test runner (the package's test script runs both).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/server/http/'],
};
