// Jest moduleNameMapper entries for stylesheets. Any project that renders @fsp/ui components
// (or its own CSS Modules) in Jest spreads these before the preset's mappers.
module.exports = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.css$': require.resolve('./style-stub.cjs'),
};
