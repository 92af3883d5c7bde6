// One jest configuration for the React packages: jsdom, TypeScript through @swc/jest.
const path = require('node:path');

/**
 * @param {string} packageDir directory of the package (its `__dirname`)
 * @returns {import('jest').Config}
 */
function createJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest-setup.cjs'),
      require.resolve('@testing-library/jest-dom', { paths: [packageDir] }),
    ],
    moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json'],
  };
}

module.exports = { createJestConfig };
