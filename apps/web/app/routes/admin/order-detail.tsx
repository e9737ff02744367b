// Placeholder: the admin console screen 'order-detail' (being built).
export default function AdminOrderDetail() {
  return <p>Admin order-detail</p>;
}
