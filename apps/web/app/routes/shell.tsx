import { Outlet } from 'react-router';
export default function Shell() {
  return <div><header>Dhatu</header><Outlet /></div>;
}
