import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import './combo-box.css';

export interface ComboBoxItem {
  id: string;
  name: string;
  /** A second, muted line of the option (a connector's type, say). */
  detail?: string;
}

export interface ComboBoxProps extends Omit<AriaComboBoxProps<ComboBoxItem>, 'children' | 'onSelectionChange' | 'selectedKey' | 'items'> {
  label: string;
  items: ComboBoxItem[];
  selectedKey: string | null;
  onSelectionChange: (id: string) => void;
  placeholder?: string;
}

/**
 * react-aria's ComboBox (role combobox, named by its label): type to filter, arrows and Enter to
 * choose, Escape to go back to the chosen item. Only listed items can be chosen.
 */
export function ComboBox({ label, items, selectedKey, onSelectionChange, placeholder, className, ...props }: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      className={`field combo-box ${typeof className === 'string' ? className : ''}`}
      defaultItems={items}
      selectedKey={selectedKey}
      onSelectionChange={(key) => key !== null && onSelectionChange(String(key))}
      menuTrigger="focus"
    >
      <Label>{label}</Label>
      <div className="combo-box-control">
        <Input placeholder={placeholder} />
        <Button className="combo-box-toggle">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover className="popover combo-box-popover" placement="bottom start">
        <ListBox<ComboBoxItem> className="combo-box-list" renderEmptyState={() => <p className="combo-box-empty">No match</p>}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="list-option combo-box-option">
              <Text slot="label">{item.name}</Text>
              {item.detail ? (
                <Text slot="description" className="combo-box-detail">
                  {item.detail}
                </Text>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
