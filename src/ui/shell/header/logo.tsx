// The shop logo from store config, served from /media/logo/{header_logo_src}; links home. Its size defaults to 267 by
// 52 (account spec section 9) when store config leaves it unset, so the box is known before the image loads; a shop
// with no logo image shows its name in a 150 by 40 placeholder box (header.css), the same place either way.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStoreConfig } from '../../providers/shell-data';
import { shellText } from '../messages';

export const LOGO_DEFAULT_SIZE = { width: 267, height: 52 } as const;

export function Logo() {
  const intl = useIntl();
  const { logo, storeName } = useStoreConfig();
  const alt = logo.alt || storeName || '';
  return (
    <Link to="/" className="logo" aria-label={intl.formatMessage(shellText.homeLink)}>
      {logo.src ? (
        <img src={`/media/logo/${logo.src}`} alt={alt} width={logo.width ?? LOGO_DEFAULT_SIZE.width} height={logo.height ?? LOGO_DEFAULT_SIZE.height} />
      ) : (
        <span className="logo__text">{alt}</span>
      )}
    </Link>
  );
}
