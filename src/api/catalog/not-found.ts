// Magento answers a missing CMS page or brand with a no-such-entity error rather than null; catalogue loaders
// turn that into "not found" and let every other failure through.
import { errorKind } from '../../domain/errors';

export function isNoSuchEntity(error: unknown): boolean {
  return errorKind(error) === 'no-such-entity';
}
