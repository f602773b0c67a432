import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'quiet';
}

/** react-aria's Button (press, keyboard and focus handled) in the tokens' looks. */
export function Button({ variant = 'secondary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} data-variant={variant} className={`button ${typeof className === 'string' ? className : ''}`} />;
}
