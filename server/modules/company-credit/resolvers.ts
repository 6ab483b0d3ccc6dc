import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { GraphQlAlreadyExistsException, GraphQlInputException } from '../../graphql/errors';
import { msg } from '../../i18n/message';
import { requireCustomerId } from '../customers/current-customer';
import { PENDING_APPLICATION_MESSAGE, readApplicationInput } from './credit-application';
import { findCreditAccount } from './credit-ledger';
import { applicationOutput, creditInfoOutput, transactionOutput } from './credit-output';
import { applyForCredit, latestApplication, TRANSACTIONS_PAGE_SIZE, transactionsPage } from './credit-service';

/**
 * Company credit for the signed-in customer only: every field reads the bearer token's customer, so there is
 * no argument through which one customer could name another's credit. A guest gets graphql-authorization.
 */
export const resolvers: Resolvers = {
  Query: {
    async getAmastyCompanyCreditInfo(_parent, _args, ctx) {
      const account = await findCreditAccount(ctx.db, await requireCustomerId(ctx));
      return account ? creditInfoOutput(account) : null;
    },
    async getAmastyCompanyTransaction(_parent, args, ctx) {
      const customerId = await requireCustomerId(ctx);
      const pageSize = args.page_size ?? TRANSACTIONS_PAGE_SIZE;
      const currentPage = args.current_page ?? 1;
      if (!Number.isInteger(pageSize) || pageSize < 1) throw new GraphQlInputException(msg('pageSize value must be greater than 0.'));
      if (pageSize > 100) throw new GraphQlInputException(msg('pageSize value must be at most {max}.', { max: '100' }));
      if (!Number.isInteger(currentPage) || currentPage < 1) throw new GraphQlInputException(msg('currentPage value must be greater than 0.'));
      const account = await findCreditAccount(ctx.db, customerId);
      if (!account) return null;
      const { rows, totalCount } = await transactionsPage(ctx.db, account, pageSize, currentPage);
      return {
        items: rows.map((row) => transactionOutput(row, account)),
        total_count: totalCount,
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.max(1, Math.ceil(totalCount / pageSize)) },
      };
    },
    async getAmastyCompanyCreditApplication(_parent, _args, ctx) {
      const application = await latestApplication(ctx.db, await requireCustomerId(ctx));
      return application ? applicationOutput(application) : null;
    },
  },
  Mutation: {
    async applyAmastyCompanyCredit(_parent, { input }, ctx) {
      const customerId = await requireCustomerId(ctx);
      const draft = readApplicationInput(input);
      const result = await applyForCredit(ctx.db, customerId, draft);
      if (!result.ok) {
        throw new GraphQlAlreadyExistsException(result.reason === 'pending' ? PENDING_APPLICATION_MESSAGE : msg('Your company credit is already approved.'));
      }
      return applicationOutput(result.application);
    },
  },
};
