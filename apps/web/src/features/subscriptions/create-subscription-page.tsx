import { useQueryClient } from '@tanstack/react-query';
import { addIstDays, errorMessage, isErrorCode, isIstDate, type ProductDetail, toIstDate } from '@tokri/core';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../i18n/use-language.js';
import { useTranslation } from '../../i18n/use-translation.js';
import { ApiError } from '../../shared/api/api-error.js';
import { mediaUrl } from '../../shared/api/api-origin.js';
import { useFormat } from '../../shared/format/use-format.js';
import { useAuth } from '../../shared/session/use-auth.js';
import { Button } from '../../shared/ui/button.js';
import { linkButtonClass } from '../../shared/ui/link-button-class.js';
import { Page } from '../../shared/ui/page.js';
import { QueryError } from '../../shared/ui/query-error.js';
import { Spinner } from '../../shared/ui/spinner.js';
import { toast } from '../../shared/ui/toast.js';
import { useSavedAddresses } from '../addresses/index.js';
import { useWallet } from '../wallet/index.js';
import { useProductToSubscribe } from './api/catalog-reads.js';
import {
  createSubscription,
  processImmediateSubscription,
  subscriptionsKeys,
} from './api/subscriptions-api.js';
import { AddressChoice, PaymentChoice } from './components/delivery-choices.js';
import { PackChoice } from './components/pack-choice.js';
import { PlanFields } from './components/plan-fields.js';
import { PriceSummary } from './components/price-summary.js';
import { ProductSearch } from './components/product-search.js';
import { WalletCover } from './components/wallet-cover.js';
import { useSubscriptionText } from './i18n/texts.js';
import {
  type CreateField,
  type CreateProblem,
  emptyCreateDraft,
  priceSummary,
  toCreateRequest,
  validateCreateDraft,
} from './utils/create-form.js';
import { newPlanShortfall } from './utils/wallet-cover.js';

/** §8: the success toast stays 5 s. */
export const CREATED_TOAST_MS = 5000;

const CREATE_FIELDS: readonly CreateField[] = [
  'productId',
  'deliveryDays',
  'startDate',
  'endDate',
  'addressId',
];

/** §5: a visitor is told, in the spec's words, that creating a plan needs a signed-in user. */
function VisitorMessage() {
  const { t } = useTranslation();
  const text = useSubscriptionText();
  const language = useLanguage();
  return (
    <Page title={t('pages.createSubscription')}>
      <div
        role="alert"
        data-testid="subscription-visitor"
        className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
      >
        <p className="font-semibold">{errorMessage('SUBSCRIPTION_AUTH_REQUIRED', language)}</p>
        <Link to="/auth" className={linkButtonClass.primary}>
          <LogIn aria-hidden="true" className="size-4" />
          {text('create.signIn')}
        </Link>
      </div>
    </Page>
  );
}

function ProductHeader({ product, onChange }: { product: ProductDetail; onChange: () => void }) {
  const text = useSubscriptionText();
  return (
    <div className="flex items-center gap-3" data-testid="chosen-product">
      {product.imageUrl ? (
        <img src={mediaUrl(product.imageUrl)} alt="" className="size-14 rounded-xl object-cover" />
      ) : null}
      <p className="min-w-0 flex-1 font-semibold">{product.name}</p>
      <Button variant="secondary" className="shrink-0 px-3 text-sm" onClick={onChange}>
        {text('create.change')}
      </Button>
    </div>
  );
}

/** The form itself, for a loaded product (or none yet: then it starts with a search). */
export function CreateSubscriptionForm({ product }: { product: ProductDetail | null }) {
  const { t } = useTranslation();
  const text = useSubscriptionText();
  const language = useLanguage();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addresses = useSavedAddresses();
  const [today] = useState(() => toIstDate(new Date()));
  const [draft, setDraft] = useState(() => emptyCreateDraft(today, product?.id ?? null));
  const [packIndex, setPackIndex] = useState(0);
  const [problems, setProblems] = useState<Partial<Record<CreateField, CreateProblem>>>({});
  const [saving, setSaving] = useState(false);
  const [visitor, setVisitor] = useState(false);

  const saved = addresses.data ?? [];
  const fallbackAddress = saved.find((address) => address.isDefault) ?? saved[0];
  const pack = product?.packs[packIndex];
  const current = {
    ...draft,
    variantId: pack?.id ?? null,
    addressId: draft.addressId ?? fallbackAddress?.id ?? null,
  };
  const unitPricePaise = pack?.finalPricePaise ?? product?.finalPricePaise ?? 0;
  const summary = priceSummary(current, unitPricePaise, today);
  // Issue 32 item 7: a wallet plan shows the balance, and what its first delivery lacks (the server's figures).
  const paysByWallet = current.paymentMethod === 'wallet';
  const wallet = useWallet({ enabled: paysByWallet });
  const walletFigures = paysByWallet ? wallet.data?.pages[0] : undefined;
  const firstIsTomorrow = !isIstDate(current.startDate) || current.startDate <= addIstDays(today, 1);
  const shortPaise = walletFigures
    ? newPlanShortfall(walletFigures, summary.perDeliveryPaise, firstIsTomorrow)
    : 0;

  const problemText = (problem: CreateProblem | undefined) => {
    if (!problem) return undefined;
    if (problem === 'product') return text('create.errors.product');
    if (problem === 'address') return text('create.errors.address');
    return errorMessage(problem, language);
  };

  const submit = async () => {
    const found = validateCreateDraft(current, today);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const plan = await createSubscription(toCreateRequest(current));
      if (shortPaise > 0)
        toast.warning(text('create.createdShort', { amount: format.rupees(shortPaise) }), {
          duration: CREATED_TOAST_MS,
        });
      else toast.success(text('create.created'), { duration: CREATED_TOAST_MS });
      // §8: a same-day order failing is logged, never shown; otherwise the first order is made at midnight.
      processImmediateSubscription(plan.id).catch((error: unknown) =>
        console.warn('process-immediate-subscription failed', error),
      );
      void queryClient.invalidateQueries({ queryKey: subscriptionsKeys.all });
      void navigate('/subscriptions');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SUBSCRIPTION_AUTH_REQUIRED') return setVisitor(true);
      const fields = error instanceof ApiError ? fieldProblems(error.fields) : {};
      if (Object.keys(fields).length > 0) setProblems(fields);
      toast.error(text('create.failed'), {
        ...(error instanceof ApiError && error.status !== 0 && error.status < 500
          ? { description: error.message }
          : {}),
      });
    } finally {
      setSaving(false);
    }
  };

  if (visitor) return <VisitorMessage />;

  return (
    <Page title={t('pages.createSubscription')}>
      <form
        noValidate
        className="space-y-5"
        data-testid="create-subscription-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section
          aria-labelledby="create-product"
          className="space-y-3 rounded-2xl bg-white p-4 dark:bg-stone-900"
        >
          <h2 id="create-product" className="font-semibold">
            {text('create.product')}
          </h2>
          {product ? (
            <>
              <ProductHeader product={product} onChange={() => void navigate('/create-subscription')} />
              {product.packs.length > 1 ? (
                <PackChoice packs={product.packs} selected={packIndex} onSelect={setPackIndex} />
              ) : pack ? (
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {format.packSize(pack.unit)} · {format.rupees(pack.finalPricePaise)}
                </p>
              ) : null}
            </>
          ) : (
            <ProductSearch
              error={problemText(problems.productId)}
              onChoose={(id) => void navigate(`/create-subscription/${encodeURIComponent(id)}`)}
            />
          )}
        </section>
        <section className="space-y-4 rounded-2xl bg-white p-4 dark:bg-stone-900">
          <PlanFields
            draft={current}
            today={today}
            problems={problems}
            problemText={problemText}
            onChange={setDraft}
          />
        </section>
        <section className="space-y-4 rounded-2xl bg-white p-4 dark:bg-stone-900">
          {addresses.isPending ? (
            <Spinner label={t('app.loading')} />
          ) : addresses.isError ? (
            <QueryError
              message={addresses.error.message}
              retryLabel={text('list.retry')}
              onRetry={() => void addresses.refetch()}
            />
          ) : (
            <AddressChoice
              addresses={saved}
              value={current.addressId}
              error={problemText(problems.addressId)}
              onChange={(addressId) => setDraft({ ...current, addressId })}
            />
          )}
          <PaymentChoice
            value={current.paymentMethod}
            onChange={(paymentMethod) => setDraft({ ...current, paymentMethod })}
          />
          {walletFigures && product ? (
            <WalletCover balancePaise={walletFigures.balancePaise} shortPaise={shortPaise} />
          ) : null}
        </section>
        {product ? <PriceSummary {...summary} /> : null}
        <Button type="submit" className="w-full" disabled={saving}>
          {saving ? text('create.submitting') : text('create.submit')}
        </Button>
      </form>
    </Page>
  );
}

/** The server's field errors (core codes) on the form's fields. */
function fieldProblems(fields: Record<string, string>): Partial<Record<CreateField, CreateProblem>> {
  const out: Partial<Record<CreateField, CreateProblem>> = {};
  for (const field of CREATE_FIELDS) {
    const code = fields[field];
    if (code && isErrorCode(code)) out[field] = code;
  }
  return out;
}

function ProductLoader({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const text = useSubscriptionText();
  const product = useProductToSubscribe(productId);
  if (product.isPending) return <Spinner label={t('app.loading')} />;
  if (product.isError) {
    return (
      <Page title={t('pages.createSubscription')}>
        <QueryError
          message={text('create.productFailed')}
          detail={product.error.message}
          retryLabel={text('list.retry')}
          onRetry={() => void product.refetch()}
        />
      </Page>
    );
  }
  return <CreateSubscriptionForm key={product.data.id} product={product.data} />;
}

/** /create-subscription and /create-subscription/:productId. */
export function CreateSubscriptionPage() {
  const auth = useAuth();
  const productId = useParams().productId;
  if (auth.status === 'signedOut') return <VisitorMessage />;
  return productId ? <ProductLoader productId={productId} /> : <CreateSubscriptionForm product={null} />;
}
