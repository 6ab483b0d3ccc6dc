// Cookie groups and choices (Amasty GDPR Cookie): the raw cookieData answer reshaped for the consent machine.
import type { GraphQLClient } from '../graphql-client';
import { CookieDataDocument, SaveAllCookieDocument, SaveCustomCookieDocument } from '../../gql/generated/graphql';
import type { CookieGroupsData, CookieSave } from '../../domain/privacy-types';

export async function loadCookieGroups(client: GraphQLClient): Promise<CookieGroupsData> {
  const { cookieData } = await client.request(CookieDataDocument, {});
  return {
    lastUpdate: cookieData?.lastUpdate ?? null,
    groups: (cookieData?.groupData ?? []).map((g) => ({
      groupId: g.groupId,
      code: g.code ?? String(g.groupId),
      name: g.name,
      description: g.description ?? null,
      isEssential: g.isEssential,
      checked: g.checked,
    })),
  };
}

export async function saveCookieChoice(client: GraphQLClient, save: CookieSave): Promise<void> {
  if (save.kind === 'all') await client.request(SaveAllCookieDocument, {});
  else await client.request(SaveCustomCookieDocument, { groupData: JSON.stringify(save.groupIds) });
}
