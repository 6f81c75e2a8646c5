import { useEffect, useRef, useState } from 'react';

/** A text field of the details dialog saves this long after the last input. */
export const detailsAutosaveMs = 5000;

/**
 * A details text field saves 5 s after input, at once on blur, and when the dialog closes with a
 * change still pending; a value equal to the saved one is not sent.
 */
export function useAutosaveField(saved: string, save: (value: string) => void) {
  const [value, setValue] = useState(saved);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ saved, save });
  latest.current = { saved, save };

  const flush = () => {
    clearTimeout(timer.current);
    const text = pending.current;
    pending.current = null;
    if (text !== null && text !== latest.current.saved) latest.current.save(text);
  };

  // Another screen (or the save itself) changed the item: show it unless the user is typing.
  useEffect(() => {
    if (pending.current === null) setValue(saved);
  }, [saved]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads refs only; it runs once, on unmount.
  useEffect(() => flush, []);

  return {
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.currentTarget.value;
      setValue(text);
      pending.current = text;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, detailsAutosaveMs);
    },
    onBlur: flush,
  };
}
