// Keep these in step with the breakpoints in src/app/theme.ts, so CSS modules and responsive props agree.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36.0625em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '53.75em',
        'mantine-breakpoint-lg': '67.4375em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
