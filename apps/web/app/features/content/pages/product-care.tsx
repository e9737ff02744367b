import { POLICY } from '@dhatu/domain';
import { Droplets, Gem, Sparkles, TreePine } from 'lucide-react';
import type { PolicyDoc } from '../policy-page';
import { Bullets, H3, Note, P, Strong } from '../prose';

/** /productcare: how to look after silver, brass, aluminium and wood. */
export const productCarePage: PolicyDoc = {
  path: '/productcare',
  eyebrow: 'Care guide',
  title: 'Product Care',
  description: 'How to clean, store and care for handcrafted silver, brass, aluminium and wood so they stay beautiful for generations.',
  intro: () => (
    <p>
      Metal and wood are living materials: they respond to air, water and the hands that use them. A few minutes of care
      keeps a handmade piece beautiful for generations.
    </p>
  ),
  facts: () => [
    { icon: Gem, value: 'Silver', label: 'wear often, store airtight' },
    { icon: Sparkles, value: 'Brass', label: 'polish gently, dry at once' },
    { icon: Droplets, value: 'Aluminium', label: 'mild soap, soft sponge' },
    { icon: TreePine, value: 'Wood', label: 'dry cloth, never soak' },
  ],
  sections: () => [
    {
      id: 'silver',
      title: 'Silver',
      body: (
        <>
          <P>
            Our silver is sterling silver of <Strong>{POLICY.silverPurity} purity</Strong>. Like all real silver it darkens
            slowly over time as it meets the sulphur in air — a sign that it is genuine, and easy to undo.
          </P>
          <H3>Everyday care</H3>
          <Bullets
            items={[
              <>Wear your silver often: gentle handling keeps it bright.</>,
              <>Put jewellery on last and take it off first — after perfume, hairspray and lotion, before bathing, swimming or exercise.</>,
              <>After wearing, wipe each piece with a soft, dry cotton cloth.</>,
            ]}
          />
          <H3>Cleaning</H3>
          <Bullets
            items={[
              <>For light tarnish, rub with a silver polishing cloth.</>,
              <>Puja and serving pieces can be washed in warm water with a drop of mild soap, rinsed and dried at once with a soft towel.</>,
              <>Avoid toothpaste, baking soda scrubs and abrasive powders: they leave fine scratches.</>,
            ]}
          />
          <H3>Storing</H3>
          <P>
            Keep each piece in the pouch it came in, or in a zip-lock bag with the air pressed out, away from rubber bands
            and damp cupboards. A piece of chalk or an anti-tarnish strip in the box slows tarnish further.
          </P>
        </>
      ),
    },
    {
      id: 'brass',
      title: 'Brass',
      body: (
        <>
          <P>
            Solid brass deepens into a warm antique glow with age. Some love that patina; if you prefer the bright golden
            shine, it comes back with a gentle polish.
          </P>
          <H3>Cleaning</H3>
          <Bullets
            items={[
              <>Dust regularly with a soft, dry cloth.</>,
              <>To bring back the shine, use the traditional way: a paste of tamarind, or lemon juice with a pinch of salt, rubbed on with a soft cloth — or a brass cleaner such as Pitambari.</>,
              <>Rinse with clean water and dry immediately and completely; water left on brass leaves spots.</>,
              <>Use a soft toothbrush for engraved and cast detail.</>,
            ]}
          />
          <Note icon={Sparkles} title="Lacquered and antique-finish pieces">
            Decor pieces with a lacquered or antique finish only need a soft, dry cloth. Polish and acids would strip the
            finish.
          </Note>
          <H3>Diyas and puja brass</H3>
          <P>
            Clean oil and ghee from diyas while they are still slightly warm, with warm soapy water, then dry well. Brass
            jewellery can leave a faint green mark on some skin when it meets sweat or water; it is harmless and washes
            off — keep pieces dry and wipe them after wearing.
          </P>
        </>
      ),
    },
    {
      id: 'aluminium',
      title: 'Aluminium',
      body: (
        <>
          <P>
            Our hand-finished aluminium is light and does not rust, but its surface is softer than steel and scratches if
            scrubbed hard.
          </P>
          <Bullets
            items={[
              <>Wash with mild dish soap and a soft sponge; never use steel wool, bleach or harsh scouring powder.</>,
              <>Dry immediately with a soft towel to avoid water spots.</>,
              <>Hand-wash only: the dishwasher dulls hammered and polished finishes.</>,
              <>Do not store sour or salty food in aluminium for long.</>,
            ]}
          />
        </>
      ),
    },
    {
      id: 'wood',
      title: 'Wood',
      body: (
        <>
          <P>Wood moves with heat and moisture. Treat it gently and it lasts a lifetime.</P>
          <Bullets
            items={[
              <>Dust with a soft, dry cloth; wipe spills at once with a barely damp cloth and dry.</>,
              <>Never soak wooden pieces or put them in the dishwasher.</>,
              <>Now and then, rub serveware with a little food-safe oil, such as coconut oil, to keep it from drying out.</>,
              <>Keep wood away from direct sunlight, radiators and stoves, which can crack or fade it.</>,
            ]}
          />
        </>
      ),
    },
    {
      id: 'storing-together',
      title: 'Storing pieces together',
      body: (
        <P>
          Store metals separately so they do not rub and scratch each other, and keep them in a dry place. Silica gel sachets
          in a jewellery box or cupboard help during the monsoon.
        </P>
      ),
    },
  ],
  related: [
    { to: '/ordering', label: 'Ordering & Product Information' },
    { to: '/faqs', label: 'FAQs' },
    { to: '/returnpolicy', label: 'Returns Policy' },
  ],
};
