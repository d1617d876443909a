import { Outlet } from '@tanstack/react-router';

/** The frame of every page of a client's file (/app/clients/:id/edit/…). */
export function ClientFileLayout() {
  return <Outlet />;
}
