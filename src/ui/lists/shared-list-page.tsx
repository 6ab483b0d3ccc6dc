// /shoppinglist/shared/code/:code: a shared list, read-only, for whoever holds the link (signed in or not).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { fetchSharedList } from '../../api/lists/shopping-list-calls';
import { ResourceStates } from '../catalog/resource-states';
import { useResource } from '../common/use-resource';
import { useShellDeps } from '../providers/shell-deps';
import { ListItemTable } from './list-item-table';
import { listText } from './messages';
import './lists.css';

export function SharedListPage() {
  const intl = useIntl();
  const { code = '' } = useParams();
  const { client } = useShellDeps();
  const { status, data, retry } = useResource(() => fetchSharedList(client, code));
  const title = data?.name ?? intl.formatMessage(listText.sharedTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="list-shared">
      <h1>{title}</h1>
      {status === 'ready' && data ? (
        <>
          <p className="list-shared__note">{intl.formatMessage(listText.sharedReadOnly)}</p>
          {data.description ? <p>{data.description}</p> : null}
          {data.items.length === 0 ? <p>{intl.formatMessage(listText.noItems)}</p> : <ListItemTable items={data.items} caption={data.name} />}
        </>
      ) : status === 'missing' ? (
        <p>{intl.formatMessage(listText.sharedMissing)}</p>
      ) : (
        <ResourceStates status={status === 'ready' ? 'missing' : status} retry={retry} />
      )}
    </div>
  );
}
