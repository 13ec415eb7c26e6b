// A stand-in for signature_pad (it needs a real 2D canvas): tests "draw" with `drawOn(pad)`.
export const pads: FakeSignaturePad[] = [];

export const DRAWN_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

export default class FakeSignaturePad extends EventTarget {
  empty = true;
  constructor(public canvas: HTMLCanvasElement) {
    super();
    pads.push(this);
  }
  isEmpty() {
    return this.empty;
  }
  clear() {
    this.empty = true;
  }
  toData() {
    return [];
  }
  fromData() {}
  toDataURL() {
    return DRAWN_PNG;
  }
  async fromDataURL() {
    this.empty = false;
  }
  on() {}
  off() {}
}

/** As if the user drew a stroke: the pad is no longer empty and says so. */
export function drawOn(pad: FakeSignaturePad | undefined = pads.at(-1)): void {
  if (!pad) throw new Error('No signature pad is mounted');
  pad.empty = false;
  pad.dispatchEvent(new Event('endStroke'));
}
