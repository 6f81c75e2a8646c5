import { useContext } from 'react';
import { LoadingOverlayContext, type LoadingOverlayControls } from './loadingOverlayContext';

/** The full-page loading overlay's start and finish, below a LoadingOverlayProvider. */
export function useLoadingOverlay(): LoadingOverlayControls {
  const controls = useContext(LoadingOverlayContext);
  if (controls === null) throw new Error('useLoadingOverlay must be used below a LoadingOverlayProvider');
  return controls;
}
