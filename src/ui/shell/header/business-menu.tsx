// "Shop by business": a popover with the shop-by-business CMS block, whose links carry data-id-redirect so a
// chosen business type is remembered (the content renderer stores it). Hidden when the block does not exist.
import { use } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { SHOP_BY_BUSINESS_BLOCK_ID } from '../../../api/services/shell-content';
import { PageBuilderContent } from '../../content';
import { useShellData } from '../../providers/shell-data';
import { shellText } from '../messages';

export function BusinessMenu() {
  const intl = useIntl();
  const block = use(useShellData().cmsBlock(SHOP_BY_BUSINESS_BLOCK_ID));
  if (!block?.content) return null;
  const title = intl.formatMessage(shellText.shopByBusiness);
  return (
    <DialogTrigger>
      <Button className="menu-trigger">{title} ▾</Button>
      <Popover className="menu-popover" placement="bottom start">
        <Dialog className="business-menu" aria-label={title}>
          <PageBuilderContent html={block.content} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
