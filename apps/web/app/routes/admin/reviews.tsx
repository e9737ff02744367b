// Placeholder: the admin console screen 'reviews' (being built).
export default function AdminReviews() {
  return <p>Admin reviews</p>;
}
