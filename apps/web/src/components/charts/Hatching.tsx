/**
 * Diagonal hatching on white, as an SVG pattern: a bar filled with it reads as such even on a grey-scale
 * printout, where a flat colour would be one grey among others.
 */
export function Hatching({ id, colour }: { id: string; colour: string }) {
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" fill="#ffffff" />
      <line x1="0" y1="0" x2="0" y2="6" stroke={colour} strokeWidth="3" />
    </pattern>
  );
}
