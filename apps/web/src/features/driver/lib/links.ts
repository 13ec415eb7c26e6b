import type { DeliveryAddress } from '@dme/contract';

/**
 * Directions to the stop in the phone's maps app. The Google Maps URL is the one link both Android and iOS open in
 * an installed maps app (or the browser otherwise); a `geo:` URI does nothing on iOS.
 */
export function navigateUrl(address: DeliveryAddress): string {
  // The street address first: the stored position may be only the ZIP's centre, kilometres from the door.
  const destination = address.full_address.trim() || (address.lat !== null && address.lng !== null ? `${address.lat},${address.lng}` : '');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A `tel:` link keeps only what a dialler reads (digits and a leading plus). */
export function telUrl(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
