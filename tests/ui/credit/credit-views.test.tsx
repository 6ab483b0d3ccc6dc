import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AccountShell } from '../../../src/ui/account/account-shell';
import { creditRoutes } from '../../../src/ui/credit/credit-routes';
import { CreditFooterPanel, CreditShell } from '../../../src/ui/credit/credit-runtime';
import { englishHandlers, renderShell, type Handler } from '../shell/shell-test-kit';
import { sessionOnFakeServer } from '../account/session-on-fake-server';

// The credit pages on the real shell with a fake GraphQL server: credit is asked for only when signed in, the
// transactions page asks for page 1 with size 10 and then the next page, and the application form sends what was
// typed (tax ID digits only) and then shows the application waiting.

const customer = {
  email: 'buyer@krua-thai.example', firstname: 'Malee', lastname: 'Srisuk', is_subscribed: false, date_of_birth: null, taxvat: null, gender: null,
  customer_type: 'b2b', request_credit_status: null, default_billing: null, default_shipping: null, addresses: [],
};
const info = { balance: 4500, be_paid: 500, credit_balance: 4500, issued_credit: 5000, currency: 'THB' };
const application = (status: string) => ({ id: 3, status, company_name: 'Krua Thai', tax_id: '0105536092641', telephone: '0812345678', requested_limit: 5000, comment: null, created_at: '2026-11-24 07:00:00', decided_at: null });
const transaction = (id: number) => ({ id, user_id: 7, user_type: 'customer', type: 'purchased', credit_id: 1, amount: -100, currency_credit: 'THB', currency_event: 'THB', rate: 1, rate_credit: 1, balance: 4500, datetime: '2026-11-24 07:30:00', order: `00000001${id}` });

async function renderCredit(path: string, signedIn: boolean, overrides: Record<string, Handler>) {
  const handlers = englishHandlers({ getCustomer: () => ({ customer }), ...overrides });
  const { persistence, server, client, session } = sessionOnFakeServer(handlers, signedIn);
  const rendered = await renderShell({
    path,
    locale: 'en-US',
    handlers,
    persistence,
    deps: { client },
    routeOptions: {
      children: creditRoutes(),
      footerExtras: <CreditFooterPanel />,
      layoutWrapper: ({ children }: { children: ReactNode }) => (
        <AccountShell session={session}>
          <CreditShell>{children}</CreditShell>
        </AccountShell>
      ),
    },
  });
  return { ...rendered, calls: server.calls };
}

const creditCalls = (calls: { operationName: string }[]) => calls.filter((c) => c.operationName.includes('Amasty'));

describe('company credit views', () => {
  it('asks for no credit while signed out: the page sends a guest to sign in', async () => {
    const { router, calls } = await renderCredit('/customer/credit/', false, {});
    await waitFor(() => expect(router.location().pathname).toBe('/sign-in'));
    expect(creditCalls(calls)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Company credit' })).toBeNull();
  });

  it('shows the credit and pages the transactions 10 at a time from page 1', async () => {
    const { calls } = await renderCredit('/customer/credit/', true, {
      getAmastyCompanyCreditInfo: () => ({ getAmastyCompanyCreditInfo: info }),
      getAmastyCompanyCreditApplication: () => ({ getAmastyCompanyCreditApplication: application('approved') }),
      getAmastyCompanyTransaction: (variables) => {
        const page = Number(variables.currentPage);
        return { getAmastyCompanyTransaction: { total_count: 12, page_info: { page_size: 10, current_page: page, total_pages: 2 }, items: [transaction(page)] } };
      },
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Company credit' })).toBeInTheDocument();
    expect(await within(main).findByText('฿4,500.00', { selector: 'dd' })).toBeInTheDocument();
    // The footer's panel loads once there is credit to show.
    const panel = await screen.findByRole('region', { name: 'Company credit' });
    expect(within(panel).getByTestId('credit-panel-balance')).toHaveTextContent('฿4,500.00');
    expect(await within(main).findByRole('cell', { name: '000000011' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'getAmastyCompanyTransaction')?.variables).toEqual({ pageSize: 10, currentPage: 1 });
    await userEvent.setup().click(within(main).getByRole('button', { name: 'Next page' }));
    expect(await within(main).findByRole('cell', { name: '000000012' })).toBeInTheDocument();
    expect(within(main).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sends the application and then shows it waiting for review', async () => {
    const sent: Record<string, unknown>[] = [];
    let current: ReturnType<typeof application> | null = null;
    await renderCredit('/customer/credit/apply', true, {
      getAmastyCompanyCreditInfo: () => ({ getAmastyCompanyCreditInfo: null }),
      getAmastyCompanyCreditApplication: () => ({ getAmastyCompanyCreditApplication: current }),
      applyAmastyCompanyCredit: (variables) => {
        sent.push(variables.input as Record<string, unknown>);
        current = application('pending');
        return { applyAmastyCompanyCredit: current };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Apply for company credit' });
    await user.type(within(form).getByRole('textbox', { name: /Company name/ }), 'Krua Thai');
    await user.type(within(form).getByRole('textbox', { name: /Tax identification number/ }), '0-1055-36092-64-1');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '081-234-5678');
    await user.type(within(form).getByRole('textbox', { name: /Credit limit requested/ }), '5,000');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Thank you. Your application was sent and is waiting for review.')).toBeInTheDocument();
    expect(sent).toEqual([{ company_name: 'Krua Thai', tax_id: '0105536092641', telephone: '0812345678', requested_limit: 5000, comment: null }]);
  });
});
