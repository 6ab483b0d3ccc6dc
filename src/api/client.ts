// App-wide clients on the browser environment. Machines receive these through their actors' implementations,
// tests build their own with createGraphQLClient/createJsonClient and fakes.
import { browserEnvironment } from './browser-session';
import { createGraphQLClient, type GraphQLClient } from './graphql-client';
import { createJsonClient, type JsonClient } from './json-client';

export const graphqlClient: GraphQLClient = createGraphQLClient(browserEnvironment);
export const jsonClient: JsonClient = createJsonClient(browserEnvironment);
