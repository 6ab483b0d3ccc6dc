// Account privacy settings and actions (Amasty GDPR): raw answers reshaped for the privacy-settings machine.
// Errors keep the server's text (in the store view's language), e.g. a wrong password.
import type { GraphQLClient } from '../graphql-client';
import { errorMessage } from '../../domain/api-error';
import {
  AmGetGdprAccountDocument,
  AmGetGdprCustomerPersonalDataDocument,
  AnonymiseAmGdprCustomerDocument,
  RequestAmGdprAccountDeletionDocument,
} from '../../gql/generated/graphql';
import type { PrivacyActionCode, PrivacyActionResult, PrivacySettings } from '../../domain/privacy-types';

const CODES: readonly PrivacyActionCode[] = ['download', 'anonymise', 'delete'];

export async function loadPrivacySettings(client: GraphQLClient): Promise<PrivacySettings> {
  const { amGetGdprAccount: raw } = await client.request(AmGetGdprAccountDocument, {});
  if (!raw) throw new Error('The server sent no privacy settings');
  return {
    title: raw.title,
    actions: raw.settings
      .filter((s): s is typeof s & { actionCode: PrivacyActionCode } => (CODES as readonly string[]).includes(s.actionCode))
      .map((s) => ({ code: s.actionCode, title: s.title, content: s.content ?? null, hasCheckbox: s.hasCheckbox, checkboxText: s.checkboxText ?? null, needPassword: s.needPassword, submitText: s.submitText })),
  };
}

export async function runPrivacyAction(client: GraphQLClient, code: PrivacyActionCode, password: string): Promise<PrivacyActionResult> {
  try {
    if (code === 'download') {
      const { amGetGdprCustomerPersonalData } = await client.request(AmGetGdprCustomerPersonalDataDocument, { password });
      return { message: null, data: amGetGdprCustomerPersonalData.map((g) => ({ name: g.name, parts: g.personalDataPart.map((p) => ({ label: p.label, value: p.value ?? null })) })) };
    }
    const output =
      code === 'anonymise'
        ? (await client.request(AnonymiseAmGdprCustomerDocument, { password })).anonymiseAmGdprCustomer
        : (await client.request(RequestAmGdprAccountDeletionDocument, { password })).requestAmGdprAccountDeletion;
    if (output.error) throw new Error(output.message ?? '');
    return { message: output.message ?? null };
  } catch (error) {
    throw new Error(errorMessage(error));
  }
}
