// Placeholder: the admin console screen 'product-edit' (being built).
export default function AdminProductEdit() {
  return <p>Admin product-edit</p>;
}
