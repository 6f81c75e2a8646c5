import { useCallback, useState } from 'react';

/**
 * The height of one drawer row in px, fixed so a row's place is its index × this. A row holds two lines (the
 * number in Mantine's sm text, 14 px × 1.45, and the name in xs, 12 px × 1.4: about 37 px) and 4 px of padding
 * above and below; the rest is the 2 px the list used to leave between rows.
 */
export const toolboxRowHeight = 48;
/** Rows rendered above and below the visible ones, so a short scroll or Tab lands on rows already there. */
const overscan = 10;
/** Rows rendered while the viewport has no height yet (before its first scroll, and always in jsdom). */
const unmeasuredRows = 100;

/**
 * Which of `count` fixed-height rows to render: the ones in the scroll viewport plus `overscan` either side.
 * `follow` reads the viewport on scroll; it keeps row indexes, not pixels, so a scroll within a row renders
 * nothing again. Keyboard users are followed too: focusing a row the browser scrolls into view is a scroll.
 */
export function useRowWindow(count: number) {
  const [firstVisible, setFirstVisible] = useState(0);
  const [visibleRows, setVisibleRows] = useState(0);
  const follow = useCallback((viewport: HTMLElement) => {
    setFirstVisible(Math.floor(viewport.scrollTop / toolboxRowHeight));
    setVisibleRows(Math.ceil(viewport.clientHeight / toolboxRowHeight));
  }, []);
  const shown = visibleRows === 0 ? unmeasuredRows : visibleRows;
  // A shorter list (a new search) may start above the last scroll position.
  const first = Math.max(0, Math.min(firstVisible, count - shown));
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + shown + overscan),
    follow,
  };
}
