import type { ReactNode } from 'react';

// Glyphs for the icon-only toolbar buttons; their names come from aria-label, so the drawings stay hidden.
const icon = (path: ReactNode) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

export const toolIcons = {
  bulletList: icon(
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4" cy="6" r="1" />
      <circle cx="4" cy="12" r="1" />
      <circle cx="4" cy="18" r="1" />
    </>,
  ),
  orderedList: icon(<path d="M10 6h10M10 12h10M10 18h10M4 4v4M3 16h3l-3 4h3" />),
  outdent: icon(<path d="M20 6H10M20 12h-8M20 18H10M7 9l-3 3 3 3" />),
  indent: icon(<path d="M20 6H10M20 12h-8M20 18H10M4 9l3 3-3 3" />),
  link: icon(
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  ),
  table: icon(
    <>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M3 10h18M3 15h18M9 4v16M15 4v16" />
    </>,
  ),
  image: icon(
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </>,
  ),
};
