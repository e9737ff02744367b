// Placeholder: the admin console screen 'layout' (being built).
import { Outlet } from 'react-router';
export default function AdminLayout() {
  return <Outlet />;
}
