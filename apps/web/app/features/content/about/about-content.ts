import { POLICY } from '@dhatu/domain';
import { Compass, Gem, HandHeart, Sparkles, type LucideIcon } from 'lucide-react';

/** The texts of /about (account §2: story, core values, brand personality, collection, mission). */

export const ABOUT_META = {
  title: 'About Us',
  description:
    'The story of Dhatu: handcrafted silver, brass and aluminium by Indian artisans — our values, our personality, our collection and our mission.',
};

export const STORY: string[] = [
  'Dhatu is the Sanskrit word for metal — and for the elements the world is made of. For centuries, India\'s metalsmiths have turned those elements into the lamps that light our courtyards, the thalis of our pujas and the ornaments passed from mother to daughter.',
  'We began with a simple worry: that this craft was disappearing from everyday homes, kept for weddings and festivals, or lost to mass-made imitations. So we went to the workshops — the brass casters of Moradabad, the silversmiths of Jaipur and Cuttack, the metal beaters of Gujarat — and asked them to make for today\'s homes.',
  'Every piece in our shop is shaped by hand, checked by us, and sold at an honest price. When you bring one home, you carry a family\'s skill forward by another generation.',
];

export interface CoreValue {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const CORE_VALUES: CoreValue[] = [
  {
    icon: Gem,
    title: 'Authenticity',
    text: `Real metal, honestly described: sterling silver of ${POLICY.silverPurity} purity, solid brass, hand-finished aluminium. What you see is what the karigar made.`,
  },
  {
    icon: Sparkles,
    title: 'Aspirational Accessibility',
    text: 'Heirloom craft at everyday prices. A beautiful brass diya or a silver ring should not have to wait for a wedding.',
  },
  {
    icon: Compass,
    title: 'Modern Indian Soul',
    text: 'Old techniques, new forms. Designs that belong as much in a city apartment as in an ancestral home.',
  },
  {
    icon: HandHeart,
    title: 'Conscious & Connected',
    text: 'We work directly with artisan families and pay fairly for their time. Metal that lasts generations is the opposite of throwaway.',
  },
];

export interface PersonalityTrait {
  trait: string;
  text: string;
}

export const PERSONALITY: PersonalityTrait[] = [
  { trait: 'Warm', text: 'like the glow of polished brass at dusk — we talk to you as we would to a guest at home.' },
  { trait: 'Rooted', text: 'in centuries of craft, and proud of the hands that carry it.' },
  { trait: 'Honest', text: 'about materials, prices, timelines and the small marks that make a piece handmade.' },
  { trait: 'Quietly elegant', text: 'never loud, never flashy; the metal speaks for itself.' },
  { trait: 'Curious', text: 'always looking for the next forgotten technique to bring into a modern home.' },
];

export interface CollectionItem {
  title: string;
  /** The material category whose picture the card shows. */
  material: 'brass' | 'silver' | 'aluminium';
  /** The material list it opens (/products/{material} redirects to the category). */
  to: string;
  text: string;
}

export const COLLECTION: CollectionItem[] = [
  {
    title: 'Brass Jewelry',
    material: 'brass',
    to: '/products/brass',
    text: 'Jhumkas, cuffs and pendants cast and chased by hand — bold, golden and made for every day, not just festivals.',
  },
  {
    title: 'Silver Artifacts',
    material: 'silver',
    to: '/products/silver',
    text: `Puja essentials, gifting pieces and keepsakes in ${POLICY.silverPurity} sterling silver, finished to be handed down.`,
  },
  {
    title: 'Aluminium Decor',
    material: 'aluminium',
    to: '/products/aluminium',
    text: 'Light, rust-free bowls, planters and wall pieces, hammered and polished into a soft silver sheen.',
  },
];

export const MISSION =
  'To bring the craft of India\'s metalsmiths into everyday homes — authentic, affordable and made to last — so that every piece sustains the hands that make it.';
