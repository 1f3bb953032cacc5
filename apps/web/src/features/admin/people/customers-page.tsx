import { formatIndianPhone } from '@tokri/core';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../../shared/format/use-format.js';
import { Button } from '../../../shared/ui/button.js';
import { QueryError } from '../../../shared/ui/query-error.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { AdminLayout } from '../admin-layout.js';
import { useCustomers } from './people-api.js';
import { usePeopleText } from './people-texts.js';

const PAGE_SIZE = 25;

/** /admin/customers: search by name, phone (any form, or its last digits) or email; newest first, paged. */
export function CustomersPage() {
  const text = usePeopleText();
  const format = useFormat();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const customers = useCustomers(q, page, PAGE_SIZE);
  const pages = customers.data ? Math.max(1, Math.ceil(customers.data.total / PAGE_SIZE)) : 1;
  const go = (next: { q?: string; page?: number }) => {
    const query = next.q ?? q;
    const nextPage = next.page ?? page;
    setParams({ ...(query ? { q: query } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  };

  return (
    <AdminLayout title={text('customers.title')}>
      <search className="mb-4 block">
        <form onSubmit={search} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <label
              htmlFor={searchId}
              className="block text-sm font-medium text-stone-700 dark:text-stone-300"
            >
              {text('customers.search')}
            </label>
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base dark:border-stone-600 dark:bg-stone-900"
            />
          </div>
          <Button type="submit">{text('customers.searchButton')}</Button>
        </form>
      </search>
      {customers.isPending ? <Spinner label={text('loading')} /> : null}
      {customers.isError ? (
        <QueryError
          message={text('loadFailed')}
          detail={customers.error.message}
          retryLabel={text('retry')}
          onRetry={() => void customers.refetch()}
        />
      ) : null}
      {customers.data && customers.data.customers.length === 0 ? <p>{text('customers.empty')}</p> : null}
      {customers.data && customers.data.customers.length > 0 ? (
        <>
          <ul className="space-y-2" aria-busy={customers.isFetching}>
            {customers.data.customers.map((customer) => {
              const name = customer.fullName || text('customers.unnamed');
              return (
                <li key={customer.id}>
                  <Link
                    // Named by what it shows (name first), not by an aria-label that leaves out the visible
                    // phone and totals (WCAG 2.5.3, axe label-content-name-mismatch).
                    to={`/admin/customers/${customer.id}`}
                    className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-white p-3 hover:bg-stone-50 dark:bg-stone-900 dark:hover:bg-stone-800"
                    data-testid="admin-customer"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{name}</span>
                      <span className="block break-all text-sm text-stone-600 dark:text-stone-400">
                        {[customer.phone && formatIndianPhone(customer.phone), customer.email]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                    <span className="text-sm">
                      {text('customers.orders', { count: customer.orderCount })} ·{' '}
                      {text('customers.spent', { amount: format.rupees(customer.totalSpentPaise) })}
                    </span>
                    {customer.blockedAt ? (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
                        {text('customers.blocked')}
                      </span>
                    ) : null}
                    {customer.isAdmin ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                        {text('customers.admin')}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          <nav
            className="mt-4 flex flex-wrap items-center justify-between gap-2"
            aria-label={text('customers.title')}
          >
            <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              {text('customers.previous')}
            </Button>
            <span className="text-sm">{text('customers.pageOf', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
              {text('customers.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </AdminLayout>
  );
}
