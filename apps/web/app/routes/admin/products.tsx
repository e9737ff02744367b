// Placeholder: the admin console screen 'products' (being built).
export default function AdminProducts() {
  return <p>Admin products</p>;
}
