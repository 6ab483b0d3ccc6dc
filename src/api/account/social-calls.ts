// Social login settings and buttons (Amasty social login: amSocialLoginButtonConfig, the store's settings) and the
// linked accounts. Social login is enabled only when the enabled flag is a non-zero number and there are buttons.
import {
  AmSocialLoginAccountDataDocument,
  AmSocialLoginButtonConfigDocument,
  AmSocialLoginCompleteAccountDocument,
  AmSocialLoginLinkAccountDocument,
  AmSocialLoginUnlinkAccountDocument,
  GetSocialLoginSettingsDocument,
} from '../../gql/generated/graphql';
import type { ConsentAnswer } from '../../domain/consent-answers';
import type { SignInResult } from '../../domain/account-types';
import type { GraphQLClient } from '../graphql-client';

export interface SocialButton {
  type: string;
  label: string;
  url: string;
}

export interface SocialLoginSetup {
  enabled: boolean;
  /** 0 round, 1 rectangle, 2 square. */
  buttonShape: number;
  buttons: SocialButton[];
}

export interface LinkedSocialAccount {
  type: string;
  name: string;
}

export async function fetchSocialLoginSetup(client: GraphQLClient): Promise<SocialLoginSetup> {
  const [settings, config] = await Promise.all([
    client.request(GetSocialLoginSettingsDocument, {}),
    client.request(AmSocialLoginButtonConfigDocument, {}),
  ]);
  const buttons = (config.amSocialLoginButtonConfig ?? [])
    .filter((button): button is NonNullable<typeof button> => !!button?.type && !!button.url)
    .map((button) => ({ type: button.type ?? '', label: button.label ?? button.type ?? '', url: button.url ?? '' }));
  const flag = Number(settings.storeConfig?.amsociallogin_general_enabled ?? 0);
  return { enabled: Number.isFinite(flag) && flag !== 0 && buttons.length > 0, buttonShape: settings.storeConfig?.amsociallogin_general_button_shape ?? 0, buttons };
}

export async function fetchLinkedAccounts(client: GraphQLClient): Promise<LinkedSocialAccount[]> {
  const { amSocialLoginAccountData } = await client.request(AmSocialLoginAccountDataDocument, {});
  return (amSocialLoginAccountData ?? []).filter((a): a is NonNullable<typeof a> => !!a).map((a) => ({ type: a.type ?? '', name: a.name ?? '' }));
}

export async function unlinkAccount(client: GraphQLClient, type: string): Promise<void> {
  const { amSocialLoginUnlinkAccount } = await client.request(AmSocialLoginUnlinkAccountDocument, { type });
  if (!amSocialLoginUnlinkAccount?.isSuccess) throw new Error(amSocialLoginUnlinkAccount?.message ?? 'The account could not be unlinked.');
}

export async function linkAccount(client: GraphQLClient, type: string): Promise<string | null> {
  const { amSocialLoginLinkAccount } = await client.request(AmSocialLoginLinkAccountDocument, { type });
  if (!amSocialLoginLinkAccount?.isSuccess) throw new Error(amSocialLoginLinkAccount?.message ?? 'The account could not be linked.');
  return amSocialLoginLinkAccount.message ?? null;
}

/**
 * The update step: the account for a new social identity (no email shared, or registration consents to answer),
 * with the registration consents' answers, signed in at once.
 */
export async function completeSocialAccount(
  client: GraphQLClient,
  input: { ticket: string; firstname: string; lastname: string; email: string; consents: ConsentAnswer[] },
): Promise<SignInResult> {
  const { amSocialLoginCompleteAccount: result } = await client.request(AmSocialLoginCompleteAccountDocument, {
    input: { ticket: input.ticket, firstname: input.firstname.trim(), lastname: input.lastname.trim(), email: input.email.trim(), amgdpr_consents: input.consents },
  });
  if (!result?.token) throw new Error('This social sign-in has expired. Please sign in again.');
  return { token: result.token, ttlSeconds: result.customer_expiration ?? null, enableGtm: result.enable_gtm ?? null, enableGtmGa4: result.enable_gtm_ga4 ?? null };
}
