import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per mounted component, also under StrictMode's doubled effects. Its callers start a
 * navigation to the provider or consume one-time sign-in state, which must not happen twice.
 */
export function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (!done.current) {
      done.current = true;
      effect();
    }
  });
}
