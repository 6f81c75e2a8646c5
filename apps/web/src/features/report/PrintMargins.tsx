/** A text as a CSS string, for the page margin boxes; nothing in it can end the string or the rule. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r<>]/g, ' ')}"`;

interface PrintMarginsProps {
  /** What every printed page after the first says in its top margin, left and right. */
  left: string;
  right: string;
}

/**
 * The printed pages' margins (CSS page margin boxes): every page after the first repeats what the document
 * is and its date at the top, and every page is numbered.
 */
export function PrintMargins({ left, right }: PrintMarginsProps) {
  return (
    <style>{`@page {
  @top-left { content: ${cssString(left)}; font: 9pt sans-serif; color: #495057; }
  @top-right { content: ${cssString(right)}; font: 9pt sans-serif; color: #495057; }
  @bottom-right { content: counter(page) " / " counter(pages); font: 9pt sans-serif; color: #495057; }
}
@page :first {
  @top-left { content: none; }
  @top-right { content: none; }
}`}</style>
  );
}
