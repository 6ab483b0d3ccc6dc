// My orders (/sales/order/history): the customer's orders, newest first, 10 a page, filtered by status, date range
// and number. The filters live in the query string exactly as the spec writes them (number[filter],
// created_at[filter], state[filter], tracking_order_status[filter], each 'value,title'); a new query string is a
// new page load of the list (the resource remounts by key).
import './account.css';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  dateRangeOf,
  FILTER_KEYS,
  formatOrderFilters,
  pageOf,
  parseOrderFilters,
  type OrderFilters,
} from '../../api/account/order-history-filters';
import { fetchOrderHistory, type OrderHistoryPage } from '../../api/account/orders-api';
import { formatMoney } from '../../i18n/money';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../common/use-resource';
import { accountText, accountValueText } from './messages';
import { PageHeading } from './page-heading';
import { useAccountClient } from './use-account-client';
import { formText } from '../../lib/form-text';
import { orderDayText as dateText } from './order-date';

function OrdersTable({ page }: { page: OrderHistoryPage }) {
  const intl = useIntl();
  if (page.orders.length === 0) return <p>{intl.formatMessage(accountText.noOrders)}</p>;
  return (
    <table className="account-table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(accountText.orderNumber)}</th>
          <th scope="col">{intl.formatMessage(accountText.orderDate)}</th>
          <th scope="col">{intl.formatMessage(accountText.orderTotal)}</th>
          <th scope="col">{intl.formatMessage(accountText.orderStatus)}</th>
          <th scope="col">
            <span className="visually-hidden">{intl.formatMessage(accountText.viewOrder)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {page.orders.map((order) => (
          <tr key={order.number}>
            <td>{order.number}</td>
            <td>{dateText(order.date, intl.locale)}</td>
            <td>{order.total ? formatMoney(order.total.value, order.total.currency, intl.locale) : ''}</td>
            <td>{order.status}</td>
            <td>
              <Link to={`/sales/order/view/order_id/${encodeURIComponent(order.number)}`} aria-label={`${intl.formatMessage(accountText.viewOrder)} ${order.number}`}>
                {intl.formatMessage(accountText.viewOrder)}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FilterForm({ filters, page }: { filters: OrderFilters; page: OrderHistoryPage | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const range = filters.created_at ? dateRangeOf(filters.created_at.value) : { from: '', to: '' };
  const apply = (data: FormData) => {
    const next: OrderFilters = { ...filters };
    const state = formText(data, 'state');
    const label = page?.stateCounts.find((count) => count.state === state)?.label ?? state;
    if (state) next.state = { value: state, title: label };
    else delete next.state;
    const from = formText(data, 'from');
    const to = formText(data, 'to');
    if (from || to) {
      const title =
        from && to
          ? intl.formatMessage(accountValueText.fromTo, { from, to })
          : from
            ? intl.formatMessage(accountValueText.fromOnly, { from })
            : intl.formatMessage(accountValueText.toOnly, { to });
      next.created_at = { value: `${from}_${to}`, title };
    } else delete next.created_at;
    const number = formText(data, 'number').trim();
    if (number) next.number = { value: number, title: number };
    else delete next.number;
    void navigate({ search: formatOrderFilters(next) });
  };
  return (
    <Form
      className="order-filters"
      aria-label={intl.formatMessage(accountText.filters)}
      onSubmit={(event) => {
        event.preventDefault();
        apply(new FormData(event.currentTarget));
      }}
    >
      <div className="field">
        <label htmlFor="order-filter-state">{intl.formatMessage(accountText.filterStatus)}</label>
        <select id="order-filter-state" name="state" defaultValue={filters.state?.value ?? ''}>
          <option value="">{intl.formatMessage(accountText.filterAll)}</option>
          {(page?.stateCounts ?? []).map((count) => (
            <option key={count.state} value={count.state}>
              {count.label} ({count.count})
            </option>
          ))}
        </select>
      </div>
      <TextField className="field" name="from" type="date" defaultValue={range.from}>
        <Label>{intl.formatMessage(accountText.filterFrom)}</Label>
        <Input />
      </TextField>
      <TextField className="field" name="to" type="date" defaultValue={range.to}>
        <Label>{intl.formatMessage(accountText.filterTo)}</Label>
        <Input />
      </TextField>
      <TextField className="field" name="number" defaultValue={filters.number?.value ?? ''}>
        <Label>{intl.formatMessage(accountText.filterNumber)}</Label>
        <Input />
      </TextField>
      <Button type="submit" className="button button--primary">
        {intl.formatMessage(accountText.applyFilters)}
      </Button>
    </Form>
  );
}

function ActiveFilters({ filters }: { filters: OrderFilters }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const active = FILTER_KEYS.filter((key) => filters[key]);
  if (active.length === 0) return null;
  return (
    <ul className="order-filters__active" aria-label={intl.formatMessage(accountText.filters)}>
      {active.map((key) => (
        <li key={key}>
          {filters[key]!.title}{' '}
          <Button
            className="button button--link"
            aria-label={`${intl.formatMessage(accountText.removeFilter)}: ${filters[key]!.title}`}
            onPress={() => {
              const next = { ...filters };
              delete next[key];
              void navigate({ search: formatOrderFilters(next) });
            }}
          >
            ×
          </Button>
        </li>
      ))}
      <li>
        <Button className="button button--link" onPress={() => navigate({ search: '' })}>
          {intl.formatMessage(accountText.clearFilters)}
        </Button>
      </li>
    </ul>
  );
}

function OrderHistoryList({ search }: { search: string }) {
  const intl = useIntl();
  const client = useAccountClient();
  const navigate = useNavigate();
  const filters = parseOrderFilters(search);
  const current = pageOf(search);
  const { status, data, retry } = useResource(() => fetchOrderHistory(client, filters, current));
  const goTo = (page: number) => navigate({ search: formatOrderFilters(filters, page) });
  return (
    <>
      {/* Remounted once the state counts arrive, so the status list shows the chosen state. */}
      <FilterForm key={data ? 'counted' : 'counting'} filters={filters} page={data} />
      <ActiveFilters filters={filters} />
      {status === 'ready' && data ? (
        <>
          <OrdersTable page={data} />
          {data.totalPages > 1 ? (
            <nav className="account-pages" aria-label={intl.formatMessage(accountValueText.pageOf, { page: current, pages: data.totalPages })}>
              <Button className="button" isDisabled={current <= 1} onPress={() => goTo(current - 1)}>
                {intl.formatMessage(accountText.previousPage)}
              </Button>
              <span>{intl.formatMessage(accountValueText.pageOf, { page: current, pages: data.totalPages })}</span>
              <Button className="button" isDisabled={current >= data.totalPages} onPress={() => goTo(current + 1)}>
                {intl.formatMessage(accountText.nextPage)}
              </Button>
            </nav>
          ) : null}
        </>
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </>
  );
}

export function OrderHistoryPage() {
  const intl = useIntl();
  const { search } = useLocation();
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(accountText.orders)}</PageHeading>
      <OrderHistoryList key={search} search={search} />
    </div>
  );
}
