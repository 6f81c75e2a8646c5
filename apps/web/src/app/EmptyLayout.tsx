import { Outlet } from 'react-router';

/** No chrome at all; the pages bring their own `<main>`. */
export function EmptyLayout() {
  return <Outlet />;
}
