import { IMAGE_WIDTHS, imageSrcSet } from '@dhatu/domain';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppData } from '../../app-data';
import { PageHero } from '../page-hero';
import { COLLECTION, CORE_VALUES, MISSION, PERSONALITY, STORY } from './about-content';
import { buttonClass } from '../../../components/ui/button';

function SectionHeading({ id, eyebrow, children }: { id: string; eyebrow: string; children: ReactNode }) {
  return (
    <div className="mb-8 max-w-2xl">
      <p className="font-sans text-xs font-semibold tracking-[0.24em] text-brass-deep uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-[1.75rem] leading-tight text-charcoal sm:text-4xl">
        {children}
      </h2>
    </div>
  );
}

/** Three material pictures fanned out beside the heading (wide screens only). */
function HeroCollage({ images }: { images: string[] }) {
  if (images.length < 3) return null;
  const placement = ['left-0 top-8 -rotate-6', 'left-1/2 top-0 z-10 -translate-x-1/2', 'right-0 top-10 rotate-6'];
  return (
    <div aria-hidden="true" className="relative hidden h-64 lg:block">
      {images.slice(0, 3).map((image, index) => (
        <img
          key={image}
          src={image}
          srcSet={imageSrcSet(image, IMAGE_WIDTHS)}
          sizes="200px"
          width={960}
          height={960}
          alt=""
          loading="lazy"
          decoding="async"
          className={`absolute size-48 rounded-3xl object-cover shadow-[0_20px_40px_-24px_rgb(42_36_33/0.7)] ring-4 ring-ivory ${placement[index]}`}
        />
      ))}
    </div>
  );
}

/** /about: the story, core values, brand personality, the collection and the mission. */
export function AboutPage() {
  const { settings, materialCategories } = useAppData();
  const imageOf = (material: string) => materialCategories.find((c) => c.name.trim().toLowerCase() === material)?.image ?? null;

  return (
    <article className="pb-16">
      <PageHero
        eyebrow="Our story"
        title={`About ${settings.shopName}`}
        intro={<p>Handcrafted silver, brass and aluminium from the workshops of India, made for the homes of today.</p>}
        media={<HeroCollage images={COLLECTION.map((item) => imageOf(item.material)).filter((image): image is string => Boolean(image))} />}
      />

      <section aria-labelledby="about-story" className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div className="max-w-[44rem]">
          <SectionHeading id="about-story" eyebrow="Where we began">
            Metal, shaped by hand
          </SectionHeading>
          <div className="space-y-5 text-[1.0625rem] leading-[1.8] text-charcoal-soft">
            {STORY.map((paragraph, index) => (
              <p key={index} className={index === 0 ? 'first-letter:float-left first-letter:mt-1 first-letter:mr-2 first-letter:font-serif first-letter:text-6xl first-letter:leading-[0.8] first-letter:text-rose-deep' : ''}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <figure className="self-start rounded-3xl bg-charcoal p-7 text-ivory shadow-[0_24px_50px_-30px_rgb(42_36_33/0.8)]">
          <p aria-hidden="true" className="font-serif text-5xl leading-none text-brass-light">
            “
          </p>
          <blockquote className="mt-2 font-serif text-xl leading-relaxed">
            A piece of metal, worked by hand, outlives the hand that made it. That is why it deserves to be made well.
          </blockquote>
          <figcaption className="mt-5 text-sm text-ivory/70">— what our karigars tell us</figcaption>
        </figure>
      </section>

      <section aria-labelledby="about-values" className="bg-white/70 py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading id="about-values" eyebrow="What guides us">
            Our core values
          </SectionHeading>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
            {CORE_VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-sand bg-ivory p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-rose-soft text-rose-deep">
                  <Icon size={22} strokeWidth={1.75} aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl text-charcoal">{title}</h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-personality" className="container-page py-12 sm:py-16">
        <SectionHeading id="about-personality" eyebrow="Who we are">
          Our brand personality
        </SectionHeading>
        <dl className="grid gap-x-10 gap-y-5 md:grid-cols-2">
          {PERSONALITY.map(({ trait, text }) => (
            <div key={trait} className="flex flex-col gap-1 border-b border-sand pb-5 sm:flex-row sm:gap-4">
              <dt className="shrink-0 font-serif text-xl text-rose-deep sm:w-40">{trait}</dt>
              <dd className="text-[0.9375rem] leading-relaxed text-charcoal-soft">{text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="about-collection" className="bg-motif py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading id="about-collection" eyebrow="What we make">
            The collection
          </SectionHeading>
          <ul className="grid gap-4 md:grid-cols-3 lg:gap-6">
            {COLLECTION.map(({ title, to, text, material }) => {
              const image = imageOf(material);
              return (
                <li key={title}>
                  <Link
                    to={to}
                    className="group flex h-full flex-col overflow-hidden rounded-2xl border border-sand bg-ivory transition hover:-translate-y-0.5 hover:border-rose hover:shadow-[0_18px_36px_-28px_rgb(42_36_33/0.7)] motion-reduce:transition-none"
                  >
                    {image && (
                      <div className="aspect-[16/10] overflow-hidden bg-cream">
                        <img
                          src={image}
                          srcSet={imageSrcSet(image, IMAGE_WIDTHS)}
                          sizes="(min-width: 1280px) 400px, (min-width: 768px) 31vw, 92vw"
                          width={960}
                          height={600}
                          alt=""
                          loading="lazy"
                          decoding="async"
                          className="size-full object-cover object-[50%_72%] transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                        />
                      </div>
                    )}
                    <div className="flex flex-1 flex-col p-6">
                      <h3 className="text-2xl text-charcoal">{title}</h3>
                      <span className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-ink-muted">{text}</span>
                      <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-rose-deep">
                        Explore
                        <ArrowRight size={16} aria-hidden="true" className="transition-transform group-hover:translate-x-1" />
                      </span>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="mt-6 text-[0.9375rem] text-ink-muted">
            Alongside them you will find wooden pieces, jewellery and decor from the same workshops.
          </p>
        </div>
      </section>

      <section aria-labelledby="about-mission" className="container-page py-14 text-center sm:py-20">
        <p className="font-sans text-xs font-semibold tracking-[0.24em] text-brass-deep uppercase">Our mission</p>
        <h2 id="about-mission" className="sr-only">
          Our mission
        </h2>
        <p className="mx-auto mt-4 max-w-3xl font-serif text-2xl leading-snug text-charcoal sm:text-[2rem]">{MISSION}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <Link to="/products" className={buttonClass('primary', 'md')}>
            Explore the collection
          </Link>
          <Link
            to="/contact"
            className="inline-flex h-11 items-center rounded-full border border-charcoal px-6 text-sm font-semibold text-charcoal hover:bg-charcoal hover:text-ivory"
          >
            Contact Us
          </Link>
        </div>
      </section>
    </article>
  );
}
