import { Outlet } from 'react-router-dom';

/** Layout route wrapping every page of this remote; the data-remote marker is what tests look for. */
export function RemoteRoot() {
  return (
    <div data-remote="catalog">
      <Outlet />
    </div>
  );
}
