/** Black or white, whichever reads better on `background` (#RRGGBB), by its relative luminance (WCAG). */
export function textColourOn(background: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // The luminance at which black and white have the same contrast ratio.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
