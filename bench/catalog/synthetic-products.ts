/**
 * Synthetic catalogue rows for the benchmark: realistic Indian grocery names in English, Hindi and Telugu,
 * with the transliterations customers type, spread over the five demo categories. Deterministic (seeded PRNG),
 * so every run benchmarks the same data.
 */

export type CategorySlug =
  | 'fruits-vegetables'
  | 'dairy'
  | 'meat-seafood'
  | 'grains-cereals'
  | 'beverages-snacks';

export const CATEGORY_SLUGS: readonly CategorySlug[] = [
  'fruits-vegetables',
  'dairy',
  'meat-seafood',
  'grains-cereals',
  'beverages-snacks',
];

interface BaseItem {
  key: string;
  en: string;
  hi: string;
  te: string;
  type: string;
  terms: string[];
  /** Price range of the default pack, rupees. */
  rupees: [number, number];
}

interface CategoryPlan {
  weight: number;
  qualifiers: string[];
  units: string[];
  items: BaseItem[];
}

const item = (
  key: string,
  en: string,
  hi: string,
  te: string,
  type: string,
  terms: string[],
  rupees: [number, number],
): BaseItem => ({ key, en, hi, te, type, terms, rupees });

const PLANS: Record<CategorySlug, CategoryPlan> = {
  'fruits-vegetables': {
    weight: 0.3,
    qualifiers: ['Fresh', 'Organic', 'Farm Fresh', 'Hybrid', 'Desi', 'Premium', 'Local', 'Hydroponic'],
    units: ['250 g', '500 g', '1 kg', '2 kg', '1 pc', '6 pcs', '1 bunch'],
    items: [
      item('tomato', 'Tomato', 'टमाटर', 'టమాటా', 'vegetable', ['tamatar', 'tamata', 'tomatoes'], [20, 80]),
      item('onion', 'Onion', 'प्याज़', 'ఉల్లిపాయ', 'vegetable', ['pyaz', 'pyaaz', 'ullipaya', 'kanda'], [25, 90]),
      item('potato', 'Potato', 'आलू', 'బంగాళదుంప', 'vegetable', ['aloo', 'alu', 'bangaladumpa'], [20, 70]),
      item('spinach', 'Spinach', 'पालक', 'పాలకూర', 'leafy vegetable', ['palak', 'palakura'], [15, 45]),
      item('okra', 'Okra', 'भिंडी', 'బెండకాయ', 'vegetable', ['bhindi', 'bendakaya', 'ladies finger'], [30, 90]),
      item('cauliflower', 'Cauliflower', 'फूलगोभी', 'కాలీఫ్లవర్', 'vegetable', ['gobi', 'phool gobi'], [25, 70]),
      item('brinjal', 'Brinjal', 'बैंगन', 'వంకాయ', 'vegetable', ['baingan', 'vankaya', 'eggplant'], [25, 80]),
      item(
        'green-chilli',
        'Green Chilli',
        'हरी मिर्च',
        'పచ్చి మిర్చి',
        'vegetable',
        ['hari mirch', 'mirchi'],
        [10, 40],
      ),
      item('coriander', 'Coriander Leaves', 'धनिया', 'కొత్తిమీర', 'herb', ['dhaniya', 'kothimeera'], [10, 35]),
      item('banana', 'Banana', 'केला', 'అరటిపండు', 'fruit', ['kela', 'arati pandu'], [40, 90]),
      item('mango', 'Mango', 'आम', 'మామిడి', 'fruit', ['aam', 'mamidi', 'alphonso'], [90, 450]),
      item('apple', 'Apple', 'सेब', 'ఆపిల్', 'fruit', ['seb', 'shimla apple'], [120, 320]),
      item('papaya', 'Papaya', 'पपीता', 'బొప్పాయి', 'fruit', ['papita', 'boppayi'], [40, 110]),
    ],
  },
  dairy: {
    weight: 0.15,
    qualifiers: ['Toned', 'Full Cream', 'Low Fat', 'Organic', 'A2', 'Farm Fresh', 'Malai', 'Classic'],
    units: ['200 ml', '500 ml', '1 L', '200 g', '400 g', '1 kg'],
    items: [
      item('milk', 'Milk', 'दूध', 'పాలు', 'milk', ['doodh', 'dudh', 'paalu', 'palu'], [28, 90]),
      item('curd', 'Curd', 'दही', 'పెరుగు', 'curd', ['dahi', 'perugu', 'yogurt'], [30, 120]),
      item('paneer', 'Paneer', 'पनीर', 'పనీర్', 'paneer', ['paneer', 'cottage cheese'], [80, 450]),
      item('butter', 'Butter', 'मक्खन', 'వెన్న', 'butter', ['makhan', 'makkhan', 'venna'], [55, 290]),
      item('ghee', 'Ghee', 'घी', 'నెయ్యి', 'ghee', ['ghee', 'neyyi'], [150, 750]),
      item('cheese', 'Cheese Slices', 'चीज़ स्लाइस', 'చీజ్ స్లైసెస్', 'cheese', ['cheese'], [110, 420]),
      item('buttermilk', 'Buttermilk', 'छाछ', 'మజ్జిగ', 'buttermilk', ['chaas', 'chhach', 'majjiga'], [15, 45]),
      item('lassi', 'Lassi', 'लस्सी', 'లస్సీ', 'lassi', ['lassi', 'sweet lassi'], [25, 70]),
      item('cream', 'Fresh Cream', 'मलाई', 'మీగడ', 'cream', ['malai', 'meegada'], [60, 220]),
      item('khoa', 'Khoa', 'खोया', 'కోవా', 'khoa', ['khoya', 'mawa', 'kova'], [90, 380]),
    ],
  },
  'meat-seafood': {
    weight: 0.15,
    qualifiers: ['Fresh', 'Tender', 'Antibiotic Free', 'Country', 'Premium', 'Cleaned', 'Boneless'],
    units: ['250 g', '500 g', '1 kg', '6 pcs', '12 pcs', '30 pcs'],
    items: [
      item(
        'chicken-curry-cut',
        'Chicken Curry Cut',
        'चिकन करी कट',
        'చికెన్ కర్రీ కట్',
        'chicken',
        ['murgi', 'kodi', 'chicken'],
        [140, 420],
      ),
      item(
        'chicken-breast',
        'Chicken Breast',
        'चिकन ब्रेस्ट',
        'చికెన్ బ్రెస్ట్',
        'chicken',
        ['murgi', 'kodi', 'chicken'],
        [180, 520],
      ),
      item('chicken-keema', 'Chicken Keema', 'चिकन कीमा', 'చికెన్ కీమా', 'chicken', ['keema', 'kodi'], [160, 460]),
      item(
        'mutton',
        'Mutton Curry Cut',
        'मटन करी कट',
        'మటన్ కర్రీ కట్',
        'mutton',
        ['gosht', 'mamsam', 'goat'],
        [450, 1200],
      ),
      item('rohu', 'Rohu Fish', 'रोहू मछली', 'రోహు చేప', 'fish', ['machli', 'chepa', 'rohu'], [180, 480]),
      item('pomfret', 'Pomfret', 'पॉम्फ्रेट', 'చందువా', 'fish', ['paplet', 'chanduva'], [350, 1100]),
      item('prawns', 'Prawns', 'झींगा', 'రొయ్యలు', 'seafood', ['jhinga', 'royyalu', 'shrimp'], [300, 950]),
      item('eggs', 'Eggs', 'अंडे', 'గుడ్లు', 'eggs', ['ande', 'anda', 'gudlu'], [45, 260]),
    ],
  },
  'grains-cereals': {
    weight: 0.2,
    qualifiers: ['Premium', 'Organic', 'Unpolished', 'Classic', 'Everyday', 'Aged', 'Stone Ground'],
    units: ['500 g', '1 kg', '2 kg', '5 kg', '10 kg'],
    items: [
      item(
        'basmati',
        'Basmati Rice',
        'बासमती चावल',
        'బాస్మతి బియ్యం',
        'rice',
        ['chawal', 'chaawal', 'biyyam', 'rice'],
        [90, 1400],
      ),
      item(
        'sona-masoori',
        'Sona Masoori Rice',
        'सोना मसूरी चावल',
        'సోనా మసూరి బియ్యం',
        'rice',
        ['chawal', 'biyyam', 'rice'],
        [60, 900],
      ),
      item(
        'atta',
        'Whole Wheat Atta',
        'गेहूं का आटा',
        'గోధుమ పిండి',
        'flour',
        ['atta', 'aata', 'godhuma pindi'],
        [45, 550],
      ),
      item(
        'toor-dal',
        'Toor Dal',
        'अरहर दाल',
        'కందిపప్పు',
        'dal',
        ['arhar', 'tuvar', 'kandi pappu'],
        [120, 900],
      ),
      item('moong-dal', 'Moong Dal', 'मूंग दाल', 'పెసరపప్పు', 'dal', ['moong', 'pesara pappu'], [110, 850]),
      item('chana-dal', 'Chana Dal', 'चना दाल', 'సెనగపప్పు', 'dal', ['chana', 'senaga pappu'], [90, 700]),
      item('poha', 'Poha', 'पोहा', 'అటుకులు', 'poha', ['poha', 'atukulu', 'flattened rice'], [35, 180]),
      item('rava', 'Rava', 'सूजी', 'రవ్వ', 'rava', ['sooji', 'suji', 'semolina'], [35, 160]),
      item('ragi', 'Ragi Flour', 'रागी आटा', 'రాగి పిండి', 'flour', ['ragi', 'nachni'], [50, 260]),
      item('oats', 'Rolled Oats', 'ओट्स', 'ఓట్స్', 'oats', ['oats', 'jai'], [90, 450]),
    ],
  },
  'beverages-snacks': {
    weight: 0.2,
    qualifiers: ['Classic', 'Premium', 'Masala', 'Spicy', 'Sugar Free', 'Family Pack', 'Gold'],
    units: ['100 g', '200 g', '250 g', '500 g', '200 ml', '500 ml', '1 L'],
    items: [
      item('assam-tea', 'Assam Tea', 'असम चाय', 'అస్సాం టీ', 'tea', ['chai', 'chay', 'tea'], [90, 650]),
      item(
        'filter-coffee',
        'Filter Coffee',
        'फ़िल्टर कॉफ़ी',
        'ఫిల్టర్ కాఫీ',
        'coffee',
        ['kaapi', 'coffee'],
        [120, 700],
      ),
      item('namkeen', 'Namkeen Mixture', 'नमकीन मिक्सचर', 'మిక్చర్', 'namkeen', ['namkeen', 'chivda'], [30, 220]),
      item('chips', 'Potato Chips', 'आलू चिप्स', 'ఆలూ చిప్స్', 'chips', ['chips', 'wafers'], [20, 120]),
      item('mango-drink', 'Mango Drink', 'आम का पेय', 'మామిడి పానీయం', 'juice', ['aam', 'mango juice'], [20, 140]),
      item(
        'coconut-water',
        'Coconut Water',
        'नारियल पानी',
        'కొబ్బరి నీళ్ళు',
        'drink',
        ['nariyal pani', 'kobbari'],
        [40, 120],
      ),
      item('rusk', 'Rusk', 'रस्क', 'రస్క్', 'rusk', ['toast', 'rusk'], [30, 150]),
      item('bhujia', 'Bhujia', 'भुजिया', 'భుజియా', 'namkeen', ['bhujia', 'sev'], [40, 260]),
      item('lemon-soda', 'Lemon Soda', 'नींबू सोडा', 'నిమ్మ సోడా', 'soda', ['nimbu soda', 'nimma soda'], [20, 90]),
      item(
        'biscuits',
        'Glucose Biscuits',
        'ग्लूकोज़ बिस्कुट',
        'గ్లూకోజ్ బిస్కెట్లు',
        'biscuits',
        ['biscuit', 'biskut'],
        [10, 120],
      ),
    ],
  },
};

const BRANDS = [
  'Tokri Select',
  'Gaon Fresh',
  'Desi Harvest',
  'Kaveri Farms',
  'Annapurna',
  'Himalayan Naturals',
  'Godavari Greens',
  'Sahyadri Fresh',
  'Deccan Pantry',
  'Nilgiri Valley',
  'Malabar Coast',
  'Krishna Foods',
  'Satpura Organics',
  'Village Basket',
  'Ganga Gold',
  'Rayalaseema Harvest',
];

const DISCOUNTS = [5, 10, 10, 15, 20, 25, 30, 40];
const NINETY_DAYS_SECONDS = 90 * 24 * 3600;

export interface SyntheticVariant {
  name: string;
  unit: string;
  price_paise: number;
  discount_percentage: number | null;
  stock_quantity: number;
  sort_order: number;
}

/** One row for `jsonb_to_recordset`: column names match the insert in seed-catalogue.ts. */
export interface SyntheticProduct {
  category: CategorySlug;
  slug: string;
  name: string;
  type: string;
  price_paise: number;
  unit: string;
  discount_percentage: number;
  stock_quantity: number;
  image_url: string;
  description: string;
  translations: Record<'hi' | 'te', { name: string; description: string }>;
  search_terms: string[];
  is_active: boolean;
  age_seconds: number;
  variants: SyntheticVariant[];
}

/** mulberry32: small, fast, good enough for test data. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `count` synthetic products, deterministic for a given seed. */
export function syntheticProducts(count: number, seed = 20_260_101): SyntheticProduct[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const slugs = CATEGORY_SLUGS;
  const cumulative = slugs.map((_, i) => slugs.slice(0, i + 1).reduce((sum, s) => sum + PLANS[s].weight, 0));

  const products: SyntheticProduct[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random() * cumulative.at(-1)!;
    const category = slugs[cumulative.findIndex((edge) => roll < edge)] ?? slugs.at(-1)!;
    const plan = PLANS[category];
    const base = pick(plan.items);
    const brand = pick(BRANDS);
    const qualifier = pick(plan.qualifiers);
    const unit = pick(plan.units);
    const name = `${brand} ${qualifier} ${base.en}`;
    // Rupees with an occasional 50 paise, as on real price tags.
    const pricePaise = between(base.rupees[0], base.rupees[1]) * 100 + (random() < 0.2 ? 50 : 0);
    const discount = random() < 0.55 ? 0 : pick(DISCOUNTS);
    const stock = random() < 0.08 ? 0 : between(1, 400);
    const variants: SyntheticVariant[] = [];
    if (random() < 0.3) {
      const packs = random() < 0.5 ? 1 : 2;
      for (let v = 1; v <= packs; v++) {
        variants.push({
          name: `Pack of ${v + 1}`,
          unit: `${v + 1} x ${unit}`,
          price_paise: Math.round((pricePaise * (v + 1) * 0.95) / 50) * 50,
          discount_percentage: random() < 0.7 ? null : pick(DISCOUNTS),
          stock_quantity: stock === 0 ? 0 : between(0, 200),
          sort_order: v,
        });
      }
    }
    products.push({
      category,
      slug: `${slugify(name)}-${i.toString(36)}`,
      name,
      type: base.type,
      price_paise: pricePaise,
      unit,
      discount_percentage: discount,
      stock_quantity: stock,
      image_url: `/images/products/${base.key}.svg`,
      description: `${qualifier} ${base.en.toLowerCase()} from ${brand}, packed fresh in ${unit} packs.`,
      translations: {
        hi: { name: `${brand} ${base.hi}`, description: `${brand} का ${base.hi}, ${unit} पैक में।` },
        te: { name: `${brand} ${base.te}`, description: `${brand} ${base.te}, ${unit} ప్యాక్‌లో.` },
      },
      search_terms: base.terms,
      is_active: random() >= 0.03,
      age_seconds: Math.floor(random() * NINETY_DAYS_SECONDS),
      variants,
    });
  }
  return products;
}
