// What a catalogue page shows before it has its data: the shimmer, the 404 view, or the error with a retry.
import { useIntl } from 'react-intl';
import { NativeButton } from '../common/native-button';
import { Shimmer } from '../common/shimmer';
import { NotFoundView } from '../shell/routing/not-found-view';
import { catalogText } from './messages';
import type { ResourceStatus } from '../common/use-resource';
import { commonText } from '../common/messages';

export function ResourceStates({ status, retry }: { status: Exclude<ResourceStatus, 'ready'>; retry: () => void }) {
  const intl = useIntl();
  if (status === 'loading') return <Shimmer lines={6} label={intl.formatMessage(commonText.fetchingData)} />;
  if (status === 'missing') return <NotFoundView />;
  return (
    <div className="listing-error" role="alert">
      <p>{intl.formatMessage(catalogText.failed)}</p>
      <NativeButton onPress={retry}>{intl.formatMessage(catalogText.retry)}</NativeButton>
    </div>
  );
}
