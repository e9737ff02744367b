import {
  DatabaseBackup, FolderTree, Images, LayoutDashboard, Mail, MessageSquareQuote, Package, ReceiptText, Search, Settings, TicketPercent, Truck, Undo2, Wallet, type LucideIcon,
} from 'lucide-react';

export interface AdminLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only the exact path is "current" (the dashboard would otherwise match every screen). */
  end?: boolean;
}

/** The console's sections, in the order the sidebar and the phone drawer list them. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'Orders', icon: ReceiptText },
  { to: '/admin/returns', label: 'Returns', icon: Undo2 },
  { to: '/admin/books', label: 'Books', icon: Wallet },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/banners', label: 'Banners', icon: Images },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareQuote },
  { to: '/admin/messages', label: 'Messages', icon: Mail },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/delivery', label: 'Delivery', icon: Truck },
  { to: '/admin/search', label: 'Searches', icon: Search },
  { to: '/admin/backups', label: 'Backups', icon: DatabaseBackup },
];
