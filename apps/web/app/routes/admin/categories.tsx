// Placeholder: the admin console screen 'categories' (being built).
export default function AdminCategories() {
  return <p>Admin categories</p>;
}
