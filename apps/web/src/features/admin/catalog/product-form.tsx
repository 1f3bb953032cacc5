import { type AdminCategory, type AdminProduct, GST_RATES, NUTRIENT_KEYS } from '@tokri/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { useSaveProduct } from './catalog-api.js';
import { useCatalogText } from './catalog-texts.js';
import { CheckField, SelectField, TextArea } from './form-fields.js';
import { PacksEditor } from './packs-editor.js';
import {
  draftOf,
  emptyDraft,
  inputOf,
  type Language3,
  type ProductDraft,
  type TextsDraft,
} from './product-draft.js';

const LANGUAGES: Language3[] = ['en', 'hi', 'te'];

interface ProductFormProps {
  product?: AdminProduct | undefined;
  categories: AdminCategory[];
  /**
   * Where the product's images go. The media work (features/admin/media, `ProductImagesEditor`) fills this
   * spot; until the lead wires it, nothing is shown.
   */
  imagesSlot?: ReactNode;
  onSaved?: (product: AdminProduct) => void;
}

/** Every §3 field of a product, its texts in en/hi/te on tabs, its packs, and the server's messages per field. */
export function ProductForm({ product, categories, imagesSlot, onSaved }: ProductFormProps) {
  const text = useCatalogText();
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product ? draftOf(product) : emptyDraft(categories[0]?.id ?? ''),
  );
  const [language, setLanguage] = useState<Language3>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useSaveProduct(product?.id);
  const set = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setText = (field: keyof TextsDraft, value: string) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } },
    }));
  const error = (path: string) => errors[path];
  const languageHasError = (lang: Language3) =>
    Object.keys(errors).some((key) => key.startsWith(`texts.${lang}.`));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError('');
    setSaved(false);
    try {
      const result = await save.mutateAsync(inputOf(draft));
      setSaved(true);
      onSaved?.(result);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) {
        setErrors(caught.fields);
        const withError = LANGUAGES.find(languageHasErrorIn(caught.fields));
        if (withError) setLanguage(withError);
      }
      setFormError(text('form.failed', { message: (caught as Error).message }));
    }
  }

  const texts = draft.texts[language];
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900">
        <legend className="sr-only">{text('form.languages')}</legend>
        <div role="tablist" aria-label={text('form.languages')} className="flex flex-wrap gap-2">
          {LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              role="tab"
              id={`product-tab-${lang}`}
              aria-selected={language === lang}
              aria-controls="product-texts-panel"
              onClick={() => setLanguage(lang)}
              className={`min-h-11 rounded-xl px-4 font-semibold ${language === lang ? 'bg-brand-600 text-white' : 'border border-stone-300 dark:border-stone-600'}`}
            >
              {text(`form.lang_${lang}`)}
              {languageHasError(lang) ? <span aria-hidden="true"> !</span> : null}
            </button>
          ))}
        </div>
        <div
          id="product-texts-panel"
          role="tabpanel"
          aria-labelledby={`product-tab-${language}`}
          className="space-y-3"
        >
          {language !== 'en' ? (
            <p className="text-sm text-stone-500 dark:text-stone-400">{text('form.optionalLanguage')}</p>
          ) : null}
          <TextField
            label={text('form.name')}
            value={texts.name}
            lang={language}
            required={language === 'en'}
            onChange={(event) => setText('name', event.target.value)}
            error={error(`texts.${language}.name`)}
          />
          <TextArea
            label={text('form.description')}
            value={texts.description}
            lang={language}
            onChange={(event) => setText('description', event.target.value)}
            error={error(`texts.${language}.description`)}
          />
          <TextArea
            label={text('form.benefits')}
            value={texts.benefits}
            lang={language}
            onChange={(event) => setText('benefits', event.target.value)}
            error={firstError(errors, `texts.${language}.benefits`)}
          />
          <TextArea
            label={text('form.ingredients')}
            value={texts.ingredients}
            lang={language}
            onChange={(event) => setText('ingredients', event.target.value)}
            error={firstError(errors, `texts.${language}.ingredients`)}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-3 rounded-2xl bg-white p-4 sm:grid-cols-2 dark:bg-stone-900">
        <SelectField
          label={text('products.category')}
          value={draft.categoryId}
          onChange={(event) => set({ categoryId: event.target.value })}
          error={error('categoryId')}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.texts.en.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={text('form.type')}
          value={draft.type}
          onChange={(e) => set({ type: e.target.value })}
          error={error('type')}
        />
        <TextField
          label={text('form.unit')}
          value={draft.unit}
          onChange={(e) => set({ unit: e.target.value })}
          error={error('unit')}
        />
        <TextField
          label={text('form.price')}
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => set({ price: e.target.value })}
          error={error('pricePaise')}
        />
        <TextField
          label={text('form.discount')}
          inputMode="numeric"
          value={draft.discount}
          onChange={(e) => set({ discount: e.target.value })}
          error={error('discountPercentage')}
        />
        {product ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {text('form.stockNote', { count: product.stockQuantity })}
          </p>
        ) : (
          <TextField
            label={text('form.stock')}
            inputMode="numeric"
            value={draft.stock}
            onChange={(e) => set({ stock: e.target.value })}
            error={error('stockQuantity')}
          />
        )}
        <SelectField
          label={text('form.gst')}
          value={draft.gstRate}
          onChange={(e) => set({ gstRate: e.target.value })}
          error={error('gstRate')}
        >
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}
            </option>
          ))}
        </SelectField>
        <TextField
          label={text('form.hsn')}
          inputMode="numeric"
          maxLength={10}
          value={draft.hsnCode}
          onChange={(e) => set({ hsnCode: e.target.value })}
          error={error('hsnCode')}
        />
        <TextField
          label={text('form.searchTerms')}
          value={draft.searchTerms}
          onChange={(e) => set({ searchTerms: e.target.value })}
          error={firstError(errors, 'searchTerms')}
        />
        <CheckField
          label={text('form.active')}
          checked={draft.isActive}
          onChange={(isActive) => set({ isActive })}
        />
      </fieldset>

      <fieldset className="grid gap-3 rounded-2xl bg-white p-4 sm:grid-cols-2 dark:bg-stone-900">
        <legend className="px-1 font-semibold">{text('form.nutrition')}</legend>
        <TextField
          label={text('form.nutritionPer')}
          value={draft.nutritionPer}
          onChange={(e) => set({ nutritionPer: e.target.value })}
          error={error('nutritionalInfo.per')}
        />
        {NUTRIENT_KEYS.map((key) => (
          <TextField
            key={key}
            label={text(`form.nutrient_${key}`)}
            inputMode="decimal"
            value={draft.nutrients[key]}
            onChange={(e) => set({ nutrients: { ...draft.nutrients, [key]: e.target.value } })}
            error={error(`nutritionalInfo.${key}`)}
          />
        ))}
      </fieldset>

      <PacksEditor
        packs={draft.packs}
        onChange={(packs) => set({ packs })}
        errors={errors}
        isNew={!product}
      />

      {/* Images: the lead places ProductImagesEditor (features/admin/media) here through `imagesSlot`. */}
      {imagesSlot ?? null}

      {formError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      ) : null}
      {saved ? <p role="status">{text('form.saved')}</p> : null}
      <Button type="submit" disabled={save.isPending}>
        {text('form.save')}
      </Button>
    </form>
  );
}

const languageHasErrorIn = (fields: Record<string, string>) => (lang: Language3) =>
  Object.keys(fields).some((key) => key.startsWith(`texts.${lang}.`));

/** A list field's message: the field's own, or its first item's (`benefits.2`). */
function firstError(errors: Record<string, string>, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
}
