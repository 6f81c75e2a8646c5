import { createContext, useContext } from 'react';
import type { ApiClient } from './api';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (api === null) {
    throw new Error('useApi must be used inside the router (ApiProvider)');
  }
  return api;
}
