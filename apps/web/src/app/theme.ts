import { createTheme } from '@mantine/core';

/** Spec §9 sizes of the shell chrome, in px. */
export const menuHeight = 65;
export const breadcrumbsHeight = 70;

export const theme = createTheme({
  primaryColor: 'blue',
  // Spec §9 breakpoints (577, 768, 860 and 1079 px) expressed in em as Mantine expects; xl keeps Mantine's default.
  breakpoints: {
    xs: '36.0625em',
    sm: '48em',
    md: '53.75em',
    lg: '67.4375em',
    xl: '88em',
  },
});
