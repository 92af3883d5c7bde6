const { createJestConfig } = require('../build/create-jest-config.cjs');

module.exports = createJestConfig(__dirname);
