// React Aria's Select for a deferred select (loaded when first wanted: deferred-select.tsx), taking over the
// focus and the open state from the plain button it replaced.
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useHandoverOpen, useTakeFocus, type MenuHandover } from './deferred-menu';

export interface SelectChoice {
  id: string;
  label: string;
}

export interface DeferredSelectProps {
  /** The select's class (its label and button are laid out by it). */
  className: string;
  label: string;
  /** The label's class, when it is styled apart from the select's. */
  labelClassName?: string;
  items: readonly SelectChoice[];
  /** null: nothing chosen yet, the placeholder shows. */
  selectedKey: string | null;
  placeholder?: string;
  onSelectionChange: (key: string) => void;
}

export function LoadedSelect({ className, label, labelClassName, items, selectedKey, placeholder, onSelectionChange, takeFocus, openAtOnce }: DeferredSelectProps & MenuHandover) {
  const triggerRef = useTakeFocus(takeFocus);
  const [open, setOpen] = useHandoverOpen(openAtOnce);
  return (
    <Select className={className} selectedKey={selectedKey} placeholder={placeholder} onSelectionChange={(key) => key !== null && onSelectionChange(String(key))} isOpen={open} onOpenChange={setOpen}>
      <Label className={labelClassName}>{label}</Label>
      <Button ref={triggerRef} className="select__button">
        <SelectValue />
      </Button>
      <Popover className="select__popover">
        <ListBox items={items}>{(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}</ListBox>
      </Popover>
    </Select>
  );
}
