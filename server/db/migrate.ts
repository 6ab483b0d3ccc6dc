import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './types';
import * as catalog from './migrations/0001-catalog';
import * as cart from './migrations/0002-cart';
import * as catalogIndexes from './migrations/0003-catalog-indexes';
import * as searchWordRanking from './migrations/0004-search-word-ranking';
import * as contact from './migrations/0005-contact';
import * as catalogWriteVersion from './migrations/0006-catalog-write-version';
import * as mailOutbox from './migrations/0010-mail-outbox';
import * as orders from './migrations/0011-orders';
import * as repaymentCarts from './migrations/0012-repayment-carts';
import * as orderAccessSecret from './migrations/0013-order-access-secret';
import * as payments from './migrations/0020-payments';
import * as paymentPendingUnique from './migrations/0021-payment-pending-unique';
import * as customerAccounts from './migrations/0030-customer-accounts';
import * as socialLogin from './migrations/0031-social-login';
import * as socialPendingIdentity from './migrations/0032-social-pending-identity';
import * as newsletterSubscribers from './migrations/0040-newsletter-subscribers';
import * as popupWidgets from './migrations/0041-popup-widgets';
import * as graphqlIdempotency from './migrations/0050-graphql-idempotency';
import * as searchRankingSignals from './migrations/0060-search-ranking-signals';
import * as wishlistGroups from './migrations/0070-wishlist-groups';
import * as companyCredit from './migrations/0080-company-credit';
import * as privacy from './migrations/0090-privacy';
import * as privacyDefaults from './migrations/0091-privacy-defaults';
import * as pushNotifications from './migrations/0100-push-notifications';
import * as submissionConsents from './migrations/0105-submission-consents';
import * as productFacetKeys from './migrations/0110-product-facet-keys';
import * as productFacetPrice from './migrations/0111-product-facet-price';
import * as searchSummaries from './migrations/0120-search-summaries';
import * as searchResults from './migrations/0121-search-results';
import * as searchWordStatistics from './migrations/0122-search-word-statistics';
import * as sharedState from './migrations/0130-shared-state';
import * as workLeases from './migrations/0131-work-leases';
import * as dataVersionScopes from './migrations/0132-data-version-scopes';
import * as customerNotices from './migrations/0140-customer-notices';

/**
 * Migrations are listed here rather than read from the folder, so they work the same under tsx, in
 * bundles and in tests. The same list runs on the embedded database and on PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-cart': cart,
  '0003-catalog-indexes': catalogIndexes,
  '0004-search-word-ranking': searchWordRanking,
  '0005-contact': contact,
  '0006-catalog-write-version': catalogWriteVersion,
  '0010-mail-outbox': mailOutbox,
  '0011-orders': orders,
  '0012-repayment-carts': repaymentCarts,
  '0013-order-access-secret': orderAccessSecret,
  '0020-payments': payments,
  '0021-payment-pending-unique': paymentPendingUnique,
  '0030-customer-accounts': customerAccounts,
  '0031-social-login': socialLogin,
  '0032-social-pending-identity': socialPendingIdentity,
  '0040-newsletter-subscribers': newsletterSubscribers,
  '0041-popup-widgets': popupWidgets,
  '0050-graphql-idempotency': graphqlIdempotency,
  '0060-search-ranking-signals': searchRankingSignals,
  '0070-wishlist-groups': wishlistGroups,
  '0080-company-credit': companyCredit,
  '0090-privacy': privacy,
  '0091-privacy-defaults': privacyDefaults,
  '0100-push-notifications': pushNotifications,
  '0105-submission-consents': submissionConsents,
  '0110-product-facet-keys': productFacetKeys,
  '0111-product-facet-price': productFacetPrice,
  '0120-search-summaries': searchSummaries,
  '0121-search-results': searchResults,
  '0122-search-word-statistics': searchWordStatistics,
  '0130-shared-state': sharedState,
  '0131-work-leases': workLeases,
  '0132-data-version-scopes': dataVersionScopes,
  '0140-customer-notices': customerNotices,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * True when every listed migration is recorded as applied. One query, where Kysely's migrator takes its
 * lock tables and several round trips (about a second on the embedded database): a restart stays quick.
 */
async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  try {
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const names = new Set(applied.rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => names.has(name));
  } catch {
    return false; // no migration table yet: a new database
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await isUpToDate(db)) return [];
  // Modules number their migrations in ranges of their own (0010 checkout, 0020 payments, 0030 accounts), so a
  // database may have applied a later range before an earlier one lands: order by name, but allow the gap.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
