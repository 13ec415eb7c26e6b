import { vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { drawOn } from '../order-signing/fake-signature-pad';

/** A camera photo of 4000 × 3000 px, and a canvas that can draw it and encode a JPEG. */
export function stubCamera() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 4000, height: 3000, close: () => {} })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    scale: () => {},
    drawImage: stubCamera.drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['jpeg bytes'], { type: 'image/jpeg' })));
}
stubCamera.drawImage = vi.fn();

/** Fills the delivery: one serial confirmed, the other typed as different, name, relation, signature and a photo. */
export async function fillDelivery() {
  const form = await screen.findByRole('form', { name: 'Delivery' });
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Serial matches: OC5-0001' }));
  const tank = within(form).getByRole('group', { name: 'Serial of Portable tank' });
  fireEvent.click(within(tank).getByRole('button', { name: 'Different serial on the unit' }));
  fireEvent.change(within(tank).getByRole('textbox', { name: 'Actual serial (expected PT-0042)' }), { target: { value: 'PT-0099' } });
  fireEvent.change(within(form).getByRole('textbox', { name: /Recipient's printed name/ }), { target: { value: 'Ann Ellison' } });
  fireEvent.change(within(form).getByRole('combobox', { name: /Relation to the patient/ }), { target: { value: 'spouse' } });
  drawOn();
  const photo = new File(['raw camera bytes'], 'IMG_0001.jpg', { type: 'image/jpeg' });
  fireEvent.change(within(form).getByLabelText('Photo file'), { target: { files: [photo] } });
  await within(form).findByRole('button', { name: 'Retake photo' });
  await within(form).findByText('Location recorded (±12 m)');
  return form;
}
