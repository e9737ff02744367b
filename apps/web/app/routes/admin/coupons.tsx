// Placeholder: the admin console screen 'coupons' (being built).
export default function AdminCoupons() {
  return <p>Admin coupons</p>;
}
