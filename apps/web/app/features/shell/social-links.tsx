import type { ComponentType } from 'react';
import { InstagramIcon, LinkedInIcon, XIcon } from '../../components/ui/social-icons';
import type { ShopSettings } from '../app-data';

export interface SocialProfile {
  name: 'Instagram' | 'X' | 'LinkedIn';
  href: string;
  icon: ComponentType<{ size?: number; className?: string }>;
}

/** Instagram, X and LinkedIn from the shop settings, skipping any that is not set. */
export function socialProfiles(social: ShopSettings['social']): SocialProfile[] {
  const all: SocialProfile[] = [
    { name: 'Instagram', href: social.instagram, icon: InstagramIcon },
    { name: 'X', href: social.x, icon: XIcon },
    { name: 'LinkedIn', href: social.linkedin, icon: LinkedInIcon },
  ];
  return all.filter((p) => Boolean(p.href));
}

export interface SocialLinksProps {
  social: ShopSettings['social'];
  onClick?: () => void;
  className?: string;
}

/** Round icon links for a dark background; each opens in a new tab without handing over window.opener. */
export function SocialLinks({ social, onClick, className = '' }: SocialLinksProps) {
  return (
    <ul className={`flex items-center gap-3 ${className}`}>
      {socialProfiles(social).map(({ name, href, icon: Icon }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClick}
            aria-label={`${name} (opens in a new tab)`}
            className="inline-flex size-10 items-center justify-center rounded-full border border-ivory/25 text-ivory/85 transition-colors hover:border-brass-light hover:bg-brass-light hover:text-charcoal"
          >
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
