import { MenuSheet } from '../../../components/ui/sheet';
import { useOpenUntilNavigation } from '../../shell';
import { AdminNav } from './admin-nav';

/** Phones and tablets: a menu button that opens the console's links in a left sheet. */
export function AdminDrawer() {
  const [open, setOpen] = useOpenUntilNavigation();
  return (
    <MenuSheet
      open={open}
      onOpenChange={setOpen}
      name="admin menu"
      title="Admin console"
      titleClassName="text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase"
      className="w-[82%] max-w-xs"
    >
      <AdminNav />
    </MenuSheet>
  );
}
