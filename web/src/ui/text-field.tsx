import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  /** The server's message for this field (422), shown under it and announced. */
  errorMessage?: string;
}

/** A labelled text input with its description and error, as react-aria wires them (aria-describedby). */
export function TextField({ label, description, errorMessage, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className="field" isInvalid={!!errorMessage || props.isInvalid}>
      <Label>{label}</Label>
      <Input />
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
