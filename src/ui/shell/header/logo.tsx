// The shop logo from store config, served from /media/logo/{header_logo_src}; links home.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStoreConfig } from '../../providers/shell-data';
import { shellText } from '../messages';

export function Logo() {
  const intl = useIntl();
  const { logo, storeName } = useStoreConfig();
  const alt = logo.alt || storeName || '';
  return (
    <Link to="/" className="logo" aria-label={intl.formatMessage(shellText.homeLink)}>
      {logo.src ? (
        <img src={`/media/logo/${logo.src}`} alt={alt} width={logo.width ?? undefined} height={logo.height ?? undefined} />
      ) : (
        <span className="logo__text">{alt}</span>
      )}
    </Link>
  );
}
