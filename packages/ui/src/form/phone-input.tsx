import { Input, type InputProps } from 'antd';

/** A phone number field: the phone keypad on mobiles, the browser's saved number on offer. */
export function PhoneInput(props: InputProps) {
  return <Input autoComplete="tel" inputMode="tel" {...props} />;
}
