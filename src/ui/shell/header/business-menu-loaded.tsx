// The "shop by business" popover (loaded when first wanted: business-menu.tsx): the trigger that replaced the
// plain one and the CMS block in a dialog.
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { PageBuilderContent } from '../../content';
import { useHandoverOpen, useTakeFocus, type MenuHandover } from '../../common/deferred-menu';

export interface BusinessMenuProps {
  title: string;
  /** The block's content (Page Builder HTML). */
  html: string;
}

export function LoadedBusinessMenu({ title, html, takeFocus, openAtOnce }: BusinessMenuProps & MenuHandover) {
  const triggerRef = useTakeFocus(takeFocus);
  const [open, setOpen] = useHandoverOpen(openAtOnce);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button ref={triggerRef} className="menu-trigger">{title} ▾</Button>
      <Popover className="menu-popover" placement="bottom start">
        <Dialog className="business-menu" aria-label={title}>
          <PageBuilderContent html={html} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
