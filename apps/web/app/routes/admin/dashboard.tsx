// Placeholder: the admin console screen 'dashboard' (being built).
export default function AdminDashboard() {
  return <p>Admin dashboard</p>;
}
