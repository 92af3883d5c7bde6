const { createWebpackConfig } = require('../build/create-webpack-config.cjs');
const federation = require('./module-federation.config.cjs');

module.exports = createWebpackConfig({ packageDir: __dirname, federation });
