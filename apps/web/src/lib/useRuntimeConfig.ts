import type { RuntimeConfig } from '@praxis/contract';
import { useContext } from 'react';
import { RuntimeConfigContext } from './config';

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (config === null) {
    throw new Error('useRuntimeConfig must be used inside AppProviders');
  }
  return config;
}
