import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Spec §9 sizes of the shell chrome, in px. */
export const menuHeight = 65;
export const breadcrumbsHeight = 70;

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade 6 gives white on blue and blue on white a contrast of 3.5:1; shade 8 passes
  // WCAG AA (4.5:1) for text on buttons and links.
  primaryShade: 8,
  // Spec §9 breakpoints (577, 768, 860 and 1079 px) expressed in em as Mantine expects; xl keeps Mantine's default.
  breakpoints: {
    xs: '36.0625em',
    sm: '48em',
    md: '53.75em',
    lg: '67.4375em',
    xl: '88em',
  },
});

/** Dimmed text in Mantine's default grey (3.3:1 on white) fails WCAG AA; one shade darker passes. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** What every MantineProvider of the app takes, so the error screens look like the rest. */
export const themeProps = { theme, cssVariablesResolver };
