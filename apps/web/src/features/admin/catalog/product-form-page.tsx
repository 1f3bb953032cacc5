import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../shared/ui/button.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { toast } from '../../../shared/ui/toast.js';
import { AdminLayout } from '../admin-layout.js';
import { ProductImagesEditor } from '../media/product-images-editor.js';
import { useCategories, useDeleteProduct, useProduct } from './catalog-api.js';
import { useCatalogText } from './catalog-texts.js';
import { ProductForm } from './product-form.js';
import { ReceiveLotForm } from './receive-lot-form.js';
import { StockDialog, StockHistory } from './stock-dialog.js';

/** A saved product's photos; a new product gets them once it is saved (the page then moves to its own URL). */
const productImages = (productId: string | undefined): ReactNode =>
  productId ? <ProductImagesEditor productId={productId} /> : null;

/** /admin/products/new and /admin/products/:id. */
export function ProductFormPage({
  imagesSlot = productImages,
}: {
  imagesSlot?: (productId: string | undefined) => ReactNode;
}) {
  const text = useCatalogText();
  const id = useParams().id;
  const navigate = useNavigate();
  const product = useProduct(id);
  const categories = useCategories();
  const remove = useDeleteProduct();
  const title = id ? text('form.editTitle') : text('form.newTitle');
  const loading = categories.isPending || (id !== undefined && product.isPending);
  return (
    <AdminLayout title={title}>
      {loading ? <Spinner label={title} /> : null}
      {product.isError || categories.isError ? (
        <p role="alert">{(product.error ?? categories.error)?.message}</p>
      ) : null}
      {!loading && categories.data && (!id || product.data) ? (
        <div className="space-y-6">
          {product.data ? (
            <div className="flex flex-wrap gap-2">
              <StockDialog product={product.data} />
              <Button
                variant="danger"
                onClick={async () => {
                  try {
                    await remove.mutateAsync(product.data.id);
                    toast.success(text('form.deleted'));
                    navigate('/admin/products');
                  } catch (caught) {
                    toast.error((caught as Error).message);
                  }
                }}
              >
                {text('form.delete')}
              </Button>
            </div>
          ) : null}
          <ProductForm
            key={product.data?.updatedAt ?? 'new'}
            product={product.data}
            categories={categories.data}
            imagesSlot={imagesSlot?.(id)}
            onSaved={(saved) => {
              toast.success(text('form.saved'));
              if (!id) navigate(`/admin/products/${saved.id}`, { replace: true });
            }}
          />
          {product.data ? <ReceiveLotForm product={product.data} /> : null}
          {product.data ? <StockHistory productId={product.data.id} /> : null}
        </div>
      ) : null}
    </AdminLayout>
  );
}
