// The company-credit pages (account spec section 2): /customer/credit/ (summary and transactions paged 10 from
// page 1), /customer/credit/info (the credit fields and the application) and /customer/credit/apply (the
// application form). They render the company-credit and transactions charts and send them events.
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { applyForCredit, fetchCreditTransactions } from '../../api/account/credit-calls';
import { amountOf, creditApplicationFormMachine, taxIdDigitsOf } from '../../machines/credit-application-form';
import { creditTransactionsMachine } from '../../machines/credit-transactions.machine';
import type { CreditApplication, CreditInfo, CreditTransaction } from '../../domain/credit-types';
import { formatMoney } from '../../i18n/money';
import { Shimmer } from '../common/shimmer';
import { AccountForm, FormTextField, SubmitButton, SubmitError, useAccountForm } from '../common/form-parts';
import { accountText } from '../account/messages';
import { PageHeading } from '../account/page-heading';
import { useShellDeps } from '../providers/shell-deps';
import { useCompanyCredit, type CompanyCreditActor } from './credit-runtime';
import { creditText, creditValueText } from './messages';
import '../account/account.css';
import './credit.css';
import { formatDate } from '../../i18n/numbers';
import { inspected } from '../providers/inspection';

const money = (intl: IntlShape, amount: number, currency = 'THB') => formatMoney(amount, currency, intl.locale);

function dateText(value: string, locale: string): string {
  // The server sends UTC "YYYY-MM-DD HH:MM:SS"; shown in Bangkok time, Buddhist era in the Thai view.
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

const STATUS_TEXT = { pending: creditText.statusPending, approved: creditText.statusApproved, rejected: creditText.statusRejected } as const;
const TYPE_TEXT: Record<string, (typeof creditText)[keyof typeof creditText]> = {
  allocated: creditText.typeAllocated,
  purchased: creditText.typePurchased,
  refunded: creditText.typeRefunded,
  adjusted: creditText.typeAdjusted,
};

function useCreditState(credit: CompanyCreditActor | null) {
  return useSelector(credit ?? undefined, (s) => ({
    loading: s?.matches('loading') || s?.matches('signedOut') || !s,
    failed: s?.matches('failed') ?? false,
    info: s?.context.overview?.info ?? null,
    application: s?.context.overview?.application ?? null,
  }));
}

function CreditLoadStates({ credit, loading, failed }: { credit: CompanyCreditActor | null; loading: boolean; failed: boolean }) {
  const intl = useIntl();
  if (failed) {
    return (
      <div role="alert" className="listing-error">
        <p>{intl.formatMessage(creditText.failed)}</p>
        <Button className="button" onPress={() => credit?.send({ type: 'credit.retry' })}>
          {intl.formatMessage(creditText.retry)}
        </Button>
      </div>
    );
  }
  return loading ? <Shimmer lines={4} label={intl.formatMessage(creditText.loading)} /> : null;
}

function CreditSummary({ info }: { info: CreditInfo }) {
  const intl = useIntl();
  const rows = [
    [creditText.balance, info.balance],
    [creditText.issuedCredit, info.issuedCredit],
    [creditText.bePaid, info.bePaid],
  ] as const;
  return (
    <dl className="credit-summary">
      {rows.map(([label, value]) => (
        <div key={label.id}>
          <dt>{intl.formatMessage(label)}</dt>
          <dd>{money(intl, value, info.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ApplicationStatus({ application }: { application: CreditApplication }) {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(creditText.applicationStatus)}: <span className="credit-status">{intl.formatMessage(STATUS_TEXT[application.status])}</span>
      {' — '}
      {intl.formatMessage(creditValueText.applicationSummary, {
        company: application.companyName,
        limit: money(intl, application.requestedLimit),
        date: dateText(application.createdAt, intl.locale),
      })}
    </p>
  );
}

function NoCredit({ application }: { application: CreditApplication | null }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(creditText.noCredit)}</p>
      {application ? <ApplicationStatus application={application} /> : null}
      {application?.status !== 'pending' ? <Link to="/customer/credit/apply">{intl.formatMessage(creditText.applyLink)}</Link> : null}
    </>
  );
}

function TransactionRow({ item }: { item: CreditTransaction }) {
  const intl = useIntl();
  const type = TYPE_TEXT[item.type];
  return (
    <tr>
      <td>{dateText(item.datetime, intl.locale)}</td>
      <td>{type ? intl.formatMessage(type) : item.type}</td>
      <td>{item.order ?? '—'}</td>
      <td className={item.amount < 0 ? 'credit-amount--minus' : undefined}>{money(intl, item.amount, item.currency)}</td>
      <td>{money(intl, item.balance, item.currency)}</td>
    </tr>
  );
}

function Transactions() {
  const intl = useIntl();
  const { client } = useShellDeps();
  const actor = useActorRef(
    creditTransactionsMachine.provide({ actors: { loadPage: fromPromise(({ input }) => fetchCreditTransactions(client, input.page, input.pageSize)) } }), inspected(),
  );
  const state = useSelector(actor, (s) => ({
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    empty: s.matches('empty'),
    data: s.context.data,
    page: s.context.page,
    canNext: s.can({ type: 'page.next' }),
    canPrevious: s.can({ type: 'page.previous' }),
  }));
  return (
    <section aria-labelledby="credit-transactions-title">
      <h2 id="credit-transactions-title">{intl.formatMessage(creditText.transactionsTitle)}</h2>
      {state.failed ? (
        <div role="alert" className="listing-error">
          <p>{intl.formatMessage(creditText.failed)}</p>
          <Button className="button" onPress={() => actor.send({ type: 'retry' })}>
            {intl.formatMessage(creditText.retry)}
          </Button>
        </div>
      ) : null}
      {state.empty ? <p>{intl.formatMessage(creditText.noTransactions)}</p> : null}
      {state.loading && !state.data ? <Shimmer lines={5} label={intl.formatMessage(creditText.loading)} /> : null}
      {state.data && !state.empty ? (
        <>
          <table className="account-table" aria-busy={state.loading}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(creditText.date)}</th>
                <th scope="col">{intl.formatMessage(creditText.type)}</th>
                <th scope="col">{intl.formatMessage(creditText.order)}</th>
                <th scope="col">{intl.formatMessage(creditText.amount)}</th>
                <th scope="col">{intl.formatMessage(creditText.balanceAfter)}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.items.map((item) => (
                <TransactionRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
          {state.data.totalPages > 1 ? (
            <nav className="credit-pages" aria-label={intl.formatMessage(creditText.pagination)}>
              <Button className="button" isDisabled={!state.canPrevious} onPress={() => actor.send({ type: 'page.previous' })}>
                {intl.formatMessage(creditText.previousPage)}
              </Button>
              <span aria-live="polite">{intl.formatMessage(creditValueText.pageOf, { page: state.page, total: state.data.totalPages })}</span>
              <Button className="button" isDisabled={!state.canNext} onPress={() => actor.send({ type: 'page.next' })}>
                {intl.formatMessage(creditText.nextPage)}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export function CreditOverviewPage() {
  const intl = useIntl();
  const credit = useCompanyCredit();
  const { loading, failed, info, application } = useCreditState(credit);
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(creditText.title)}</PageHeading>
      {info ? (
        <>
          <CreditSummary info={info} />
          <div className="credit-links">
            <Link to="/customer/credit/info">{intl.formatMessage(creditText.infoLink)}</Link>
          </div>
          <Transactions />
        </>
      ) : loading || failed ? (
        <CreditLoadStates credit={credit} loading={loading} failed={failed} />
      ) : (
        <NoCredit application={application} />
      )}
    </div>
  );
}

export function CreditInfoPage() {
  const intl = useIntl();
  const credit = useCompanyCredit();
  const { loading, failed, info, application } = useCreditState(credit);
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(creditText.infoTitle)}</PageHeading>
      {info ? (
        <>
          <dl className="credit-summary">
            {(
              [
                [creditText.balance, money(intl, info.balance, info.currency)],
                [creditText.bePaid, money(intl, info.bePaid, info.currency)],
                [creditText.creditBalance, money(intl, info.creditBalance, info.currency)],
                [creditText.issuedCredit, money(intl, info.issuedCredit, info.currency)],
                [creditText.currency, info.currency],
              ] as const
            ).map(([label, value]) => (
              <div key={label.id}>
                <dt>{intl.formatMessage(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {application ? <ApplicationStatus application={application} /> : null}
          <Link to="/customer/credit/">{intl.formatMessage(creditText.overviewLink)}</Link>
        </>
      ) : loading || failed ? (
        <CreditLoadStates credit={credit} loading={loading} failed={failed} />
      ) : (
        <NoCredit application={application} />
      )}
    </div>
  );
}

function ApplicationForm({ credit }: { credit: CompanyCreditActor | null }) {
  const intl = useIntl();
  const { client } = useShellDeps();
  const form = useAccountForm(
    creditApplicationFormMachine,
    { companyName: '', taxId: '', telephone: '', requestedLimit: '', comment: '' },
    (values) =>
      applyForCredit(client, {
        companyName: String(values.companyName),
        taxId: taxIdDigitsOf(String(values.taxId)),
        telephone: String(values.telephone),
        requestedLimit: amountOf(String(values.requestedLimit)),
        comment: String(values.comment ?? ''),
      }),
    () => credit?.send({ type: 'credit.refresh' }),
  );
  return (
    <AccountForm form={form} label={intl.formatMessage(creditText.applyTitle)}>
      <SubmitError form={form} />
      <FormTextField form={form} name="companyName" autoComplete="organization" label={creditText.companyName} />
      <FormTextField form={form} name="taxId" inputMode="numeric" label={creditText.taxId} filter={(v) => v.replace(/[^\d\s-]/g, '')} />
      <FormTextField form={form} name="telephone" type="tel" inputMode="tel" autoComplete="tel" label={creditText.telephone} filter={(v) => v.replace(/\D/g, '')} />
      <FormTextField form={form} name="requestedLimit" inputMode="numeric" label={creditText.requestedLimit} filter={(v) => v.replace(/[^\d.,]/g, '')} />
      <FormTextField form={form} name="comment" isRequired={false} label={creditText.comment} />
      <SubmitButton form={form} label={creditText.submitApplication} busyLabel={accountText.sending} />
    </AccountForm>
  );
}

export function CreditApplyPage() {
  const intl = useIntl();
  const credit = useCompanyCredit();
  const { loading, failed, info, application } = useCreditState(credit);
  let body;
  if (info) {
    body = (
      <>
        <p role="status">{intl.formatMessage(creditText.alreadyApproved)}</p>
        <Link to="/customer/credit/">{intl.formatMessage(creditText.overviewLink)}</Link>
      </>
    );
  } else if (application?.status === 'pending') {
    body = (
      <>
        <p role="status">{intl.formatMessage(creditText.applicationSent)}</p>
        <ApplicationStatus application={application} />
        <p>{intl.formatMessage(creditText.pendingNote)}</p>
      </>
    );
  } else if (loading || failed) {
    body = <CreditLoadStates credit={credit} loading={loading} failed={failed} />;
  } else {
    body = (
      <>
        <p>{intl.formatMessage(creditText.applyIntro)}</p>
        {application?.status === 'rejected' ? <p>{intl.formatMessage(creditText.rejectedNote)}</p> : null}
        <ApplicationForm credit={credit} />
      </>
    );
  }
  return (
    <div className="account-page">
      <PageHeading>{intl.formatMessage(creditText.applyTitle)}</PageHeading>
      {body}
    </div>
  );
}
