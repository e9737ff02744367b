// Placeholder: the admin console screen 'orders' (being built).
export default function AdminOrders() {
  return <p>Admin orders</p>;
}
