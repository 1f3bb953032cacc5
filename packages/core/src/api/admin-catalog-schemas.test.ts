import { describe, expect, it } from 'vitest';
import {
  adminProductListQuerySchema,
  categoryInputSchema,
  categoryReorderSchema,
  packInputSchema,
  productImportQuerySchema,
  productInputSchema,
  stockAdjustmentInputSchema,
} from './admin-catalog-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const categoryId = '77777777-7777-4777-8777-777777777777';
const product = { categoryId, pricePaise: 4500, unit: '1 kg', texts: { en: { name: 'Tomato' } } };
const withEnglish = (en: Record<string, unknown>) => ({
  ...product,
  texts: { en: { name: 'Tomato', ...en } },
});
const pack = { name: '500 g', unit: '500 g', pricePaise: 2500 };
/** Test ids: the n-th of a run of distinct uuids. */
const idNumber = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the admin product', () => {
  it('when only the required fields are sent (with spaces), then they are trimmed and every other field defaulted', () => {
    expect(
      productInputSchema.parse({ ...product, unit: ' 1 kg ', texts: { en: { name: ' Tomato ' } } }),
    ).toEqual({
      categoryId,
      type: '',
      pricePaise: 4500,
      discountPercentage: 0,
      unit: '1 kg',
      stockQuantity: 0,
      gstRate: 5,
      hsnCode: null,
      isActive: true,
      searchTerms: [],
      nutritionalInfo: {},
      texts: { en: { name: 'Tomato', description: '', benefits: [], ingredients: [] } },
      packs: [],
    });
  });

  it('when Hindi is sent with an empty name, then it is kept empty (the shop falls back to English)', () => {
    const parsed = productInputSchema.parse({
      ...product,
      texts: { en: { name: 'Tomato' }, hi: { name: ' ' } },
    });
    expect(parsed.texts.hi).toEqual({ name: '', description: '', benefits: [], ingredients: [] });
  });

  it.each([
    ['NUL', 'Tom\u0000ato'],
    ['BEL', 'Tomato\u0007'],
    ['ESC', '\u001b[31mTomato'],
    ['DEL', 'Tomato\u007f'],
    ['a C1 control (NEL)', 'Tom\u0085ato'],
    ['a vertical tab', 'Tom\u000bato'],
    ['a lone surrogate', 'Tomato \ud83c'],
  ])('when the name holds %s, then INVALID_CHARACTERS on texts.en.name', (_, name) => {
    expect(issuesOf(productInputSchema, withEnglish({ name }))).toEqual([
      'texts.en.name: INVALID_CHARACTERS',
    ]);
  });

  it.each([
    ['Hindi with a zero-width joiner', 'texts.hi.name', { hi: { name: 'क्\u200dष टमाटर' } }],
    [
      'a description with tabs and line breaks',
      'texts.en.description',
      { en: { name: 'Tomato', description: 'Fresh\n\tRed\r\n' } },
    ],
    ['Telugu and an emoji', 'texts.te.name', { te: { name: 'టమోటా 🍅' } }],
  ])('when a text holds %s, then it is plain and accepted', (_, __, texts) => {
    expect(issuesOf(productInputSchema, { ...product, texts: { en: { name: 'Tomato' }, ...texts } })).toEqual(
      [],
    );
  });

  it.each([
    ['a Hindi name', { hi: { name: 'टमा\u0000टर' } }, 'texts.hi.name: INVALID_CHARACTERS'],
    ['a Telugu benefit', { te: { benefits: ['\u0007'] } }, 'texts.te.benefits.0: INVALID_CHARACTERS'],
    [
      'an English ingredient',
      { en: { name: 'Tomato', ingredients: ['salt\u0000'] } },
      'texts.en.ingredients.0: INVALID_CHARACTERS',
    ],
  ])('when %s holds a control character, then the path names it', (_, texts, expected) => {
    expect(issuesOf(productInputSchema, { ...product, texts: { en: { name: 'Tomato' }, ...texts } })).toEqual(
      [expected],
    );
  });

  it('when the type, unit, search term, nutrition label or stock note hold a control character, then each is refused', () => {
    expect(issuesOf(productInputSchema, { ...product, type: 'veg\u0000' })).toEqual([
      'type: INVALID_CHARACTERS',
    ]);
    expect(issuesOf(productInputSchema, { ...product, unit: 'kg\u0007' })).toEqual([
      'unit: INVALID_CHARACTERS',
    ]);
    expect(issuesOf(productInputSchema, { ...product, searchTerms: ['tamatar\u0000'] })).toEqual([
      'searchTerms.0: INVALID_CHARACTERS',
    ]);
    expect(issuesOf(productInputSchema, { ...product, nutritionalInfo: { per: '100\u0000g' } })).toEqual([
      'nutritionalInfo.per: INVALID_CHARACTERS',
    ]);
    expect(issuesOf(stockAdjustmentInputSchema, { delta: 1, reason: 'received', note: 'van\u0000' })).toEqual(
      ['note: INVALID_CHARACTERS'],
    );
  });

  it.each([
    ['texts.en.name', withEnglish({ name: 'n'.repeat(120) }), withEnglish({ name: 'n'.repeat(121) })],
    [
      'texts.en.description',
      withEnglish({ description: 'd'.repeat(4000) }),
      withEnglish({ description: 'd'.repeat(4001) }),
    ],
    [
      'texts.en.benefits.0',
      withEnglish({ benefits: ['b'.repeat(200)] }),
      withEnglish({ benefits: ['b'.repeat(201)] }),
    ],
    [
      'texts.en.benefits',
      withEnglish({ benefits: Array(30).fill('b') }),
      withEnglish({ benefits: Array(31).fill('b') }),
    ],
    [
      'texts.en.ingredients',
      withEnglish({ ingredients: Array(30).fill('i') }),
      withEnglish({ ingredients: Array(31).fill('i') }),
    ],
    ['unit', { ...product, unit: 'u'.repeat(40) }, { ...product, unit: 'u'.repeat(41) }],
    ['type', { ...product, type: 't'.repeat(60) }, { ...product, type: 't'.repeat(61) }],
    ['pricePaise', { ...product, pricePaise: 100_000_000 }, { ...product, pricePaise: 100_000_001 }],
    ['pricePaise', { ...product, pricePaise: 0 }, { ...product, pricePaise: -1 }],
    ['pricePaise', { ...product, pricePaise: 1 }, { ...product, pricePaise: 1.5 }],
    ['discountPercentage', { ...product, discountPercentage: 100 }, { ...product, discountPercentage: 101 }],
    ['discountPercentage', { ...product, discountPercentage: 0 }, { ...product, discountPercentage: -1 }],
    ['stockQuantity', { ...product, stockQuantity: 10_000_000 }, { ...product, stockQuantity: 10_000_001 }],
    [
      'searchTerms.0',
      { ...product, searchTerms: ['s'.repeat(60)] },
      { ...product, searchTerms: ['s'.repeat(61)] },
    ],
    [
      'searchTerms',
      { ...product, searchTerms: Array(30).fill('s') },
      { ...product, searchTerms: Array(31).fill('s') },
    ],
    [
      'packs',
      { ...product, packs: Array.from({ length: 20 }, (_, i) => ({ ...pack, name: `p${i}` })) },
      { ...product, packs: Array.from({ length: 21 }, (_, i) => ({ ...pack, name: `p${i}` })) },
    ],
  ])(
    'when %s is at its limit, then it is accepted; one past it is refused there',
    (path, atLimit, pastLimit) => {
      expect(pathsOf(productInputSchema, atLimit)).toEqual([]);
      expect(pathsOf(productInputSchema, pastLimit)).toEqual([path]);
    },
  );

  it.each([
    ['an empty English name', withEnglish({ name: '   ' }), 'texts.en.name'],
    ['no English texts', { ...product, texts: { hi: { name: 'टमाटर' } } }, 'texts.en'],
    ['an empty benefit', withEnglish({ benefits: ['  '] }), 'texts.en.benefits.0'],
    ['an empty unit', { ...product, unit: '' }, 'unit'],
    ['a category that is not an id', { ...product, categoryId: 'vegetables' }, 'categoryId'],
    ['an empty search term', { ...product, searchTerms: [''] }, 'searchTerms.0'],
  ])('when it has %s, then %s is refused', (_, input, path) => {
    expect(pathsOf(productInputSchema, input)).toEqual([path]);
  });

  it.each([0, 5, 12, 18, 28, 40])('when the GST rate is %i percent, then it is accepted', (gstRate) => {
    expect(productInputSchema.parse({ ...product, gstRate }).gstRate).toBe(gstRate);
  });

  it.each([3, 100])(
    'when the GST rate is %i percent (not a GST slab), then GST_RATE_INVALID on gstRate',
    (gstRate) => {
      expect(issuesOf(productInputSchema, { ...product, gstRate })).toEqual(['gstRate: GST_RATE_INVALID']);
    },
  );

  // Issue 32: each refusal says how to write the field, never a bare INVALID_FIELD.
  it.each([
    ['a price in words', { pricePaise: 'sixty' }, 'pricePaise: PRICE_INVALID'],
    ['no price', { pricePaise: null }, 'pricePaise: PRICE_INVALID'],
    ['a negative price', { pricePaise: -1 }, 'pricePaise: PRICE_INVALID'],
    ['a fraction of a paisa', { pricePaise: 10.5 }, 'pricePaise: PRICE_INVALID'],
    ['a price over ₹10 lakh', { pricePaise: 100_000_001 }, 'pricePaise: PRICE_INVALID'],
    ['a discount of 101 percent', { discountPercentage: 101 }, 'discountPercentage: PERCENT_INVALID'],
    ['a discount of -1 percent', { discountPercentage: -1 }, 'discountPercentage: PERCENT_INVALID'],
    ['a discount of 2.5 percent', { discountPercentage: 2.5 }, 'discountPercentage: PERCENT_INVALID'],
    ['stock of -1', { stockQuantity: -1 }, 'stockQuantity: STOCK_COUNT_INVALID'],
    ['stock of 1.5', { stockQuantity: 1.5 }, 'stockQuantity: STOCK_COUNT_INVALID'],
    ['stock over ten million', { stockQuantity: 10_000_001 }, 'stockQuantity: STOCK_COUNT_INVALID'],
    ['a GST rate in words', { gstRate: 'five' }, 'gstRate: GST_RATE_INVALID'],
    ['no category', { categoryId: '' }, 'categoryId: CATEGORY_REQUIRED'],
    ['a blank English name', { texts: { en: { name: '  ' } } }, 'texts.en.name: FIELD_REQUIRED'],
    ['a 121-character name', { texts: { en: { name: 'n'.repeat(121) } } }, 'texts.en.name: FIELD_TOO_LONG'],
    ['a name that is a number', { texts: { en: { name: 5 } } }, 'texts.en.name: INVALID_FIELD'],
    ['a negative protein', { nutritionalInfo: { proteinG: -1 } }, 'nutritionalInfo.proteinG: NUMBER_INVALID'],
    [
      'protein in words',
      { nutritionalInfo: { proteinG: 'lots' } },
      'nutritionalInfo.proteinG: NUMBER_INVALID',
    ],
    [
      'a huge protein',
      { nutritionalInfo: { proteinG: 100_001 } },
      'nutritionalInfo.proteinG: NUMBER_INVALID',
    ],
    [
      'a pack sort order of 1001',
      { packs: [{ name: 'Big', unit: '1 kg', pricePaise: 1, sortOrder: 1001 }] },
      'packs.0.sortOrder: WHOLE_NUMBER_INVALID',
    ],
    [
      'a pack sort order of -1',
      { packs: [{ name: 'Big', unit: '1 kg', pricePaise: 1, sortOrder: -1 }] },
      'packs.0.sortOrder: WHOLE_NUMBER_INVALID',
    ],
    [
      'a pack price of 1.5 paise',
      { packs: [{ name: 'Big', unit: '1 kg', pricePaise: 1.5 }] },
      'packs.0.pricePaise: PRICE_INVALID',
    ],
  ])('when it has %s, then the issue is %s', (_, change, issue) => {
    expect(issuesOf(productInputSchema, { ...product, ...change })).toEqual([issue]);
  });

  it('when every number is at its edge, then it is accepted', () => {
    const edge = {
      ...product,
      pricePaise: 100_000_000,
      discountPercentage: 100,
      stockQuantity: 10_000_000,
      nutritionalInfo: { proteinG: 100_000, fatG: 0 },
      packs: [{ name: 'Big', unit: '1 kg', pricePaise: 0, sortOrder: 1000, discountPercentage: 0 }],
    };
    expect(issuesOf(productInputSchema, edge)).toEqual([]);
  });

  it('when the GST rate is not whole, then gstRate is refused', () => {
    expect(pathsOf(productInputSchema, { ...product, gstRate: 5.5 })).toEqual(['gstRate']);
  });

  it.each([
    [' 0702 00 ', '070200'],
    ['0702', '0702'],
    ['07020000', '07020000'],
    ['', null],
    [null, null],
  ])('when the HSN code is %j, then it is stored as %j', (hsnCode, stored) => {
    expect(productInputSchema.parse({ ...product, hsnCode }).hsnCode).toBe(stored);
  });

  it.each(['07020', '0702000', '123456789', '07O2'])(
    'when the HSN code is %s, then HSN_INVALID',
    (hsnCode) => {
      expect(issuesOf(productInputSchema, { ...product, hsnCode })).toEqual(['hsnCode: HSN_INVALID']);
    },
  );

  it('when nutrition is at its limits, then it is kept; past them, or with a nutrient the table has not, it is refused', () => {
    const nutrition = { per: 'p'.repeat(40), energyKcal: 100_000, proteinG: 0, sodiumMg: 0.5 };
    expect(productInputSchema.parse({ ...product, nutritionalInfo: nutrition }).nutritionalInfo).toEqual(
      nutrition,
    );
    expect(pathsOf(productInputSchema, { ...product, nutritionalInfo: { fatG: 100_001 } })).toEqual([
      'nutritionalInfo.fatG',
    ]);
    expect(pathsOf(productInputSchema, { ...product, nutritionalInfo: { sugarG: -1 } })).toEqual([
      'nutritionalInfo.sugarG',
    ]);
    expect(pathsOf(productInputSchema, { ...product, nutritionalInfo: { per: 'p'.repeat(41) } })).toEqual([
      'nutritionalInfo.per',
    ]);
    expect(
      productInputSchema.safeParse({ ...product, nutritionalInfo: { vitaminC: 5 } }).error?.issues[0]?.code,
    ).toBe('unrecognized_keys');
  });
});

describe('packs', () => {
  it('when a new pack is sent with only its name, unit and price, then the product discount applies and it is active', () => {
    expect(packInputSchema.parse(pack)).toEqual({
      ...pack,
      discountPercentage: null,
      stockQuantity: 0,
      sortOrder: 0,
      isActive: true,
    });
  });

  it('when two packs share a name in different case, then ALREADY_EXISTS on the second', () => {
    const packs = [pack, { ...pack, name: '1 kg' }, { ...pack, name: '500 G' }];
    expect(issuesOf(productInputSchema, { ...product, packs })).toEqual(['packs.2.name: ALREADY_EXISTS']);
  });

  it('when a pack name repeats, then the issue is a custom one (as a zod refinement gives)', () => {
    const result = productInputSchema.safeParse({ ...product, packs: [pack, pack] });
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['packs', 1, 'name'], message: 'ALREADY_EXISTS' },
    ]);
  });

  it.each([
    ['sortOrder', 1000, true],
    ['sortOrder', 1001, false],
    ['sortOrder', -1, false],
    ['discountPercentage', 100, true],
    ['discountPercentage', 101, false],
    ['name', 'n'.repeat(40), true],
    ['name', 'n'.repeat(41), false],
    ['name', ' ', false],
    ['id', 'pack-1', false],
  ])('when a pack has %s %j, then accepted is %s', (field, value, accepted) => {
    expect(pathsOf(packInputSchema, { ...pack, [field]: value })).toEqual(accepted ? [] : [field]);
  });
});

describe('the product list query and the import', () => {
  it('when nothing is asked, then page 1 of 50', () => {
    expect(adminProductListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
  });

  it.each([
    ['true', true],
    ['false', false],
  ])('when active is %s, then it is read as %s', (active, parsed) => {
    expect(adminProductListQuerySchema.parse({ active }).active).toBe(parsed);
  });

  it.each([
    ['active', 'yes', false],
    ['active', '1', false],
    ['page', '10000', true],
    ['page', '10001', false],
    ['page', '0', false],
    ['pageSize', '100', true],
    ['pageSize', '101', false],
    ['q', 'q'.repeat(80), true],
    ['q', 'q'.repeat(81), false],
    ['categoryId', 'fruits', false],
  ])('when %s is %j, then accepted is %s', (field, value, accepted) => {
    expect(pathsOf(adminProductListQuerySchema, { [field]: value })).toEqual(accepted ? [] : [field]);
  });

  it('when the import is not told otherwise, then it changes things (dryRun false); "true" makes it a dry run', () => {
    const defaults = ['prices', 'texts', 'details'];
    expect(productImportQuerySchema.parse({})).toEqual({ dryRun: false, apply: defaults });
    expect(productImportQuerySchema.parse({ dryRun: 'true' })).toEqual({ dryRun: true, apply: defaults });
    expect(pathsOf(productImportQuerySchema, { dryRun: 'TRUE' })).toEqual(['dryRun']);
  });

  it('when the import is told which columns to apply, then only those, each once; stock only when named', () => {
    expect(productImportQuerySchema.parse({}).apply).not.toContain('stock');
    expect(productImportQuerySchema.parse({ apply: 'prices' }).apply).toEqual(['prices']);
    expect(productImportQuerySchema.parse({ apply: ' stock , prices,stock' }).apply).toEqual([
      'stock',
      'prices',
    ]);
    expect(pathsOf(productImportQuerySchema, { apply: 'prices,stocks' })).toEqual(['apply.1']);
    expect(pathsOf(productImportQuerySchema, { apply: '' })).toEqual(['apply.0']);
    expect(pathsOf(productImportQuerySchema, { apply: 'prices,'.repeat(20) })).toEqual(['apply']);
  });
});

describe('a stock adjustment', () => {
  it('when stock comes in by a delta without a note, then the note is empty', () => {
    expect(stockAdjustmentInputSchema.parse({ delta: 12, reason: 'received' })).toEqual({
      delta: 12,
      reason: 'received',
      note: '',
    });
  });

  it.each(['received', 'damaged', 'expired', 'count_correction', 'other'])(
    'when the reason is %s (with a note), then it is accepted',
    (reason) => {
      expect(issuesOf(stockAdjustmentInputSchema, { set: 0, reason, note: 'counted' })).toEqual([]);
    },
  );

  it.each([
    ['both a delta and a count', { delta: 1, set: 5, reason: 'received' }, ['delta: STOCK_CHANGE_ONE']],
    ['neither', { reason: 'received' }, ['delta: STOCK_CHANGE_ONE']],
    ['a delta of 1.5', { delta: 1.5, reason: 'received' }, ['delta: STOCK_DELTA_INVALID']],
    ['a delta in words', { delta: 'five', reason: 'received' }, ['delta: STOCK_DELTA_INVALID']],
    ['a delta over ten million', { delta: 10_000_001, reason: 'received' }, ['delta: STOCK_DELTA_INVALID']],
    [
      'a delta under minus ten million',
      { delta: -10_000_001, reason: 'received' },
      ['delta: STOCK_DELTA_INVALID'],
    ],
    ['a delta of 0', { delta: 0, reason: 'received' }, ['delta: NOTHING_TO_UPDATE']],
    [
      'reason other without a note',
      { delta: -1, reason: 'other', note: '  ' },
      ['note: STOCK_NOTE_REQUIRED'],
    ],
  ])('when it has %s, then %j', (_, input, expected) => {
    expect(issuesOf(stockAdjustmentInputSchema, input)).toEqual(expected);
  });

  it('when a count is set to 0 with reason other and no note, then the issues are custom ones on delta and note', () => {
    const result = stockAdjustmentInputSchema.safeParse({ delta: 0, set: 0, reason: 'other' });
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['delta'], message: 'STOCK_CHANGE_ONE' },
      { code: 'custom', path: ['delta'], message: 'NOTHING_TO_UPDATE' },
      { code: 'custom', path: ['note'], message: 'STOCK_NOTE_REQUIRED' },
    ]);
  });

  it.each([
    [{ delta: 10_000_000 }, []],
    [{ delta: -10_000_000 }, []],
    [{ delta: 10_000_001 }, ['delta']],
    [{ delta: -10_000_001 }, ['delta']],
    [{ delta: 1.5 }, ['delta']],
    [{ set: 10_000_000 }, []],
    [{ set: -1 }, ['set']],
    [{ delta: 1, note: 'n'.repeat(500) }, []],
    [{ delta: 1, note: 'n'.repeat(501) }, ['note']],
    [{ delta: 1, reason: 'stolen' }, ['reason']],
    [{ delta: 1, variantId: 'small' }, ['variantId']],
  ])('when it is %j, then %j is refused', (input, paths) => {
    expect(pathsOf(stockAdjustmentInputSchema, { reason: 'received', ...input })).toEqual(paths);
  });
});

describe('categories', () => {
  it('when a category has only its English name (with spaces), then it is trimmed and the description empty', () => {
    expect(categoryInputSchema.parse({ texts: { en: { name: ' Dairy ' } } })).toEqual({
      texts: { en: { name: 'Dairy', description: '' } },
    });
  });

  it.each([
    [{ en: { name: 'n'.repeat(80) } }, []],
    [{ en: { name: 'n'.repeat(81) } }, ['texts.en.name']],
    [{ en: { name: ' ' } }, ['texts.en.name']],
    [{ en: { name: 'Dairy', description: 'd'.repeat(500) } }, []],
    [{ en: { name: 'Dairy', description: 'd'.repeat(501) } }, ['texts.en.description']],
    [{ en: { name: 'Dairy' }, hi: { name: '' } }, []],
    [{ en: { name: 'Dairy' }, te: { name: 'n'.repeat(81) } }, ['texts.te.name']],
    [{ en: { name: 'Dairy' }, hi: { name: 'दूध\u0000' } }, ['texts.hi.name']],
  ])('when the texts are %j, then %j is refused', (texts, paths) => {
    expect(pathsOf(categoryInputSchema, { texts })).toEqual(paths);
  });

  it('when categories are reordered, then 1 to 500 distinct ids are accepted', () => {
    expect(pathsOf(categoryReorderSchema, { ids: [idNumber(1)] })).toEqual([]);
    expect(
      pathsOf(categoryReorderSchema, { ids: Array.from({ length: 500 }, (_, i) => idNumber(i)) }),
    ).toEqual([]);
  });

  it.each([
    ['no ids', []],
    ['501 ids', Array.from({ length: 501 }, (_, i) => idNumber(i))],
    ['an id twice', [idNumber(1), idNumber(2), idNumber(1)]],
  ])('when the reorder has %s, then ids is refused', (_, ids) => {
    expect(pathsOf(categoryReorderSchema, { ids })).toEqual(['ids']);
  });
});
