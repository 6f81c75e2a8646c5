import {
  type CSSVariablesResolver,
  createTheme,
  type ExtendComponent,
  em,
  type ModalFactory,
} from '@mantine/core';
import dialogClasses from './dialogs.module.css';

/** Sizes of the shell chrome, in px. */
export const menuHeight = 65;
export const breadcrumbsHeight = 70;
/** On a phone the toolbox is a bar of this height across the top. */
export const toolboxHeight = 105;

/**
 * Breakpoints, in px: below `smallTablet` a phone, below `tablet` (860) a small tablet, from `desktop`
 * a desktop; the navigation index collapses below `indexCollapse`.
 */
export const breakpoints = { smallTablet: 577, indexCollapse: 768, tablet: 860, desktop: 1079 } as const;

/** A media query for useMediaQuery that holds below a breakpoint, as the `smaller-than` mixin of CSS modules. */
export const narrowerThan = (px: number) => `(max-width: ${em(px - 0.1)})`;

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade 6 gives white on blue and blue on white a contrast of 3.5:1; shade 8 passes
  // WCAG AA (4.5:1) for text on buttons and links.
  primaryShade: 8,
  // In em as Mantine expects; xl keeps Mantine's default. postcss.config.cjs repeats them for CSS modules.
  breakpoints: {
    xs: em(breakpoints.smallTablet),
    sm: em(breakpoints.indexCollapse),
    md: em(breakpoints.tablet),
    lg: em(breakpoints.desktop),
    xl: '88em',
  },
  components: {
    // What `Modal.extend` would answer, without importing the dialog (and its scroll area and focus trap)
    // into the entry chunk, which stays small.
    Modal: { classNames: { root: dialogClasses.root } } satisfies ExtendComponent<ModalFactory>,
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
