// Placeholder: the admin console screen 'banners' (being built).
export default function AdminBanners() {
  return <p>Admin banners</p>;
}
