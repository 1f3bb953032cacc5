import type { AdminCategory } from '@tokri/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.js';
import { Button } from '../../../shared/ui/button.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { CategoryImageEditor } from '../media/category-image-editor.js';
import { useCategories, useReorderCategories, useSaveCategory } from './catalog-api.js';
import { useCatalogText } from './catalog-texts.js';
import { CategoryShelfLife } from './category-shelf-life.js';

type Texts = AdminCategory['texts'];
const LANGUAGES = ['en', 'hi', 'te'] as const;
const EMPTY: Texts = {
  en: { name: '', description: '' },
  hi: { name: '', description: '' },
  te: { name: '', description: '' },
};

/** A category's names and descriptions in en, hi and te, with the server's message next to each field. */
function CategoryEditor({ category, onDone }: { category?: AdminCategory; onDone: () => void }) {
  const text = useCatalogText();
  const [texts, setTexts] = useState<Texts>(category?.texts ?? EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCategory();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ ...(category ? { id: category.id } : {}), input: { texts } });
      toast.success(text('categories.saved'));
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.fields);
      toast.error(text('categories.failed', { message: (caught as Error).message }));
    }
  }
  const set = (language: (typeof LANGUAGES)[number], field: 'name' | 'description', value: string) =>
    setTexts((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      {LANGUAGES.map((language) => (
        <fieldset key={language} className="space-y-2 sm:col-span-2" lang={language}>
          <legend className="text-sm font-semibold">{text(`form.lang_${language}`)}</legend>
          <TextField
            label={`${text('categories.name')} (${text(`form.lang_${language}`)})`}
            value={texts[language].name}
            onChange={(e) => set(language, 'name', e.target.value)}
            error={errors[`texts.${language}.name`]}
          />
          <TextField
            label={`${text('categories.description')} (${text(`form.lang_${language}`)})`}
            value={texts[language].description}
            onChange={(e) => set(language, 'description', e.target.value)}
            error={errors[`texts.${language}.description`]}
          />
        </fieldset>
      ))}
      {category ? (
        <div className="sm:col-span-2">
          <CategoryImageEditor categoryId={category.id} imageUrl={category.imageUrl} />
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {text('categories.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {text('categories.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** /admin/categories: rename in three languages, add, and reorder with up and down buttons (the shop follows). */
export function CategoriesPage() {
  const text = useCatalogText();
  const categories = useCategories();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<string | null>(null);
  const move = (items: AdminCategory[], index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutateAsync(ids).catch((error: Error) => toast.error(error.message));
  };
  return (
    <AdminLayout title={text('categories.title')}>
      {categories.isPending ? <Spinner label={text('categories.title')} /> : null}
      {categories.isError ? <p role="alert">{categories.error.message}</p> : null}
      <div className="mb-4">
        {editing === 'new' ? (
          <CategoryEditor onDone={() => setEditing(null)} />
        ) : (
          <Button onClick={() => setEditing('new')}>{text('categories.add')}</Button>
        )}
      </div>
      {categories.data ? (
        <ol className="space-y-2">
          {categories.data.map((category, index, all) => (
            <li
              key={category.id}
              data-testid="admin-category-row"
              className="rounded-2xl bg-white p-3 dark:bg-stone-900"
            >
              <div className="flex flex-wrap items-center gap-2">
                <div className="min-w-40 flex-1">
                  <p className="font-medium">{category.texts.en.name}</p>
                  <p className="text-xs text-stone-500 dark:text-stone-400">
                    <span lang="hi">{category.texts.hi.name}</span> ·{' '}
                    <span lang="te">{category.texts.te.name}</span> ·{' '}
                    {text('categories.products', { count: category.productCount })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  disabled={index === 0 || reorder.isPending}
                  aria-label={text('categories.moveUp', { name: category.texts.en.name })}
                  onClick={() => move(all, index, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  disabled={index === all.length - 1 || reorder.isPending}
                  aria-label={text('categories.moveDown', { name: category.texts.en.name })}
                  onClick={() => move(all, index, 1)}
                >
                  ↓
                </Button>
                <Button variant="secondary" onClick={() => setEditing(category.id)}>
                  {text('categories.edit')}
                </Button>
              </div>
              {editing === category.id ? (
                <div className="mt-3">
                  <CategoryEditor category={category} onDone={() => setEditing(null)} />
                </div>
              ) : null}
              <CategoryShelfLife category={category} />
            </li>
          ))}
        </ol>
      ) : null}
    </AdminLayout>
  );
}
