import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format.js';
import { Button } from '../../shared/ui/button.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { useAdminProducts } from './admin-api.js';
import { AdminLayout } from './admin-layout.js';

const PAGE_SIZE = 50;

export function AdminProductsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const products = useAdminProducts(page, PAGE_SIZE);
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;
  return (
    <AdminLayout title={t('pages.adminProducts')}>
      <p className="mb-3 text-sm text-stone-500">{t('admin.products.editingSoon')}</p>
      {products.isPending ? <Spinner label={t('app.loading')} /> : null}
      {products.isError ? <p role="alert">{products.error.message}</p> : null}
      {products.data ? (
        <div className="overflow-x-auto rounded-2xl bg-white dark:bg-stone-900">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-stone-500">
              <tr>
                <th scope="col" className="p-2">
                  {t('admin.products.name')}
                </th>
                <th scope="col" className="p-2">
                  {t('admin.products.category')}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t('admin.products.price')}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t('admin.products.stock')}
                </th>
                <th scope="col" className="p-2">
                  {t('admin.products.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.data.items.map((product) => (
                <tr key={product.id} className="border-t border-stone-200 dark:border-stone-800">
                  <td className="p-2">
                    <span className="font-medium">{product.name}</span>
                    <span className="block text-xs text-stone-500">{format.packSize(product.unit)}</span>
                  </td>
                  <td className="p-2">{product.category.name}</td>
                  <td className="p-2 text-right">{format.rupees(product.pricePaise)}</td>
                  <td className="p-2 text-right">{product.stockQuantity}</td>
                  <td className="p-2">
                    {product.isActive ? t('admin.products.active') : t('admin.products.inactive')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav
        className="mt-4 flex items-center justify-between"
        aria-label={t('catalogue.pageOf', { page, pages })}
      >
        <Button
          variant="secondary"
          disabled={page <= 1}
          onClick={() => setParams({ page: String(page - 1) })}
        >
          {t('catalogue.previous')}
        </Button>
        <span className="text-sm">{t('catalogue.pageOf', { page, pages })}</span>
        <Button
          variant="secondary"
          disabled={page >= pages}
          onClick={() => setParams({ page: String(page + 1) })}
        >
          {t('catalogue.next')}
        </Button>
      </nav>
    </AdminLayout>
  );
}
