import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { Logo } from '../../../components/ui/logo';
import { useOpenUntilNavigation } from '../../shell/use-open-until-navigation';
import { AdminNav } from './admin-nav';

/** Phones and tablets: a menu button that opens the console's links in a left sheet (Radix Dialog). */
export function AdminDrawer() {
  const [open, setOpen] = useOpenUntilNavigation();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label="Open admin menu" className="icon-button -ml-2">
          <Menu size={24} strokeWidth={1.75} aria-hidden="true" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/50 animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[82%] max-w-xs flex-col overflow-y-auto bg-ivory shadow-2xl animate-sheet-in-left motion-reduce:animate-none"
        >
          <div className="flex items-center justify-between border-b border-sand bg-motif px-5 py-4">
            <div>
              <Logo className="h-7 w-auto" />
              <Dialog.Title className="mt-1 text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">Admin console</Dialog.Title>
            </div>
            <Dialog.Close asChild>
              <button type="button" aria-label="Close admin menu" className="icon-button -mr-2">
                <X size={22} strokeWidth={1.75} aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <AdminNav />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
