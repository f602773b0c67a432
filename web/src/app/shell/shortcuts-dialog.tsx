import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { SHORTCUTS } from './shortcuts';

export function ShortcutsDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal title="Keyboard shortcuts" isOpen={isOpen} onOpenChange={onOpenChange}>
      <table className="list">
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.description}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' + ' : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Button slot="close" onPress={() => onOpenChange(false)}>
          Close
        </Button>
      </p>
    </Modal>
  );
}
