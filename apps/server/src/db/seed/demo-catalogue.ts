/**
 * Demo catalogue shipped with the repository, seeded on first start of an empty database.
 * Products live in per-category files (demo-catalogue-<category-slug>.ts) to keep them manageable.
 */
import { beveragesSnacksProducts } from './demo-catalogue-beverages-snacks.js';
import { dairyProducts } from './demo-catalogue-dairy.js';
import { fruitsVegetablesProducts } from './demo-catalogue-fruits-vegetables.js';
import { grainsCerealsProducts } from './demo-catalogue-grains-cereals.js';
import { meatSeafoodProducts } from './demo-catalogue-meat-seafood.js';
import type { DemoCategory, DemoProduct } from './demo-catalogue-types.js';

export const demoCategories: DemoCategory[] = [
  {
    slug: 'fruits-vegetables',
    sortOrder: 1,
    name: { en: 'Fruits & Vegetables', hi: 'फल और सब्ज़ियाँ', te: 'పండ్లు & కూరగాయలు' },
    description: {
      en: 'Farm-fresh fruits, vegetables and leafy greens, delivered daily.',
      hi: 'खेत से ताज़े फल, सब्ज़ियाँ और हरी पत्तेदार सब्ज़ियाँ, रोज़ाना।',
      te: 'పొలం నుంచి తాజా పండ్లు, కూరగాయలు, ఆకుకూరలు ప్రతిరోజూ.',
    },
  },
  {
    slug: 'dairy',
    sortOrder: 2,
    name: { en: 'Dairy', hi: 'डेयरी', te: 'పాల ఉత్పత్తులు' },
    description: {
      en: 'Milk, curd, paneer, ghee, butter, cheese and eggs, fresh every morning.',
      hi: 'दूध, दही, पनीर, घी, मक्खन, चीज़ और अंडे, हर सुबह ताज़ा।',
      te: 'పాలు, పెరుగు, పనీర్, నెయ్యి, వెన్న, చీజ్, గుడ్లు ప్రతి ఉదయం తాజాగా.',
    },
  },
  {
    slug: 'meat-seafood',
    sortOrder: 3,
    name: { en: 'Meat & Seafood', hi: 'मांस और सी-फ़ूड', te: 'మాంసం & చేపలు' },
    description: {
      en: 'Fresh chicken, mutton, fish and prawns, cleaned and cut hygienically.',
      hi: 'ताज़ा चिकन, मटन, मछली और झींगे, साफ़-सफ़ाई से कटे हुए।',
      te: 'శుభ్రంగా కోసిన తాజా చికెన్, మటన్, చేపలు, రొయ్యలు.',
    },
  },
  {
    slug: 'grains-cereals',
    sortOrder: 4,
    name: { en: 'Grains & Cereals', hi: 'अनाज और दालें', te: 'ధాన్యాలు & పప్పులు' },
    description: {
      en: 'Rice, atta, dals, millets and breakfast cereals for your everyday kitchen.',
      hi: 'चावल, आटा, दालें, मोटा अनाज और नाश्ते के सीरियल, रोज़ की रसोई के लिए।',
      te: 'బియ్యం, పిండ్లు, పప్పులు, చిరుధాన్యాలు, అల్పాహార సీరియల్స్ మీ రోజువారీ వంటింటి కోసం.',
    },
  },
  {
    slug: 'beverages-snacks',
    sortOrder: 5,
    name: { en: 'Beverages & Snacks', hi: 'पेय और नाश्ता', te: 'పానీయాలు & స్నాక్స్' },
    description: {
      en: 'Tea, coffee, juices, namkeen, biscuits and dry fruits for every craving.',
      hi: 'चाय, कॉफ़ी, जूस, नमकीन, बिस्कुट और ड्राई फ्रूट्स, हर मन की चाहत के लिए।',
      te: 'టీ, కాఫీ, జ్యూస్‌లు, నమ్కీన్, బిస్కెట్లు, డ్రై ఫ్రూట్స్ ప్రతి కోరికకూ.',
    },
  },
];

export const demoProducts: DemoProduct[] = [
  ...fruitsVegetablesProducts,
  ...dairyProducts,
  ...meatSeafoodProducts,
  ...grainsCerealsProducts,
  ...beveragesSnacksProducts,
];
