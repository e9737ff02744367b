// Placeholder: the admin console screen 'messages' (being built).
export default function AdminMessages() {
  return <p>Admin messages</p>;
}
