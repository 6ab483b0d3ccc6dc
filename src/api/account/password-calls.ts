// Password reset and change (Magento: requestPasswordResetEmail, resetPassword, changeCustomerPassword).
import { ChangeCustomerPasswordDocument, RequestPasswordResetEmailDocument, ResetPasswordDocument } from '../../gql/generated/graphql';
import type { GraphQLClient } from '../graphql-client';

export async function requestPasswordReset(client: GraphQLClient, email: string): Promise<void> {
  await client.request(RequestPasswordResetEmailDocument, { email: email.trim() });
}

export async function resetPassword(client: GraphQLClient, email: string, token: string, newPassword: string): Promise<void> {
  const { resetPassword: ok } = await client.request(ResetPasswordDocument, { email: email.trim(), resetPasswordToken: token, newPassword });
  if (!ok) throw new Error('Your password reset link has expired.');
}

export async function changePassword(client: GraphQLClient, currentPassword: string, newPassword: string): Promise<void> {
  await client.request(ChangeCustomerPasswordDocument, { currentPassword, newPassword });
}
