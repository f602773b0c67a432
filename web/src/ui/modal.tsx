import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** A labelled modal dialog: focus moves in and back, Escape and a click outside close it. */
export function Modal({ title, isOpen, onOpenChange, children }: ModalProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <AriaModal className="modal">
        <Dialog aria-label={title}>
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
