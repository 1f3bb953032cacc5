import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { linkButtonClass } from '../../../shared/ui/link-button-class.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import {
  PAGE_SIZE,
  type ProductFilter,
  useCategories,
  useProductPage,
  useSetArchived,
} from './catalog-api.js';
import { CatalogCsvPanel } from './catalog-csv-panel.js';
import { useCatalogText } from './catalog-texts.js';
import { SelectField } from './form-fields.js';

/** /admin/products: search, filter and page through every product; archive, edit, import and export. */
export function ProductsListPage() {
  const text = useCatalogText();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const filter: ProductFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    q: params.get('q') ?? '',
    categoryId: params.get('category') ?? '',
    active: (params.get('active') as ProductFilter['active']) ?? '',
  };
  const change = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const products = useProductPage(filter);
  const categories = useCategories();
  const archive = useSetArchived();
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;
  return (
    <AdminLayout title={text('products.title')}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Link to="/admin/products/new" className={linkButtonClass.primary}>
          {text('products.add')}
        </Link>
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <TextField
          type="search"
          label={text('products.search')}
          value={filter.q}
          onChange={(e) => change({ q: e.target.value })}
        />
        <SelectField
          label={text('products.category')}
          value={filter.categoryId}
          onChange={(e) => change({ category: e.target.value })}
        >
          <option value="">{text('products.allCategories')}</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.texts.en.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={text('products.state')}
          value={filter.active}
          onChange={(e) => change({ active: e.target.value })}
        >
          <option value="">{text('products.allStates')}</option>
          <option value="true">{text('products.activeOnly')}</option>
          <option value="false">{text('products.archivedOnly')}</option>
        </SelectField>
      </div>
      {products.isPending ? <Spinner label={text('products.title')} /> : null}
      {products.isError ? <p role="alert">{products.error.message}</p> : null}
      {products.data && products.data.items.length === 0 ? <p>{text('products.empty')}</p> : null}
      {products.data && products.data.items.length > 0 ? (
        <ul className="space-y-2">
          {products.data.items.map((product) => (
            <li
              key={product.id}
              data-testid="admin-product-row"
              className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 dark:bg-stone-900"
            >
              <div className="min-w-40 flex-1">
                <p className="font-medium">{product.name}</p>
                <p className="text-xs text-stone-500 dark:text-stone-400">
                  {product.category.name} · {format.packSize(product.unit)} ·{' '}
                  {format.rupees(product.finalPricePaise)} · {text('products.stock')}: {product.stockQuantity}{' '}
                  · {product.isActive ? text('products.active') : text('products.archived')}
                </p>
              </div>
              <Link to={`/admin/products/${product.id}`} className={linkButtonClass.secondary}>
                {text('products.edit')}
              </Link>
              <Button
                variant="secondary"
                onClick={() =>
                  archive
                    .mutateAsync({ id: product.id, archived: product.isActive })
                    .catch((error: Error) => toast.error(error.message))
                }
              >
                {product.isActive ? text('products.archive') : text('products.unarchive')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <nav
        className="my-4 flex items-center justify-between"
        aria-label={text('products.pageOf', { page: filter.page, pages })}
      >
        <Button
          variant="secondary"
          disabled={filter.page <= 1}
          onClick={() => change({ page: String(filter.page - 1) })}
        >
          {text('products.previous')}
        </Button>
        <span className="text-sm">{text('products.pageOf', { page: filter.page, pages })}</span>
        <Button
          variant="secondary"
          disabled={filter.page >= pages}
          onClick={() => change({ page: String(filter.page + 1) })}
        >
          {text('products.next')}
        </Button>
      </nav>
      <CatalogCsvPanel />
    </AdminLayout>
  );
}

/** The Expiring page (issue 15 item 3) rides in this chunk: see the router. */
export { AdminExpiringPage } from '../expiring/expiring-page.js';
