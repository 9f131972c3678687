// Only used by tools that still read Babel config; the Faster build compiles with SWC.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
