import { type HighlightColour, highlightColours } from '@praxis/contract';

export type ColourIdentifier =
  | 'green'
  | 'yellow'
  | 'orange'
  | 'teal'
  | 'red'
  | 'pink'
  | 'blue'
  | 'purple'
  | 'turquoise'
  | 'grey-50'
  | 'white'
  | 'black';

/** A colour the toolbar offers. `identifier` names it in the translations. */
export interface ColourOption {
  name: string;
  hexCode: string;
  identifier: ColourIdentifier;
}

const colour = (name: string, hexCode: string): ColourOption => ({
  name,
  hexCode,
  identifier: name.toLowerCase() as ColourIdentifier,
});

/** The nine text colours, in the order the palette shows them. */
export const FONT_COLOURS: readonly ColourOption[] = [
  colour('Green', '#2b8a3e'),
  colour('Orange', '#e8590c'),
  colour('Red', '#e03131'),
  colour('Pink', '#d6336c'),
  colour('Blue', '#1971c2'),
  colour('Purple', '#7048e8'),
  colour('Grey-50', '#808080'),
  colour('White', '#ffffff'),
  colour('Black', '#000000'),
];

/** Text without a colour of its own is black. */
export const DEFAULT_FONT_COLOUR = '#000000';

/** The nine highlight colours (the contract's codes, which labels use too); light tints, so black
 * text stays readable on them. */
const HIGHLIGHT_HEX: Record<HighlightColour, string> = {
  green: '#b2f2bb',
  yellow: '#ffec99',
  orange: '#ffd8a8',
  teal: '#96f2d7',
  purple: '#d0bfff',
  red: '#ffc9c9',
  blue: '#a5d8ff',
  turquoise: '#99e9f2',
  'grey-50': '#c8c8c8',
};

export const HIGHLIGHT_COLOURS: readonly ColourOption[] = highlightColours.map((identifier) => ({
  name: identifier.charAt(0).toUpperCase() + identifier.slice(1),
  hexCode: HIGHLIGHT_HEX[identifier],
  identifier,
}));

/** The tint of a highlight colour code. */
export const highlightHex = (colour: HighlightColour): string => HIGHLIGHT_HEX[colour];
