// Privacy policy and consents (Amasty GDPR): raw answers reshaped for the policy and consent machines.
import type { GraphQLClient } from '../graphql-client';
import { AcceptAmGdprPolicyDocument, AmGetGdprConsentsDocument, AmGetGdprPolicyTextDocument, GiveAmGdprConsentDocument } from '../../gql/generated/graphql';
import type { ConsentChoice, PolicyText } from '../../domain/privacy-types';

/** id 0: the general policy. */
export async function loadPolicy(client: GraphQLClient, id = 0): Promise<PolicyText | null> {
  const { amGetGdprPolicyText: raw } = await client.request(AmGetGdprPolicyTextDocument, { id });
  if (!raw) return null;
  return {
    title: raw.title ?? null,
    content: raw.content ?? null,
    headerTitle: raw.header_title ?? null,
    headerDescription: raw.header_description ?? null,
    needShow: raw.need_show,
    version: raw.version ?? null,
    versionChanged: raw.version_changed,
    date: raw.updated_at ?? raw.created_at ?? null,
  };
}

export async function acceptPolicy(client: GraphQLClient, version: string): Promise<void> {
  await client.request(AcceptAmGdprPolicyDocument, { policyVersion: version });
}

export interface Consent {
  code: string;
  name: string;
  text: string;
  required: boolean;
  /** 0: the link opens the privacy policy; 1: a CMS page. */
  linkType: number;
  agreed: boolean;
}

export async function loadConsents(client: GraphQLClient, location: string): Promise<Consent[]> {
  const { amGetGdprConsents } = await client.request(AmGetGdprConsentsDocument, { location });
  return amGetGdprConsents.map((c) => ({ code: c.consent_code, name: c.name, text: c.consent_text, required: c.is_required, linkType: c.link_type, agreed: c.has_agreement }));
}

/** One call per location, as Amasty records the location with the consents. */
export async function submitConsents(client: GraphQLClient, choices: ConsentChoice[]): Promise<void> {
  const locations = [...new Set(choices.map((c) => c.location))];
  for (const location of locations) {
    const consents = choices.filter((c) => c.location === location).map((c) => ({ consent_code: c.code, is_agreed: c.agreed }));
    await client.request(GiveAmGdprConsentDocument, { consents, location });
  }
}
