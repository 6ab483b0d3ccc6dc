// The page loading bar: off, loading, done (held 750 ms by the machine, then off).
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useShellActors } from '../../providers/shell-actors';
import { shellText } from '../messages';

export function PageLoadingIndicator() {
  const { pageLoading } = useShellActors();
  const phase = useSelector(pageLoading, (snapshot) =>
    snapshot.matches('loading') ? 'loading' : snapshot.matches('done') ? 'done' : 'off',
  );
  const intl = useIntl();
  if (phase === 'off') return null;
  return (
    <div
      className={`page-loading page-loading--${phase}`}
      role="progressbar"
      aria-label={intl.formatMessage(shellText.pageLoading)}
      aria-busy={phase === 'loading'}
      data-phase={phase}
    />
  );
}
