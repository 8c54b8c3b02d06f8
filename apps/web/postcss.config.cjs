// Mantine's PostCSS preset: light-dark(), rem() and the mixins used in CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
