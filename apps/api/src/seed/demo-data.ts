/**
 * The demo catalogue as plain data: categories, products, banners, coupons, people and reviews.
 * Prices are in rupees here (as a shop owner writes them); the seed converts them to paise.
 * Longer than 300 lines on purpose: it is data, not logic.
 */
import type { ArtMaterial } from './artwork-kit.ts';
import type { ArtKind } from './artwork-objects.ts';
import type { BannerTheme, TileTheme } from './artwork.ts';

export interface DemoCategory {
  slug: string;
  name: string;
  tile: TileTheme;
  subcategories: { slug: string; name: string }[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: 'silver', name: 'Silver', tile: 'silver', subcategories: [
    { slug: 'pooja-items', name: 'Pooja Items' },
    { slug: 'tableware', name: 'Tableware' },
    { slug: 'gifts', name: 'Gifts' },
  ] },
  { slug: 'brass', name: 'Brass', tile: 'brass', subcategories: [
    { slug: 'diyas-and-lamps', name: 'Diyas & Lamps' },
    { slug: 'idols-and-figurines', name: 'Idols & Figurines' },
    { slug: 'kitchen-and-serveware', name: 'Kitchen & Serveware' },
    { slug: 'bells', name: 'Bells' },
  ] },
  { slug: 'aluminium', name: 'Aluminium', tile: 'aluminium', subcategories: [
    { slug: 'cookware', name: 'Cookware' },
    { slug: 'decor-accents', name: 'Decor Accents' },
    { slug: 'planters', name: 'Planters' },
  ] },
  { slug: 'wood', name: 'Wood', tile: 'wood', subcategories: [
    { slug: 'boxes-and-storage', name: 'Boxes & Storage' },
    { slug: 'kitchen', name: 'Kitchen' },
  ] },
  { slug: 'jewellery', name: 'Jewellery', tile: 'jewellery', subcategories: [
    { slug: 'earrings', name: 'Earrings' },
    { slug: 'bangles-and-pendants', name: 'Bangles & Pendants' },
  ] },
  { slug: 'decor', name: 'Decor', tile: 'decor', subcategories: [
    { slug: 'wall-decor', name: 'Wall Decor' },
    { slug: 'urlis-and-showpieces', name: 'Urlis & Showpieces' },
  ] },
];

export interface DemoProduct {
  name: string;
  /** Category and subcategory slugs. */
  category: string;
  subcategory: string;
  /** Rupees, before discount. */
  price: number;
  discount: number;
  /** Units the shop had before the demo orders; those not cancelled take theirs (demo-orders.ts). */
  stock: number;
  art: { kind: ArtKind; material: ArtMaterial };
  /** Paragraphs, one per line. */
  description: string;
  details: { material: string; dimensions: string; weight: string; finish: string; care?: string };
  featured?: boolean;
  isNew?: boolean;
  /** Position in the festive collection (1–18). */
  festive?: number;
  /** Business days to make before dispatch (a made-to-order piece). */
  madeToOrderDays?: number;
}

/** One line of care per material; a product can say more in its own details. */
export const CARE: Record<ArtMaterial | 'cookware', string> = {
  silver: 'Wipe with a soft dry cloth after use; polish with a silver cloth when it darkens and store in the zip pouch provided.',
  oxidised: 'Keep away from perfume and water; wipe with dry cotton and store in an airtight pouch. Do not polish off the oxidised finish.',
  brass: 'Clean with tamarind or lemon and salt (or pitambari powder), rinse and dry at once; a drop of coconut oil slows tarnish.',
  aluminium: 'Dust with a dry cloth; wipe marks with a damp cloth and dry. Keep away from salt water and acids.',
  cookware: 'Wash with mild soap and a soft scrub, dry fully before storing; do not keep sour or salty food in it for long.',
  copper: 'Dust with a soft cloth; the lacquer coat keeps the colour, so avoid polishes and scrubbers.',
  wood: 'Wipe with a damp cloth and dry at once; never soak. Rub with food-safe coconut or mineral oil once a month.',
};

const p = (product: DemoProduct) => product;

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ── Silver · Pooja Items ─────────────────────────────────────────────────────────────────
  p({
    name: 'Hand-Engraved Silver Kumkum Box', category: 'silver', subcategory: 'pooja-items',
    price: 3450, discount: 10, stock: 14, art: { kind: 'round-box', material: 'silver' }, featured: true, festive: 1,
    description: 'A round kumkum dibbi in 92.5 sterling silver, hand-engraved by a family of engravers in Jaipur with a band of lotus buds and a peacock on the lid.\nThe lid sits snugly, so kumkum stays dry and does not spill in the pooja drawer or on travel.\nArrives in a velvet pouch and a gift box — a favourite for haldi-kumkum ceremonies and Varalakshmi Vratham.',
    details: { material: '92.5 sterling silver (hallmarked)', dimensions: '5.5 cm diameter × 5 cm height', weight: '38 g', finish: 'Hand-engraved, high polish' },
  }),
  p({
    name: 'Silver Pooja Thali Set (7 Pieces)', category: 'silver', subcategory: 'pooja-items',
    price: 18900, discount: 5, stock: 3, art: { kind: 'thali', material: 'silver' }, featured: true, festive: 2,
    description: 'A complete pooja thali in 92.5 silver: a 10-inch plate, diya, kumkum and haldi katoris, an agarbatti stand, a small bell and a spoon.\nThe plate rim is hand-chased in Varanasi with a running mango-leaf border; every piece is hallmarked.\nSized for daily aarti and large enough for Lakshmi pooja on Diwali night.',
    details: { material: '92.5 sterling silver (hallmarked)', dimensions: 'Plate 25 cm diameter; katoris 5 cm', weight: '310 g (all pieces)', finish: 'Repoussé rim, mirror polish' },
  }),
  p({
    name: 'Pure Silver Akhand Diya', category: 'silver', subcategory: 'pooja-items',
    price: 6800, discount: 10, stock: 7, art: { kind: 'diya', material: 'silver' }, festive: 3,
    description: 'A deep-bowled akhand diya that holds enough ghee to burn through the night during Navratri and Diwali.\nSpun from a single silver sheet and finished with a beaded rim; the raised foot keeps heat off the altar cloth.\nUse a long cotton wick (phool batti) and top up ghee from the spout side.',
    details: { material: '92.5 sterling silver', dimensions: '11 cm long × 8 cm wide × 5 cm high', weight: '62 g', finish: 'Beaded rim, satin inside, polished outside' },
  }),
  p({
    name: 'Sterling Silver Mangal Kalash', category: 'silver', subcategory: 'pooja-items',
    price: 12500, discount: 15, stock: 2, art: { kind: 'kalash', material: 'silver' }, featured: true, festive: 4,
    description: 'A round-bellied kalash for griha pravesh, weddings and Satyanarayan katha, made in Kolkata by raising a single silver disc on the anvil.\nThree engraved bands and a punched bead line circle the body; the narrow neck holds mango leaves and a coconut upright.\nShown with leaves, coconut and mauli for styling; these are not included.',
    details: { material: '92.5 sterling silver (hallmarked)', dimensions: '12 cm height × 11 cm diameter', weight: '145 g', finish: 'Hand-raised, engraved bands, high polish' },
  }),
  p({
    name: 'Silver Pooja Ghanti', category: 'silver', subcategory: 'pooja-items',
    price: 4200, discount: 5, stock: 12, art: { kind: 'bell', material: 'silver' },
    description: 'A small hand bell for aarti with a clear, long ring, cast in silver and topped with a seated Garuda.\nThe clapper is riveted, not glued, so it will not work loose with daily use.\nFits in the palm of an adult hand and sits upright on the thali between prayers.',
    details: { material: '92.5 sterling silver body, brass clapper', dimensions: '13 cm height × 6 cm base', weight: '92 g', finish: 'Cast, hand-finished, polished' },
  }),
  p({
    name: 'Silver Panchpatra and Achamani Set', category: 'silver', subcategory: 'pooja-items',
    price: 2850, discount: 0, stock: 0, art: { kind: 'tumbler', material: 'silver' },
    description: 'The water vessel and spoon used for achamanam and sandhya vandanam, in plain 92.5 silver with two engraved bands.\nThe panchpatra is straight-sided so it stands steady on a pooja plate; the achamani has a flat handle that rests on its rim.\nA thoughtful upanayanam (thread ceremony) gift.',
    details: { material: '92.5 sterling silver', dimensions: 'Panchpatra 7 cm height × 5.5 cm diameter; achamani 11 cm', weight: '58 g', finish: 'Engraved bands, polished' },
  }),
  // ── Silver · Tableware ───────────────────────────────────────────────────────────────────
  p({
    name: 'Silver Hammered Glass Tumbler', category: 'silver', subcategory: 'tableware',
    price: 5400, discount: 10, stock: 9, art: { kind: 'tumbler', material: 'silver' }, isNew: true,
    description: 'A tall drinking glass in silver, hand-hammered in small facets that catch the light and give a sure grip.\nMany families keep water overnight in silver for its antibacterial quality; this glass is sized for that everyday use.\nMakes a fine annaprashan or birthday gift; we can engrave initials on request.',
    details: { material: '92.5 sterling silver', dimensions: '11 cm height × 7 cm diameter; 250 ml', weight: '88 g', finish: 'Hand-hammered, polished' },
  }),
  p({
    name: 'Silver Dry-Fruit Bowl with Engraved Border', category: 'silver', subcategory: 'tableware',
    price: 7900, discount: 20, stock: 4, art: { kind: 'bowl', material: 'silver' },
    description: 'A footed bowl for serving kaju, badam and mishri to guests, with a hand-engraved vine border made in Jaipur.\nThe rim is rolled for strength, so the bowl keeps its shape through years of festivals.\nHolds about 300 g of dry fruit.',
    details: { material: '92.5 sterling silver', dimensions: '14 cm diameter × 6 cm height', weight: '120 g', finish: 'Engraved border, mirror polish' },
  }),
  p({
    name: 'Sterling Silver Dinner Thali Set', category: 'silver', subcategory: 'tableware',
    price: 25000, discount: 10, stock: 1, art: { kind: 'thali', material: 'silver' }, featured: true, madeToOrderDays: 10,
    description: 'A heirloom dinner set: a 12-inch thali, two katoris, a glass and a spoon in 92.5 silver, made to order in Kolkata.\nEach piece is hand-raised and planished; the thali has a wide flat rim engraved with a lotus chain.\nTraditionally given at weddings and first rice ceremonies; each piece is hallmarked and comes in a lined case.',
    details: { material: '92.5 sterling silver (hallmarked)', dimensions: 'Thali 30 cm; katoris 9 cm; glass 10 cm', weight: '520 g (set)', finish: 'Planished, engraved rim' },
  }),
  p({
    name: 'Silver Teaspoon Set of 4', category: 'silver', subcategory: 'tableware',
    price: 3950, discount: 15, stock: 22, art: { kind: 'spoons', material: 'silver' },
    description: 'Four teaspoons with slender handles ending in a small lotus bud, cut and forged from sheet silver.\nThe bowls are deep enough for sugar and small enough for a baby’s first bites.\nPacked in a satin-lined box.',
    details: { material: '92.5 sterling silver', dimensions: '12 cm long each', weight: '64 g (set of 4)', finish: 'Forged, polished' },
  }),
  p({
    name: 'Silver Lotus Fruit Bowl', category: 'silver', subcategory: 'tableware',
    price: 9200, discount: 25, stock: 6, art: { kind: 'bowl', material: 'silver' },
    description: 'A wide fruit bowl with lotus petals chased in low relief around the body, made by repoussé artisans of Varanasi.\nLarge enough for a dining-table centrepiece of seasonal fruit or for prasad at a festival.\nSilver-plated over copper for everyday use at a gentler price.',
    details: { material: 'Copper with heavy silver plating (20 microns)', dimensions: '22 cm diameter × 9 cm height', weight: '410 g', finish: 'Repoussé, anti-tarnish lacquer' },
  }),
  p({
    name: 'Silver-Plated Chai Kettle', category: 'silver', subcategory: 'tableware',
    price: 4600, discount: 0, stock: 11, art: { kind: 'teapot', material: 'silver' }, isNew: true,
    description: 'A round tea kettle in brass with a thick silver plating, for serving chai at the table in style.\nThe lid has a locking lip so it stays put while pouring, and the cane-wrapped handle stays cool.\nHolds four cups; hand-wash only.',
    details: { material: 'Brass with silver plating', dimensions: '18 cm height × 15 cm diameter; 750 ml', weight: '540 g', finish: 'Silver-plated, engraved bands' },
  }),
  // ── Silver · Gifts ───────────────────────────────────────────────────────────────────────
  p({
    name: 'Silver Baby Feeding Set (Bowl, Spoon and Glass)', category: 'silver', subcategory: 'gifts',
    price: 6250, discount: 5, stock: 8, art: { kind: 'bowl', material: 'silver' }, featured: true,
    description: 'The classic annaprashan gift: a small bowl, a feeding spoon and a glass, all in 92.5 silver with rounded, smooth edges.\nThe bowl has a wide rim that little hands can hold, and the spoon is shallow for first foods.\nArrives gift-boxed with a card for your message.',
    details: { material: '92.5 sterling silver (hallmarked)', dimensions: 'Bowl 9 cm; spoon 11 cm; glass 7 cm', weight: '110 g (set)', finish: 'Mirror polish, rounded edges' },
  }),
  p({
    name: 'Silver Lakshmi Ganesh Coin (20 g)', category: 'silver', subcategory: 'gifts',
    price: 2450, discount: 5, stock: 40, art: { kind: 'coin', material: 'silver' }, festive: 5,
    description: 'A 20-gram coin in 99.9 fine silver, minted with Lakshmi and Ganesh on one side and a lotus on the other.\nBought on Dhanteras and placed in the pooja or the locker; also a much-loved Diwali gift for family and staff.\nSealed in a tamper-proof card with its purity and weight.',
    details: { material: '99.9 fine silver', dimensions: '3.2 cm diameter', weight: '20 g', finish: 'Minted, proof-like' },
  }),
  p({
    name: 'Silver Bud Vase', category: 'silver', subcategory: 'gifts',
    price: 3200, discount: 10, stock: 5, art: { kind: 'vase', material: 'silver' },
    description: 'A slender vase for a single rose or a sprig of rajnigandha, with three engraved bands around its belly.\nWeighted at the base so it does not tip on a bedside table.\nA graceful gift for anniversaries and house-warmings.',
    details: { material: 'Brass with silver plating', dimensions: '18 cm height × 7 cm diameter', weight: '230 g', finish: 'Silver-plated, anti-tarnish lacquer' },
  }),
  p({
    name: 'Silver Elephant Figurine Pair', category: 'silver', subcategory: 'gifts',
    price: 8600, discount: 15, stock: 3, art: { kind: 'figurine', material: 'silver' },
    description: 'A pair of elephants with raised trunks, a sign of good fortune at the entrance or the pooja room.\nCast in solid 92.5 silver and hand-chased with a saddle cloth that is enamelled in meenakari red.\nEach stands 6 cm tall.',
    details: { material: '92.5 sterling silver, meenakari enamel', dimensions: '6 cm height × 7 cm length each', weight: '96 g (pair)', finish: 'Cast, hand-chased, enamelled' },
  }),
  p({
    name: 'Silver Sindoor Dibbi with Peacock Lid', category: 'silver', subcategory: 'gifts',
    price: 1850, discount: 0, stock: 18, art: { kind: 'round-box', material: 'silver' },
    description: 'A small sindoor box with a peacock finial, given to the bride in many North Indian weddings.\nThe body is engraved with a lotus band; the lid twists on and stays closed in a handbag.\nPacked in a red brocade pouch.',
    details: { material: '92.5 sterling silver', dimensions: '4 cm diameter × 5 cm height', weight: '22 g', finish: 'Engraved, polished' },
  }),
  p({
    name: 'Silver Tealight Holder Pair', category: 'silver', subcategory: 'gifts',
    price: 2200, discount: 20, stock: 0, art: { kind: 'candle-stand', material: 'silver' },
    description: 'Two short candle stands with ringed stems and wide drip trays, for tealights or small pillar candles.\nSilver-plated over brass in Moradabad, so they are sturdy and bright without the price of solid silver.\nLovely on a Diwali table or as a return gift.',
    details: { material: 'Brass with silver plating', dimensions: '12 cm height × 8 cm base each', weight: '340 g (pair)', finish: 'Silver-plated, lacquered' },
  }),
  // ── Brass · Diyas & Lamps ────────────────────────────────────────────────────────────────
  p({
    name: 'Brass Kuthu Vilakku (5-Wick)', category: 'brass', subcategory: 'diyas-and-lamps',
    price: 3850, discount: 10, stock: 16, art: { kind: 'lamp', material: 'brass' }, featured: true, festive: 6,
    description: 'The tall South Indian standing lamp with five wicks and an annam (swan) on top, cast in Nachiarkoil near Kumbakonam.\nMade in sections that screw together, so it can be taken apart for cleaning; the wide base keeps it steady on the floor.\nLight it for Karthigai Deepam, Vishu and weddings with sesame oil or ghee.',
    details: { material: 'Brass', dimensions: '45 cm height × 15 cm base', weight: '1.6 kg', finish: 'Sand-cast, lathe-turned, polished' },
  }),
  p({
    name: 'Moradabad Brass Akhand Diya', category: 'brass', subcategory: 'diyas-and-lamps',
    price: 1299, discount: 15, stock: 25, art: { kind: 'diya', material: 'brass' }, featured: true, festive: 7,
    description: 'A heavy akhand diya from Moradabad, the brass city, with a deep oil well that burns 18–20 hours on one filling.\nA glass chimney (included) shields the flame from fans and drafts during Navratri.\nThe etched band on the bowl is done by hand with a graver.',
    details: { material: 'Brass; borosilicate glass chimney', dimensions: '14 cm height × 10 cm diameter', weight: '420 g', finish: 'Hand-etched, polished' },
  }),
  p({
    name: 'Brass Panchmukhi Diya', category: 'brass', subcategory: 'diyas-and-lamps',
    price: 899, discount: 5, stock: 9, art: { kind: 'diya', material: 'brass' }, festive: 8,
    description: 'A five-faced diya for Ganesh and Hanuman pooja, with five spouts around a common oil well.\nCast in Aligarh and finished on the lathe; the short pedestal keeps the flame at eye level on a pooja shelf.\nUse with five cotton wicks and ghee or sesame oil.',
    details: { material: 'Brass', dimensions: '9 cm diameter × 6 cm height', weight: '210 g', finish: 'Cast, polished' },
  }),
  p({
    name: 'Brass Lakshmi Diya (Pair)', category: 'brass', subcategory: 'diyas-and-lamps',
    price: 749, discount: 15, stock: 30, art: { kind: 'diya', material: 'brass' }, festive: 9,
    description: 'Two small diyas with Lakshmi seated on a lotus at the back, the traditional pair for the pooja room doorway.\nSolid brass, so they do not tip when the wick is adjusted.\nEach holds enough oil for about two hours.',
    details: { material: 'Brass', dimensions: '8 cm length × 6 cm height each', weight: '160 g (pair)', finish: 'Cast, antique-polished' },
  }),
  p({
    name: 'Brass Hanging Peacock Lamp', category: 'brass', subcategory: 'diyas-and-lamps',
    price: 2450, discount: 20, stock: 4, art: { kind: 'lamp', material: 'brass' }, isNew: true, festive: 10,
    description: 'A Kerala-style hanging lamp (thooku vilakku) with a peacock crest and five wicks, hung from a one-metre brass chain.\nHang it at the entrance or over the pooja space; the chain links are forged, not stamped.\nBell-metal alloy from Mannar gives it a warm, reddish-gold tone.',
    details: { material: 'Brass (bell-metal alloy); 1 m chain', dimensions: '30 cm height × 14 cm diameter', weight: '980 g', finish: 'Cast, hand-polished' },
  }),
  p({
    name: 'Brass Kamakshi Deepam', category: 'brass', subcategory: 'diyas-and-lamps',
    price: 599, discount: 10, stock: 0, art: { kind: 'diya', material: 'brass' },
    description: 'A small Kamakshi Amman deepam with the goddess in relief on the backplate, made in Kumbakonam.\nLit on Fridays and for Varalakshmi pooja; the deep bowl takes a single long wick.\nA common gift at South Indian housewarmings.',
    details: { material: 'Brass', dimensions: '10 cm height × 6 cm base', weight: '150 g', finish: 'Cast, polished' },
  }),
  p({
    name: 'Brass Nilanjani Aarti Diya', category: 'brass', subcategory: 'diyas-and-lamps',
    price: 449, discount: 0, stock: 13, art: { kind: 'diya', material: 'brass' },
    description: 'A small aarti diya with a flat handle, used to wave the flame before the deity.\nThe handle stays cool because it is riveted away from the oil well.\nTakes one wick soaked in ghee; light weight for daily aarti.',
    details: { material: 'Brass', dimensions: '14 cm length with handle × 5 cm width', weight: '90 g', finish: 'Polished' },
  }),
  p({
    name: 'Brass Agarbatti Stand (Mini)', category: 'brass', subcategory: 'diyas-and-lamps',
    price: 199, discount: 0, stock: 48, art: { kind: 'candle-stand', material: 'brass' },
    description: 'A small incense stick holder with a lotus tray that catches falling ash.\nFits on the smallest pooja shelf and holds one or two sticks upright.\nWipe the ash tray after each use.',
    details: { material: 'Brass', dimensions: '7 cm diameter × 3 cm height', weight: '45 g', finish: 'Polished' },
  }),
  // ── Brass · Idols & Figurines ────────────────────────────────────────────────────────────
  p({
    name: 'Brass Ganesha Idol (Seated, 6 Inch)', category: 'brass', subcategory: 'idols-and-figurines',
    price: 4950, discount: 10, stock: 7, art: { kind: 'idol', material: 'brass' }, featured: true, festive: 11,
    description: 'Ganesha seated on a lotus pedestal under a prabhavali arch, cast by the lost-wax method in Swamimalai.\nEvery crown point, bead and fold is finished by hand with chisels after casting, so no two idols are the same.\nSuitable for daily pooja; the solid base can be bathed during abhishekam.',
    details: { material: 'Brass', dimensions: '15 cm height × 10 cm width', weight: '1.1 kg', finish: 'Lost-wax cast, hand-chased, antique polish' },
  }),
  p({
    name: 'Brass Nandi Figurine', category: 'brass', subcategory: 'idols-and-figurines',
    price: 2750, discount: 5, stock: 2, art: { kind: 'figurine', material: 'brass' },
    description: 'Nandi the bull, seated and facing the shrine, as he does in every Shiva temple.\nCast in Moradabad with a decorated saddle cloth, bells and garland in fine relief.\nPlace him facing your Shivling or Shiva idol.',
    details: { material: 'Brass', dimensions: '10 cm height × 13 cm length', weight: '780 g', finish: 'Cast, antique finish' },
  }),
  p({
    name: 'Brass Elephant with Raised Trunk', category: 'brass', subcategory: 'idols-and-figurines',
    price: 1850, discount: 0, stock: 19, art: { kind: 'figurine', material: 'brass' }, isNew: true,
    description: 'A caparisoned elephant with its trunk raised for good luck, its saddle cloth enamelled in red meenakari.\nSolid and heavy enough to use as a bookend or a paperweight.\nFaces the door by Vastu custom.',
    details: { material: 'Brass, enamel', dimensions: '12 cm height × 15 cm length', weight: '850 g', finish: 'Cast, enamelled, polished' },
  }),
  p({
    name: 'Brass Lakshmi Idol (Antique Finish)', category: 'brass', subcategory: 'idols-and-figurines',
    price: 6400, discount: 15, stock: 5, art: { kind: 'idol', material: 'brass' }, festive: 12,
    description: 'Goddess Lakshmi seated on a lotus with an arch of flames behind her, in a darkened antique finish that brings out the detail.\nLost-wax cast in Swamimalai by a third-generation sthapati family.\nThe centrepiece for Diwali Lakshmi pooja, and for the altar all year.',
    details: { material: 'Brass', dimensions: '20 cm height × 13 cm width', weight: '1.8 kg', finish: 'Lost-wax cast, antique patina' },
  }),
  p({
    name: 'Brass Meditating Buddha (Large)', category: 'brass', subcategory: 'idols-and-figurines',
    price: 12800, discount: 20, stock: 1, art: { kind: 'idol', material: 'brass' },
    description: 'A large seated Buddha in dhyana mudra with a flame halo, cast in Moradabad in three parts and joined invisibly.\nThe calm face and robe folds are chased by hand over several days.\nA statement piece for a living room corner or a meditation space.',
    details: { material: 'Brass', dimensions: '38 cm height × 25 cm width', weight: '6.2 kg', finish: 'Sand-cast, hand-chased, two-tone polish' },
  }),
  // ── Brass · Kitchen & Serveware ──────────────────────────────────────────────────────────
  p({
    name: 'Brass Lota with Engraved Bands', category: 'brass', subcategory: 'kitchen-and-serveware',
    price: 1150, discount: 0, stock: 27, art: { kind: 'lota', material: 'brass' },
    description: 'A round-bellied lota for drinking water, pooja abhishekam or as a small planter for money plant.\nHand-raised by the Thathera craftsmen of Jandiala Guru in Punjab, whose brass and copper work is on UNESCO’s list of intangible heritage.\nThe flared lip makes pouring drip-free.',
    details: { material: 'Brass', dimensions: '12 cm height × 11 cm diameter; 800 ml', weight: '360 g', finish: 'Hand-beaten, engraved bands' },
  }),
  p({
    name: 'Brass Serving Bowl Set of 2', category: 'brass', subcategory: 'kitchen-and-serveware',
    price: 1699, discount: 10, stock: 12, art: { kind: 'bowl', material: 'brass' },
    description: 'Two footed serving bowls for dal, kheer or halwa, tin-lined inside (kalai) so they are safe for all food.\nMade in Jagadhri, one of North India’s oldest utensil towns.\nRe-tinning every year or two keeps them food-safe; any local kalaiwala can do it.',
    details: { material: 'Brass with food-grade tin lining', dimensions: '13 cm diameter × 6 cm height; 400 ml each', weight: '480 g (pair)', finish: 'Polished outside, tinned inside', care: 'Wash by hand with mild soap; avoid tamarind on the tinned inside; re-tin when the lining wears.' },
  }),
  p({
    name: 'Brass Thali Set (Plate, 2 Katori, Glass, Spoon)', category: 'brass', subcategory: 'kitchen-and-serveware',
    price: 3299, discount: 15, stock: 8, art: { kind: 'thali', material: 'brass' }, featured: true,
    description: 'A five-piece dining set in brass: a 12-inch thali, two katoris, a glass and a spoon, the way meals were served at home for generations.\nHammered by hand in Pembarthi, Telangana, and tin-lined where food touches it.\nServe a festival meal in it, or give it as a wedding gift.',
    details: { material: 'Brass with tin lining', dimensions: 'Thali 30 cm; katoris 9 cm; glass 10 cm', weight: '1.3 kg (set)', finish: 'Hand-hammered, tinned' },
  }),
  p({
    name: 'Brass Surahi Water Pot', category: 'brass', subcategory: 'kitchen-and-serveware',
    price: 2150, discount: 5, stock: 6, art: { kind: 'vase', material: 'brass' },
    description: 'A long-necked surahi for storing drinking water, with bands engraved on the lathe.\nThe narrow neck keeps out dust; a small brass cup (included) sits on top as a lid.\nAlso makes a handsome vase for tall stems.',
    details: { material: 'Brass', dimensions: '28 cm height × 14 cm diameter; 1.5 litres', weight: '720 g', finish: 'Lathe-engraved, polished' },
  }),
  p({
    name: 'Brass Hammered Tumbler Set of 2', category: 'brass', subcategory: 'kitchen-and-serveware',
    price: 999, discount: 10, stock: 35, art: { kind: 'tumbler', material: 'brass' }, isNew: true,
    description: 'Two hammered tumblers for water or buttermilk, tin-lined inside.\nEach facet is struck by hand in Moradabad, so the pattern varies from glass to glass.\nBrass keeps water cool in summer; wash and dry after use.',
    details: { material: 'Brass with tin lining', dimensions: '11 cm height × 7 cm diameter; 300 ml each', weight: '320 g (pair)', finish: 'Hand-hammered, polished' },
  }),
  p({
    name: 'Brass Kadai with Tin Lining (Kalai)', category: 'brass', subcategory: 'kitchen-and-serveware',
    price: 4200, discount: 5, stock: 3, art: { kind: 'kadai', material: 'brass' },
    description: 'A heavy brass kadai with loop handles, tin-lined for cooking, as used for kheer, halwa and festive sweets.\nBrass spreads heat evenly, so milk thickens without catching at the bottom.\nMade by the Thatheras of Jandiala Guru.',
    details: { material: 'Brass with food-grade tin lining', dimensions: '26 cm diameter × 9 cm depth; 2.5 litres', weight: '1.9 kg', finish: 'Hand-beaten, tinned', care: 'Cook on low to medium flame only; wash warm with mild soap and dry on the flame; re-tin when the lining wears.' },
  }),
  // ── Brass · Bells ────────────────────────────────────────────────────────────────────────
  p({
    name: 'Brass Pooja Ghanti with Garuda', category: 'brass', subcategory: 'bells',
    price: 1450, discount: 10, stock: 14, art: { kind: 'bell', material: 'brass' }, festive: 13,
    description: 'A hand bell cast in bell-metal with Garuda seated on the handle, as used in Vaishnava homes and temples.\nIts high bronze content gives a ring that lasts several seconds.\nMade in Mannar, Kerala, where bell-metal casting is a centuries-old craft.',
    details: { material: 'Bell metal (copper-tin alloy)', dimensions: '16 cm height × 7 cm base', weight: '380 g', finish: 'Cast, polished' },
  }),
  p({
    name: 'Brass Temple Hanging Bell', category: 'brass', subcategory: 'bells',
    price: 2650, discount: 20, stock: 10, art: { kind: 'bell', material: 'brass' },
    description: 'A large temple bell with a ring hook for the pooja room doorway or a garden shrine.\nCast in Aligarh with engraved bands and a heavy clapper for a deep tone.\nHangs from the hook or a chain (not included).',
    details: { material: 'Brass', dimensions: '18 cm height × 12 cm diameter', weight: '1.2 kg', finish: 'Cast, engraved, polished' },
  }),
  p({
    name: 'Brass Wind Chime Bells', category: 'brass', subcategory: 'bells',
    price: 799, discount: 25, stock: 0, art: { kind: 'bell', material: 'brass' },
    description: 'Five small brass bells on a braided cotton cord, for a balcony or an entrance.\nEach bell is cast and tuned slightly differently for a gentle, pleasant chime.\nBring indoors during heavy rain.',
    details: { material: 'Brass bells, cotton cord', dimensions: '60 cm drop; bells 5 cm', weight: '260 g', finish: 'Antique finish' },
  }),
  p({
    name: 'Kutch Brass-Coated Cow Bell', category: 'brass', subcategory: 'bells',
    price: 349, discount: 0, stock: 45, art: { kind: 'bell', material: 'brass' },
    description: 'A Kutchi ghanti made in Nirona and Zura by folding sheet iron, coating it in brass and copper powder, and firing it in clay.\nEvery bell is tuned by tapping the rim until it rings true.\nHang one at the door or on a tree; a craft kept alive by the Luhar community.',
    details: { material: 'Iron with brass-copper coating', dimensions: '10 cm height × 7 cm width', weight: '140 g', finish: 'Clay-fired, natural patina', care: 'Keep dry; a light wipe with oil keeps rust off the iron.' },
  }),
  // ── Aluminium · Cookware ─────────────────────────────────────────────────────────────────
  p({
    name: 'Aluminium Kadai with Handles (Heavy Gauge)', category: 'aluminium', subcategory: 'cookware',
    price: 899, discount: 10, stock: 24, art: { kind: 'kadai', material: 'aluminium' },
    description: 'A 4 mm thick kadai for everyday sabzi, deep frying and halwa, spun and riveted in Delhi.\nThe thick base spreads heat evenly and does not warp on a high gas flame.\nUse wooden or silicone ladles to keep the surface smooth.',
    details: { material: 'Food-grade aluminium, 4 mm', dimensions: '26 cm diameter; 3 litres', weight: '1.1 kg', finish: 'Satin', care: CARE.cookware },
  }),
  p({
    name: 'Aluminium Handi with Lid', category: 'aluminium', subcategory: 'cookware',
    price: 1099, discount: 5, stock: 8, art: { kind: 'handi', material: 'aluminium' },
    description: 'A round-bellied handi for biryani, dal and slow-cooked curries, with a close-fitting domed lid.\nThe narrow mouth holds steam in — seal it with dough for dum cooking.\nSide handles for a firm grip.',
    details: { material: 'Food-grade aluminium', dimensions: '22 cm diameter; 4 litres', weight: '980 g', finish: 'Satin with hammered lid', care: CARE.cookware },
  }),
  p({
    name: 'Aluminium Idli Patra Set', category: 'aluminium', subcategory: 'cookware',
    price: 749, discount: 0, stock: 3, art: { kind: 'handi', material: 'aluminium' },
    description: 'An idli steamer with three plates for 12 idlis and a pot that doubles as a vessel for boiling.\nThe plates have even holes so every idli cooks through at the same time.\nWorks on gas and on induction with a converter plate.',
    details: { material: 'Food-grade aluminium', dimensions: '21 cm diameter × 24 cm height', weight: '1.2 kg', finish: 'Polished', care: CARE.cookware },
  }),
  p({
    name: 'Aluminium Chai Patila', category: 'aluminium', subcategory: 'cookware',
    price: 399, discount: 0, stock: 60, art: { kind: 'handi', material: 'aluminium' },
    description: 'A small saucepan for chai and milk, with a pouring lip on both sides.\nHeats quickly, so your morning chai is ready in minutes.\nHolds four cups.',
    details: { material: 'Food-grade aluminium', dimensions: '14 cm diameter; 1.2 litres', weight: '320 g', finish: 'Polished', care: CARE.cookware },
  }),
  p({
    name: 'Cast Aluminium Appam Chatti', category: 'aluminium', subcategory: 'cookware',
    price: 649, discount: 15, stock: 0, art: { kind: 'kadai', material: 'aluminium' },
    description: 'A deep, rounded appachatti for Kerala appams with lacy edges and soft centres, cast in one piece.\nSwirl the batter, cover and cook on a low flame.\nSeason with a little oil before first use.',
    details: { material: 'Cast aluminium', dimensions: '20 cm diameter', weight: '700 g', finish: 'Natural cast', care: CARE.cookware },
  }),
  p({
    name: 'Aluminium Paraat (Kneading Plate)', category: 'aluminium', subcategory: 'cookware',
    price: 549, discount: 5, stock: 15, art: { kind: 'thali', material: 'aluminium' },
    description: 'A wide, deep-rimmed paraat for kneading atta and mixing batters, found in every North Indian kitchen.\nLight enough to lift with one hand when full; the high rim keeps flour in.\nAlso good for draining fried puris.',
    details: { material: 'Food-grade aluminium', dimensions: '40 cm diameter × 6 cm depth', weight: '650 g', finish: 'Satin', care: CARE.cookware },
  }),
  // ── Aluminium · Decor Accents ────────────────────────────────────────────────────────────
  p({
    name: 'Aluminium Hammered Fruit Bowl', category: 'aluminium', subcategory: 'decor-accents',
    price: 1299, discount: 20, stock: 11, art: { kind: 'bowl', material: 'aluminium' }, featured: true, festive: 14,
    description: 'A large fruit bowl hand-hammered in Moradabad and polished to a soft silver sheen that does not tarnish.\nThe hammer marks make every bowl a little different.\nFor fruit, potpourri or floating flowers; not for cooking.',
    details: { material: 'Recycled aluminium', dimensions: '28 cm diameter × 11 cm height', weight: '720 g', finish: 'Hand-hammered, nickel-free polish' },
  }),
  p({
    name: 'Aluminium Sand-Cast Vase', category: 'aluminium', subcategory: 'decor-accents',
    price: 2350, discount: 10, stock: 6, art: { kind: 'vase', material: 'aluminium' }, isNew: true,
    description: 'A tall vase sand-cast from recycled aluminium in Moradabad, with engraved bands at neck, belly and foot.\nHeavy enough to hold long branches of bougainvillea or dried pampas grass.\nThe inside is lacquered so it can hold water.',
    details: { material: 'Recycled cast aluminium', dimensions: '32 cm height × 15 cm diameter', weight: '1.6 kg', finish: 'Sand-cast, brushed' },
  }),
  p({
    name: 'Aluminium Lotus Tealight Holder', category: 'aluminium', subcategory: 'decor-accents',
    price: 499, discount: 0, stock: 12, art: { kind: 'candle-stand', material: 'aluminium' },
    description: 'A small candle stand with a lotus drip tray, for tealights or a short pillar candle.\nCast and polished by hand; it will not rust or tarnish.\nMake a row of them for the Diwali windowsill.',
    details: { material: 'Cast aluminium', dimensions: '11 cm height × 7 cm base', weight: '180 g', finish: 'Polished' },
  }),
  p({
    name: 'Aluminium Candle Stand Trio', category: 'aluminium', subcategory: 'decor-accents',
    price: 3450, discount: 30, stock: 2, art: { kind: 'candle-stand', material: 'aluminium' }, festive: 15,
    description: 'Three pillar-candle stands of graded heights with ringed stems, for a dining table or a mantel.\nCast from recycled aluminium and hand-polished in Moradabad.\nEach takes a 5 cm pillar candle (not included).',
    details: { material: 'Recycled cast aluminium', dimensions: '20, 25 and 30 cm heights; 10 cm bases', weight: '1.4 kg (set)', finish: 'Polished' },
  }),
  p({
    name: 'Aluminium Engraved Serving Tray', category: 'aluminium', subcategory: 'decor-accents',
    price: 1750, discount: 20, stock: 9, art: { kind: 'thali', material: 'aluminium' },
    description: 'A round serving tray with a hand-engraved border, for tea, sweets or as a display platter.\nLight and unbreakable, so it is easy to carry around a full room of guests.\nWipe clean; not for hot pans.',
    details: { material: 'Aluminium', dimensions: '35 cm diameter', weight: '560 g', finish: 'Engraved border, brushed' },
  }),
  p({
    name: 'Aluminium Mandala Wall Plate', category: 'aluminium', subcategory: 'decor-accents',
    price: 2999, discount: 40, stock: 4, art: { kind: 'wall-decor', material: 'aluminium' },
    description: 'A mandala plate with a sun of sixteen rays, cast and chased in Moradabad to hang on a living-room wall.\nA keyhole slot at the back hangs on a single nail.\nLooks striking on a dark wall.',
    details: { material: 'Cast aluminium', dimensions: '45 cm diameter', weight: '1.3 kg', finish: 'Chased, polished' },
  }),
  // ── Aluminium · Planters ─────────────────────────────────────────────────────────────────
  p({
    name: 'Aluminium Hammered Planter (Medium)', category: 'aluminium', subcategory: 'planters',
    price: 1199, discount: 15, stock: 17, art: { kind: 'planter', material: 'aluminium' },
    description: 'A tapered planter, hand-hammered, with a drainage hole and a matching saucer.\nIt does not rust, so it is equally happy on a balcony or indoors.\nHolds a 6-inch nursery pot — snake plant, ZZ or a small areca palm.',
    details: { material: 'Recycled aluminium', dimensions: '18 cm height × 20 cm diameter', weight: '540 g', finish: 'Hand-hammered, lacquered' },
  }),
  p({
    name: 'Aluminium Planter with Stand', category: 'aluminium', subcategory: 'planters',
    price: 2799, discount: 10, stock: 7, art: { kind: 'planter', material: 'aluminium' },
    description: 'A large planter on a slim three-legged stand that lifts the plant to sofa height.\nThe bowl lifts out of the stand for watering and cleaning.\nSized for a monstera, fiddle-leaf fig or rubber plant.',
    details: { material: 'Aluminium planter, powder-coated iron stand', dimensions: '60 cm total height; 26 cm planter', weight: '2.4 kg', finish: 'Brushed planter, matt black stand' },
  }),
  p({
    name: 'Aluminium Hanging Planter', category: 'aluminium', subcategory: 'planters',
    price: 649, discount: 0, stock: 0, art: { kind: 'planter', material: 'aluminium' },
    description: 'A light hanging planter on three chains for a pothos, string of pearls or trailing money plant.\nMade from recycled aluminium in Moradabad.\nHang it from a ceiling hook rated for 5 kg.',
    details: { material: 'Recycled aluminium, steel chains', dimensions: '15 cm diameter × 12 cm height; 50 cm chains', weight: '320 g', finish: 'Hammered' },
  }),
  p({
    name: 'Aluminium Table-Top Succulent Pot Set', category: 'aluminium', subcategory: 'planters',
    price: 449, discount: 5, stock: 26, art: { kind: 'planter', material: 'aluminium' },
    description: 'Three little pots for succulents and cacti on a desk or windowsill.\nEach has a drainage hole; use a gritty cactus mix.\nA cheerful gift for colleagues.',
    details: { material: 'Aluminium', dimensions: '8, 9 and 10 cm diameters', weight: '240 g (set)', finish: 'Hammered' },
  }),
  // ── Wood ─────────────────────────────────────────────────────────────────────────────────
  p({
    name: 'Sheesham Wood Spice Box (Masala Dabba)', category: 'wood', subcategory: 'kitchen',
    price: 1499, discount: 10, stock: 13, art: { kind: 'box', material: 'wood' }, featured: true,
    description: 'A masala dabba in solid sheesham with nine compartments and a sliding glass lid, made in Saharanpur.\nThe wood is seasoned for months before cutting, so the box does not warp in a humid kitchen.\nIncludes a small wooden spoon.',
    details: { material: 'Sheesham (Indian rosewood), glass lid', dimensions: '24 × 24 × 7 cm', weight: '1.1 kg', finish: 'Food-safe oil finish' },
  }),
  p({
    name: 'Sheesham Jewellery Box with Brass Inlay', category: 'wood', subcategory: 'boxes-and-storage',
    price: 2450, discount: 15, stock: 4, art: { kind: 'box', material: 'wood' }, isNew: true,
    description: 'A jewellery box with a lotus inlaid in brass wire on the front, a craft of the Saharanpur woodcarvers.\nVelvet-lined with a ring roll and two compartments; brass corners guard the edges.\nA traditional part of a bride’s trousseau.',
    details: { material: 'Sheesham wood, brass inlay, velvet lining', dimensions: '20 × 14 × 10 cm', weight: '850 g', finish: 'Hand-rubbed wax' },
  }),
  p({
    name: 'Mango Wood Serving Bowl', category: 'wood', subcategory: 'kitchen',
    price: 799, discount: 0, stock: 21, art: { kind: 'bowl', material: 'wood' },
    description: 'A lathe-turned bowl from a single block of mango wood, for salads, popcorn or rotis.\nTurned by hand in Jodhpur from wood of trees that no longer bear fruit.\nSealed with a food-safe finish.',
    details: { material: 'Mango wood', dimensions: '25 cm diameter × 9 cm height', weight: '620 g', finish: 'Food-safe lacquer' },
  }),
  p({
    name: 'Rosewood Carved Keepsake Box', category: 'wood', subcategory: 'boxes-and-storage',
    price: 5600, discount: 20, stock: 2, art: { kind: 'box', material: 'wood' },
    description: 'A keepsake chest carved from Mysore rosewood, with a lotus medallion and brass corner guards.\nA small brass lock plate completes it; the hinges are set into the wood.\nFor letters, heirloom jewellery or a child’s first things.',
    details: { material: 'Rosewood, brass fittings', dimensions: '30 × 20 × 15 cm', weight: '2.1 kg', finish: 'Hand-carved, wax polish' },
  }),
  p({
    name: 'Sheesham Wood Spoon Set', category: 'wood', subcategory: 'kitchen',
    price: 399, discount: 0, stock: 33, art: { kind: 'spoons', material: 'wood' },
    description: 'Four cooking spoons carved from sheesham offcuts: a ladle, a flat turner, a slotted spoon and a stirring spoon.\nWood is gentle on non-stick and aluminium pans.\nHand-wash and oil occasionally.',
    details: { material: 'Sheesham wood', dimensions: '30 cm long each', weight: '210 g (set)', finish: 'Food-safe oil finish' },
  }),
  p({
    name: 'Sheesham Chakla Belan', category: 'wood', subcategory: 'kitchen',
    price: 699, discount: 5, stock: 8, art: { kind: 'thali', material: 'wood' },
    description: 'A round rolling board on three short feet with a tapered belan, both in sheesham.\nThe board’s weight keeps it from sliding while you roll chapatis.\nEach board shows its own grain.',
    details: { material: 'Sheesham wood', dimensions: 'Board 25 cm diameter; belan 35 cm', weight: '1.3 kg', finish: 'Food-safe oil finish' },
  }),
  p({
    name: 'Wooden Pooja Chowki with Brass Work', category: 'wood', subcategory: 'boxes-and-storage',
    price: 3250, discount: 10, stock: 0, art: { kind: 'box', material: 'wood' },
    description: 'A low pooja chowki (bajot) in sheesham, faced with embossed brass sheets in a lotus design.\nSturdy enough for a heavy idol and a kalash; the legs are jointed, not nailed.\nAlso used for Karva Chauth and Gauri pooja.',
    details: { material: 'Sheesham wood, brass sheet', dimensions: '30 × 30 × 15 cm', weight: '2.4 kg', finish: 'Embossed brass, wax polish' },
  }),
  // ── Jewellery · Earrings ─────────────────────────────────────────────────────────────────
  p({
    name: 'Oxidised Silver Jhumka Earrings', category: 'jewellery', subcategory: 'earrings',
    price: 1850, discount: 10, stock: 18, art: { kind: 'jhumka', material: 'oxidised' }, featured: true, isNew: true,
    description: 'Bell-shaped jhumkas in 92.5 silver with an oxidised finish that brings out the engraved patterns, and freshwater pearl drops.\nA green onyx sets off the stud; the fish-hook back is light on the ear.\nPairs as well with a cotton kurta as with a Kanjeevaram.',
    details: { material: '92.5 sterling silver, green onyx, freshwater pearls', dimensions: '6 cm drop × 3 cm width', weight: '14 g (pair)', finish: 'Oxidised' },
  }),
  p({
    name: 'Temple Brass Jhumkas with Pearl Drops', category: 'jewellery', subcategory: 'earrings',
    price: 649, discount: 20, stock: 9, art: { kind: 'jhumka', material: 'brass' },
    description: 'Temple-style jhumkas in gold-toned brass with a ruby-red stone and rows of faux pearls.\nInspired by the temple jewellery of Nagercoil, made light enough for all-day wear.\nNickel-free hooks.',
    details: { material: 'Brass, glass stone, faux pearls', dimensions: '5.5 cm drop', weight: '18 g (pair)', finish: 'Gold-tone plating', care: CARE.oxidised },
  }),
  p({
    name: 'Silver Chandbali Earrings', category: 'jewellery', subcategory: 'earrings',
    price: 3450, discount: 5, stock: 3, art: { kind: 'jhumka', material: 'silver' },
    description: 'Crescent-moon chandbalis in polished 92.5 silver with filigree worked by hand in Cuttack (tarakasi).\nHundreds of fine silver wires are twisted and soldered into each pair.\nFor weddings and festive evenings.',
    details: { material: '92.5 sterling silver', dimensions: '6.5 cm drop × 4 cm width', weight: '16 g (pair)', finish: 'Filigree, high polish' },
  }),
  p({
    name: 'Oxidised Silver Mandala Studs', category: 'jewellery', subcategory: 'earrings',
    price: 299, discount: 0, stock: 40, art: { kind: 'pendant', material: 'oxidised' },
    description: 'Small round studs with a mandala motif in oxidised silver-tone alloy, for everyday office wear.\nLightweight with push-back closures.\nA good starter pair for newly pierced ears once healed.',
    details: { material: 'Silver-plated brass', dimensions: '1.5 cm diameter', weight: '4 g (pair)', finish: 'Oxidised' },
  }),
  // ── Jewellery · Bangles & Pendants ───────────────────────────────────────────────────────
  p({
    name: 'Sterling Silver Kada Bangle', category: 'jewellery', subcategory: 'bangles-and-pendants',
    price: 5900, discount: 10, stock: 6, art: { kind: 'bangle', material: 'silver' },
    description: 'A solid silver kada with a row of punched dots along both edges, worn by men and women alike.\nForged from a single silver bar and shaped on a mandrel, so there is no weak joint.\nAvailable in size 2.6 (fits most adults).',
    details: { material: '92.5 sterling silver', dimensions: 'Inner diameter 6.4 cm (size 2.6); 8 mm wide', weight: '42 g', finish: 'Punched, polished' },
  }),
  p({
    name: 'Brass Engraved Bangles Set of 4', category: 'jewellery', subcategory: 'bangles-and-pendants',
    price: 899, discount: 25, stock: 14, art: { kind: 'bangle', material: 'brass' }, isNew: true,
    description: 'Four brass bangles with hand-engraved floral bands, to stack or wear apart.\nMade by bangle-makers in Hyderabad’s Laad Bazaar.\nSize 2.4; a light coat of lacquer slows tarnish.',
    details: { material: 'Brass', dimensions: 'Size 2.4 (inner diameter 6 cm); 6 mm wide', weight: '60 g (set)', finish: 'Engraved, lacquered', care: CARE.brass },
  }),
  p({
    name: 'Oxidised Silver Lakshmi Coin Pendant', category: 'jewellery', subcategory: 'bangles-and-pendants',
    price: 1250, discount: 15, stock: 0, art: { kind: 'pendant', material: 'oxidised' },
    description: 'A coin pendant (kaasu) with Lakshmi embossed at the centre and a ring of tiny beads, in oxidised 92.5 silver.\nComes on an 18-inch black cotton cord with an adjustable knot.\nWear it with handloom sarees and kurtas.',
    details: { material: '92.5 sterling silver, cotton cord', dimensions: 'Pendant 3 cm; cord 18 in', weight: '8 g', finish: 'Oxidised' },
  }),
  p({
    name: 'Brass Ghungroo Anklets (Payal)', category: 'jewellery', subcategory: 'bangles-and-pendants',
    price: 549, discount: 10, stock: 11, art: { kind: 'bangle', material: 'brass' },
    description: 'A pair of anklets with small ghungroo bells that chime softly as you walk.\nBrass links with an S-hook clasp; fits ankles up to 25 cm.\nFor dance practice, festivals and everyday wear.',
    details: { material: 'Brass', dimensions: '25 cm length each', weight: '40 g (pair)', finish: 'Polished', care: CARE.brass },
  }),
  p({
    name: 'Silver Peacock Pendant with Chain', category: 'jewellery', subcategory: 'bangles-and-pendants',
    price: 4250, discount: 10, stock: 7, art: { kind: 'pendant', material: 'silver' }, festive: 16,
    description: 'A teardrop pendant with a peacock in filigree around a ruby-red stone, hung on an 18-inch silver chain.\nMade in Karimnagar, whose silver filigree carries a Geographical Indication tag.\nA festive gift that is worn every day.',
    details: { material: '92.5 sterling silver, synthetic ruby', dimensions: 'Pendant 4 × 3 cm; chain 18 in', weight: '11 g', finish: 'Filigree, polished' },
  }),
  // ── Decor · Wall Decor ───────────────────────────────────────────────────────────────────
  p({
    name: 'Copper-Finish Sun Wall Decor', category: 'decor', subcategory: 'wall-decor',
    price: 4800, discount: 30, stock: 3, art: { kind: 'wall-decor', material: 'copper' }, isNew: true,
    description: 'A Surya sun with sixteen rays around a lotus, in metal with a warm copper finish; Vastu places the sun on an east-facing wall.\nHand-cut, beaten and assembled in Moradabad.\nHangs on a single nail from a keyhole at the back.',
    details: { material: 'Iron with copper plating', dimensions: '60 cm diameter', weight: '2.2 kg', finish: 'Copper-plated, lacquered', care: CARE.copper },
  }),
  p({
    name: 'Brass Mandala Wall Plate', category: 'decor', subcategory: 'wall-decor',
    price: 2250, discount: 10, stock: 12, art: { kind: 'wall-decor', material: 'brass' },
    description: 'A brass wall plate with a lotus mandala and a dotted ring, chased by hand in Moradabad.\nHang one alone or group three of different sizes above a console.\nLacquered so it keeps its shine.',
    details: { material: 'Brass', dimensions: '30 cm diameter', weight: '650 g', finish: 'Hand-chased, lacquered', care: 'Dust with a soft dry cloth; the lacquer coat means no polishing is needed.' },
  }),
  p({
    name: 'Brass Ganesha Wall Hanging', category: 'decor', subcategory: 'wall-decor',
    // The last one went to the demo customer's delivered order: sold out.
    price: 1350, discount: 0, stock: 1, art: { kind: 'wall-decor', material: 'brass' },
    description: 'Ganesha in a sunburst frame for above the main door, where he is believed to ward off obstacles.\nCast in Aligarh and finished in an antique tone.\nComes with a hook at the back.',
    details: { material: 'Brass', dimensions: '20 cm diameter', weight: '420 g', finish: 'Antique finish' },
  }),
  p({
    name: 'Copper Hammered Bud Vase', category: 'decor', subcategory: 'urlis-and-showpieces',
    price: 1650, discount: 5, stock: 22, art: { kind: 'vase', material: 'copper' },
    description: 'A hammered copper vase with a narrow neck for two or three stems, made by the Thatheras of Jandiala Guru.\nLacquered inside and out so it holds water and keeps its rosy colour.\nGroup with brass and silver pieces for a warm mixed-metal shelf.',
    details: { material: 'Copper', dimensions: '20 cm height × 9 cm diameter', weight: '380 g', finish: 'Hand-hammered, lacquered' },
  }),
  // ── Decor · Urlis & Showpieces ───────────────────────────────────────────────────────────
  p({
    name: 'Brass Urli with Floating Diyas', category: 'decor', subcategory: 'urlis-and-showpieces',
    price: 3950, discount: 15, stock: 8, art: { kind: 'urli', material: 'brass' }, featured: true, festive: 17,
    description: 'A wide, shallow urli from Mannar in Kerala, with three small brass diyas to float among flower petals.\nFill it with water and marigold or rose petals at the entrance to welcome guests at Diwali or Onam.\nThe low foot raises it slightly so it casts a soft shadow.',
    details: { material: 'Bell metal (urli), brass (diyas)', dimensions: '30 cm diameter × 8 cm height; diyas 6 cm', weight: '1.6 kg', finish: 'Cast, polished' },
  }),
  p({
    name: 'Large Brass Urli (18 Inch)', category: 'decor', subcategory: 'urlis-and-showpieces',
    price: 14500, discount: 10, stock: 1, art: { kind: 'urli', material: 'brass' },
    description: 'A large traditional urli, cast in one piece in Mannar by a family that has made them for five generations.\nUse it as a floating-flower centrepiece in a foyer or courtyard, or as it was first used — for cooking payasam in bulk.\nThe weight and thickness make it an heirloom.',
    details: { material: 'Bell metal (copper-tin alloy)', dimensions: '46 cm diameter × 14 cm height', weight: '7.5 kg', finish: 'Cast, lathe-polished' },
  }),
  p({
    name: 'Brass Peacock Candle Stand', category: 'decor', subcategory: 'urlis-and-showpieces',
    price: 2950, discount: 20, stock: 5, art: { kind: 'candle-stand', material: 'brass' }, festive: 18,
    description: 'A tall candle stand with a peacock on the drip tray and a turned stem, cast in Moradabad.\nTakes a pillar candle or a small diya; the wide base keeps it steady.\nMakes a bright pair on either side of a Diwali rangoli.',
    details: { material: 'Brass', dimensions: '30 cm height × 12 cm base', weight: '890 g', finish: 'Cast, polished' },
  }),
  p({
    name: 'Copper Tealight Holder', category: 'decor', subcategory: 'urlis-and-showpieces',
    price: 899, discount: 0, stock: 15, art: { kind: 'candle-stand', material: 'copper' },
    description: 'A small candle stand in copper with a ringed stem and a flared drip tray.\nHand-turned and lacquered to keep the rosy colour.\nA warm touch on a bookshelf or beside the bath.',
    details: { material: 'Copper', dimensions: '12 cm height × 8 cm base', weight: '240 g', finish: 'Lacquered', care: CARE.copper },
  }),
  p({
    name: 'Brass Kalash Showpiece with Coconut', category: 'decor', subcategory: 'urlis-and-showpieces',
    price: 1950, discount: 10, stock: 10, art: { kind: 'kalash', material: 'brass' },
    description: 'A decorative brass kalash with mango leaves and a coconut, all in metal, so it stays fresh all year.\nPlace it at the entrance or on a console as a sign of abundance.\nThe leaves are hand-painted in enamel.',
    details: { material: 'Brass, enamel paint', dimensions: '22 cm height × 12 cm diameter', weight: '760 g', finish: 'Polished, hand-painted' },
  }),
];

// ── Banners ──────────────────────────────────────────────────────────────────────────────────

export interface DemoBanner {
  material: string;
  position: number;
  theme: BannerTheme;
  title: string;
  description: string;
  link: string | null;
  /** What the picture itself says (shorter than the description). */
  art: { title: string; subtitle?: string; cta?: string };
}

export const DEMO_BANNERS: DemoBanner[] = [
  { material: 'home', position: 1, theme: 'festive', title: 'Festive Sale is LIVE!', description: 'Up to 40% off diyas, urlis, pooja silver and gifts.', link: '/diwali-sale',
    art: { title: 'Festive Sale is LIVE!', subtitle: 'Up to 40% off diyas, urlis and pooja silver', cta: 'Shop Now' } },
  { material: 'home', position: 2, theme: 'brass', title: 'Brass from Moradabad and Kumbakonam', description: 'Lamps, bells and serveware cast and beaten by hand.', link: '/products/brass',
    art: { title: 'The Brass Collection', subtitle: 'Lamps, bells and serveware, cast by hand', cta: 'Explore Brass' } },
  { material: 'home', position: 3, theme: 'silver', title: 'Heirloom Silver', description: '92.5 sterling silver for the pooja room, the table and every gift.', link: '/products/silver',
    art: { title: 'Heirloom Silver', subtitle: '92.5 sterling, hallmarked and hand-finished', cta: 'Shop Silver' } },
  { material: 'diwali', position: 1, theme: 'festive', title: 'Festive Sale is LIVE!', description: 'Diyas, urlis, pooja thalis and gifts, handcrafted and up to 40% off.', link: '/products',
    art: { title: 'Festive Sale is LIVE!', subtitle: 'Up to 40% off diyas, urlis and pooja silver', cta: 'Shop Now' } },
  { material: 'all', position: 1, theme: 'all', title: 'Handcrafted Metalware', description: 'Silver, brass, aluminium, wood and more — made by Indian artisans.', link: null,
    art: { title: 'Handcrafted in India', subtitle: 'Silver, brass, aluminium, wood and more' } },
  { material: 'silver', position: 1, theme: 'silver', title: 'Silver', description: '92.5 sterling silver for pooja, the table and gifting.', link: null,
    art: { title: 'Silver', subtitle: 'Pooja, tableware and gifts in 92.5 sterling' } },
  { material: 'brass', position: 1, theme: 'brass', title: 'Brass', description: 'Diyas, idols, bells and serveware from India’s brass towns.', link: null,
    art: { title: 'Brass', subtitle: 'Diyas, idols, bells and serveware' } },
  { material: 'aluminium', position: 1, theme: 'aluminium', title: 'Aluminium', description: 'Hammered decor, planters and cookware that last.', link: null,
    art: { title: 'Aluminium', subtitle: 'Hammered decor, planters and cookware' } },
];

// ── Coupons (money in rupees here) ──────────────────────────────────────────────────────────

export interface DemoCoupon {
  code: string;
  description: string;
  discountType: 'percentage' | 'fixed' | 'percentage_upto';
  /** Percent, or rupees for 'fixed'. */
  value: number;
  maxDiscount?: number;
  minOrder: number;
  /** Days relative to the seed date; negative is in the past. */
  startsInDays?: number;
  endsInDays?: number;
  usageLimit?: number;
  perCustomerLimit?: number;
  /** Only for a customer's first order (no earlier order that was not cancelled). */
  firstOrderOnly?: boolean;
  categories?: string[];
  isActive?: boolean;
}

export const DEMO_COUPONS: DemoCoupon[] = [
  { code: 'WELCOME10', description: '10% off your first order above ₹499', discountType: 'percentage', value: 10, minOrder: 499, perCustomerLimit: 1, firstOrderOnly: true },
  { code: 'FLAT200', description: '₹200 off on orders above ₹1,499', discountType: 'fixed', value: 200, minOrder: 1499 },
  { code: 'FESTIVE20', description: '20% off up to ₹500 on festive orders above ₹999', discountType: 'percentage_upto', value: 20, maxDiscount: 500, minOrder: 999, startsInDays: -30, endsInDays: 60 },
  { code: 'BRASS15', description: '15% off on brass items', discountType: 'percentage', value: 15, minOrder: 999, categories: ['brass'] },
  { code: 'SILVER500', description: '₹500 off silver above ₹4,999 — first 100 orders only', discountType: 'fixed', value: 500, minOrder: 4999, usageLimit: 100, categories: ['silver'] },
  { code: 'OLDMONSOON', description: 'Monsoon sale: 25% off (expired)', discountType: 'percentage', value: 25, minOrder: 0, startsInDays: -480, endsInDays: -400 },
];

// ── People ───────────────────────────────────────────────────────────────────────────────────

export interface DemoUser { phone: string; name: string; email?: string; role?: 'customer' | 'admin' }

export const DEMO_CUSTOMER: DemoUser = { phone: '+919999999999', name: 'Demo Customer', email: 'demo@dhatu.example' };

/** An address as the demo writes it: the saved-address book's fields and the orders' copies alike. */
export interface DemoAddress {
  label: 'Home' | 'Work' | 'Other';
  houseNumber: string; street: string; area: string; landmark: string; city: string; state: string; pincode: string; country: 'India';
}

/** The demo customer's saved addresses: Home (the default) and Work, so checkout is one click away. */
export const DEMO_HOME: DemoAddress = {
  label: 'Home', houseNumber: 'A-1204, Shaligram Heights', street: 'Prahlad Nagar Road', area: 'Prahlad Nagar',
  landmark: 'Near Venus Atlantis', city: 'Ahmedabad', state: 'Gujarat', pincode: '380015', country: 'India',
};
export const DEMO_WORK: DemoAddress = {
  label: 'Work', houseNumber: 'Unit 5, Kamala Mills', street: 'Senapati Bapat Marg', area: 'Lower Parel', landmark: '',
  city: 'Mumbai', state: 'Maharashtra', pincode: '400013', country: 'India',
};

export const DEMO_ADMIN: DemoUser = { phone: '+919000000000', name: 'Shop Admin', email: 'admin@dhatu.example', role: 'admin' };

export const DEMO_REVIEWERS: DemoUser[] = [
  { phone: '+919820145623', name: 'Aarav Sharma' },
  { phone: '+919847203318', name: 'Priya Nair' },
  { phone: '+919884512067', name: 'Meera Iyer' },
  { phone: '+919811736402', name: 'Rohan Gupta' },
  { phone: '+919849066215', name: 'Kavya Reddy' },
  { phone: '+919830472951', name: 'Ananya Das' },
  { phone: '+919414208836', name: 'Vikram Singh' },
  { phone: '+919995318470', name: 'Arjun Menon' },
  { phone: '+919822604193', name: 'Sneha Kulkarni' },
  { phone: '+919839117520', name: 'Farhan Qureshi' },
  { phone: '+919444785012', name: 'Lakshmi Venkatesh' },
  { phone: '+919815962347', name: 'Harpreet Kaur' },
  { phone: '+917738250916', name: 'Nikhil Joshi' },
  { phone: '+918547331290', name: 'Divya Pillai' },
];

export interface DemoReview {
  /** Product name (unique). */
  product: string;
  /** Index in DEMO_REVIEWERS. */
  by: number;
  rating: number;
  comment: string;
  /** When, as a fraction of the time between the product's listing and now (0–1). */
  at: number;
}

export const DEMO_REVIEWS: DemoReview[] = [
  { product: 'Brass Kuthu Vilakku (5-Wick)', by: 2, rating: 5, at: 0.2, comment: 'Bought this for my new flat for Karthigai Deepam. It is properly heavy, the sections screw together tightly and the annam on top is beautifully finished. Lit all five wicks with gingelly oil and it burned evenly for over two hours. Exactly like the one at my grandmother’s house in Kumbakonam.' },
  { product: 'Brass Kuthu Vilakku (5-Wick)', by: 7, rating: 5, at: 0.45, comment: 'Ordered for Vishu. Packing was excellent — each part wrapped separately in bubble wrap inside a thick carton. Good height for the pooja room floor.' },
  { product: 'Brass Kuthu Vilakku (5-Wick)', by: 4, rating: 4, at: 0.6, comment: 'Lovely lamp and very stable. One star less because the polish had a few dull patches near the base, which came off after I cleaned it with pitambari. Would still recommend.' },
  { product: 'Brass Kuthu Vilakku (5-Wick)', by: 13, rating: 5, at: 0.8, comment: 'Gifted to my parents for their 40th anniversary. They loved that it comes apart for cleaning. Delivered to Thrissur in 4 days.' },
  { product: 'Brass Kuthu Vilakku (5-Wick)', by: 10, rating: 3, at: 0.9, comment: 'Good quality brass but smaller than I expected from the photos. Please check the 45 cm height before ordering if you want a floor lamp for a large hall.' },

  { product: 'Moradabad Brass Akhand Diya', by: 0, rating: 5, at: 0.3, comment: 'Kept it lit for all nine days of Navratri. The glass chimney really helps — our ceiling fan never put it out. A full filling of ghee lasted almost a day.' },
  { product: 'Moradabad Brass Akhand Diya', by: 3, rating: 4, at: 0.5, comment: 'Solid and well made. The chimney is a bit loose on the holder but sits fine once the diya is on a flat surface.' },
  { product: 'Moradabad Brass Akhand Diya', by: 8, rating: 5, at: 0.7, comment: 'Heavier than the ones in our local market and the etching is neat. Worth the price.' },
  { product: 'Moradabad Brass Akhand Diya', by: 11, rating: 2, at: 0.85, comment: 'The diya itself is nice but my chimney arrived cracked. Support replied in a day and sent a replacement chimney, so no complaints about service, but the packing of the glass needs improvement.' },

  { product: 'Hand-Engraved Silver Kumkum Box', by: 1, rating: 5, at: 0.25, comment: 'Gave these as return gifts for my daughter’s Varalakshmi pooja. Everyone asked where I got them. The peacock on the lid is so delicate and the hallmark is clearly visible.' },
  { product: 'Hand-Engraved Silver Kumkum Box', by: 5, rating: 5, at: 0.55, comment: 'Small, pretty and the lid closes properly so the kumkum doesn’t spill in my purse.' },
  { product: 'Hand-Engraved Silver Kumkum Box', by: 9, rating: 4, at: 0.75, comment: 'Bought it for my wife. Engraving is good. It is a little lighter than I thought for the price, but silver rates are high these days.' },

  { product: 'Silver Pooja Thali Set (7 Pieces)', by: 10, rating: 5, at: 0.4, comment: 'This was a big purchase for us, for my son’s wedding. The thali is thick, the border work is beautiful and every piece has the BIS hallmark. Came in a proper box with a velvet lining.' },
  { product: 'Silver Pooja Thali Set (7 Pieces)', by: 2, rating: 4, at: 0.7, comment: 'Very pretty set. The bell is small and the sound is soft, otherwise perfect.' },

  { product: 'Oxidised Silver Jhumka Earrings', by: 4, rating: 5, at: 0.3, comment: 'Finally jhumkas that are not heavy! I wore them for a full day at a wedding with no pain. The pearls are real freshwater pearls, not plastic.' },
  { product: 'Oxidised Silver Jhumka Earrings', by: 1, rating: 5, at: 0.5, comment: 'Gorgeous with my cotton sarees. Got lots of compliments at work.' },
  { product: 'Oxidised Silver Jhumka Earrings', by: 8, rating: 4, at: 0.65, comment: 'Beautiful design. The hooks are slightly thick for my ears, I changed them to thinner ones at a local shop.' },
  { product: 'Oxidised Silver Jhumka Earrings', by: 13, rating: 5, at: 0.9, comment: 'Second pair I am buying — the first was a gift for my sister and I wanted one for myself.' },

  { product: 'Brass Urli with Floating Diyas', by: 7, rating: 5, at: 0.35, comment: 'Put it at our entrance for Onam with marigolds and the three little diyas floating. It looked stunning and guests kept taking photos. Good thick bell metal.' },
  { product: 'Brass Urli with Floating Diyas', by: 12, rating: 4, at: 0.6, comment: 'Lovely urli. The small diyas tip over if you fill them with too much oil, so use a little oil and a short wick.' },
  { product: 'Brass Urli with Floating Diyas', by: 6, rating: 5, at: 0.8, comment: 'Bought two for Diwali decoration at home. Fast delivery to Jaipur.' },

  { product: 'Aluminium Hammered Fruit Bowl', by: 3, rating: 4, at: 0.3, comment: 'Nice big bowl, looks like silver at a fraction of the price and doesn’t tarnish. The hammered pattern is lovely in the light.' },
  { product: 'Aluminium Hammered Fruit Bowl', by: 9, rating: 5, at: 0.6, comment: 'Using it on the dining table for fruits. Very light and doesn’t scratch easily.' },
  { product: 'Aluminium Hammered Fruit Bowl', by: 11, rating: 1, at: 0.8, comment: 'Arrived with a dent on the rim. The return was accepted but I had to wait two weeks for the refund.' },

  { product: 'Sheesham Wood Spice Box (Masala Dabba)', by: 0, rating: 5, at: 0.2, comment: 'The glass lid slides smoothly and the compartments are a good size. Smells faintly of wood for the first few days. Using it daily for three months now with no warping.' },
  { product: 'Sheesham Wood Spice Box (Masala Dabba)', by: 5, rating: 4, at: 0.55, comment: 'Beautiful box. Turmeric stains the wood a bit, so wipe spills quickly.' },
  { product: 'Sheesham Wood Spice Box (Masala Dabba)', by: 12, rating: 5, at: 0.85, comment: 'Gifted to my mother-in-law, who said it reminds her of her mother’s kitchen. Very happy.' },

  { product: 'Brass Ganesha Idol (Seated, 6 Inch)', by: 6, rating: 5, at: 0.25, comment: 'The face is so peaceful and the detailing on the crown is fine. Heavy, solid casting. We did abhishekam on Ganesh Chaturthi without any problem.' },
  { product: 'Brass Ganesha Idol (Seated, 6 Inch)', by: 10, rating: 5, at: 0.6, comment: 'Excellent lost-wax work. Exactly as photographed.' },
  { product: 'Brass Ganesha Idol (Seated, 6 Inch)', by: 4, rating: 4, at: 0.85, comment: 'Very nice idol. Took 8 days to reach Hyderabad though, longer than the estimate.' },

  { product: 'Silver Lakshmi Ganesh Coin (20 g)', by: 3, rating: 5, at: 0.4, comment: 'Bought on Dhanteras. Sealed packing with purity certificate. Weighed it at our jeweller and it was exactly 20 g.' },
  { product: 'Silver Lakshmi Ganesh Coin (20 g)', by: 9, rating: 4, at: 0.7, comment: 'Good coin, gave it to my staff for Diwali. Wish there was a small box option for gifting.' },

  { product: 'Brass Thali Set (Plate, 2 Katori, Glass, Spoon)', by: 11, rating: 5, at: 0.3, comment: 'Food tastes different in brass! The tin lining is even and the hammered finish is beautiful. We use it on festival days.' },
  { product: 'Brass Thali Set (Plate, 2 Katori, Glass, Spoon)', by: 1, rating: 3, at: 0.7, comment: 'Good quality, but the glass had a small scratch and the thali is heavier than I like for daily use. Fine for occasions.' },

  { product: 'Brass Pooja Ghanti with Garuda', by: 2, rating: 5, at: 0.5, comment: 'The sound is wonderful — it keeps ringing long after you stop. Real bell metal, not the light hollow ones.' },
  { product: 'Brass Pooja Ghanti with Garuda', by: 7, rating: 4, at: 0.8, comment: 'Good ghanti. The Garuda is a little small but well finished.' },

  { product: 'Sterling Silver Mangal Kalash', by: 6, rating: 5, at: 0.5, comment: 'Used it for our griha pravesh. Beautiful shape and good weight. The priest also appreciated it.' },

  { product: 'Copper-Finish Sun Wall Decor', by: 8, rating: 4, at: 0.4, comment: 'Looks very rich on our east wall. It is plated iron, as the details say, so it is not for outdoors. Happy with it.' },
  { product: 'Copper-Finish Sun Wall Decor', by: 12, rating: 5, at: 0.75, comment: 'Big and striking. One nail is enough to hang it.' },

  { product: 'Aluminium Kadai with Handles (Heavy Gauge)', by: 13, rating: 4, at: 0.5, comment: 'Thick base, nothing sticks when you cook on medium flame. Handles get hot, keep a cloth handy.' },
  { product: 'Aluminium Kadai with Handles (Heavy Gauge)', by: 5, rating: 5, at: 0.8, comment: 'Perfect for deep frying puris for the whole family. Good value.' },

  { product: 'Brass Lota with Engraved Bands', by: 0, rating: 5, at: 0.6, comment: 'I drink water from it every morning. The engraving is neat and the lip doesn’t drip.' },

  { product: 'Sterling Silver Kada Bangle', by: 6, rating: 5, at: 0.45, comment: 'Solid kada with no joint, as described. Fits my wrist well. Very happy.' },

  { product: 'Silver Baby Feeding Set (Bowl, Spoon and Glass)', by: 4, rating: 5, at: 0.35, comment: 'Gave this for my niece’s annaprashan. The edges are smooth and the box is elegant. My sister loved it.' },
  { product: 'Silver Baby Feeding Set (Bowl, Spoon and Glass)', by: 9, rating: 5, at: 0.7, comment: 'Lovely set, the spoon is the perfect size for a baby.' },

  { product: 'Brass Lakshmi Idol (Antique Finish)', by: 11, rating: 4, at: 0.55, comment: 'The antique finish shows all the details beautifully. A bit darker than the photo.' },

  { product: 'Aluminium Hammered Planter (Medium)', by: 12, rating: 4, at: 0.6, comment: 'My snake plant looks great in it. The saucer is a bit shallow, water spills if you overwater.' },

  { product: 'Kutch Brass-Coated Cow Bell', by: 7, rating: 5, at: 0.5, comment: 'Such a lovely sound for the price. Hung it at our balcony door. Nice to support the Kutch artisans.' },

  { product: 'Sheesham Jewellery Box with Brass Inlay', by: 5, rating: 5, at: 0.5, comment: 'I was a little nervous ordering a wooden box online because the ones I bought before from a mall store started smelling musty and the lid warped within a year. This one is different. The sheesham is properly seasoned and heavy, the brass wire inlay on the lotus is flush with the wood (I ran my finger over it and could not feel an edge), and the velvet lining is glued neatly with no loose threads. The ring roll holds eight rings comfortably. Only small thing: the brass corners were a bit dull on arrival, a quick rub with pitambari fixed that. It now sits on my dressing table and my daughter has already claimed it for her wedding.' },
  { product: 'Brass Hammered Tumbler Set of 2', by: 3, rating: 5, at: 0.5, comment: 'Superb quality.' },
  { product: 'Brass Panchmukhi Diya', by: 10, rating: 2, at: 0.6, comment: 'The oil leaks from one of the five spouts onto the plate. The design is nice but I have to keep a small plate under it.' },
];
