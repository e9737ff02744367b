import { isPincode } from '@dhatu/domain';

/** The pincode the shopper last checked, kept on the device (issue 22: "remembered on the device"). */
const KEY = 'deliveryPincode';

export function rememberedPincode(): string | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value && isPincode(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPincode(pincode: string): void {
  try {
    if (isPincode(pincode)) window.localStorage.setItem(KEY, pincode);
  } catch {
    // Storage full or blocked: the box simply starts empty next time.
  }
}
