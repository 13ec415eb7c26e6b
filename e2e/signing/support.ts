import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Calls the API with a bearer and answers the parsed JSON (fails the test on an error status). */
export async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Listed {
  id: number;
}

/** An order of the doctor in this status whose signing preview says the doctor may sign now. */
export async function orderToSign(request: APIRequestContext, token: string, status: 20 | 22): Promise<number> {
  const { data } = await api<{ data: Listed[] }>(request, token, 'GET', `/api/doctor/orders?status=${status}&rowsPerPage=100`);
  for (const order of data) {
    const preview = await api<{ data: { can_sign: boolean } }>(request, token, 'GET', `/api/doctor/orders/${order.id}/sign/preview`);
    if (preview.data.can_sign) return order.id;
  }
  throw new Error(`No order in status ${status} waits for the doctor's signature`);
}

/** A signing link for the order; answers the in-app path of its short link (`/s/{hash}`). */
export async function signingLinkPath(request: APIRequestContext, token: string, orderId: number): Promise<string> {
  const { data } = await api<{ data: { url: string } }>(request, token, 'POST', `/api/doctor/orders/${orderId}/sign/by/link`);
  // The server's public URL is configured for production; the test server runs on another port.
  return new URL(data.url).pathname;
}

/** Draws a signature on the pad with the mouse, as a person would. */
export async function drawSignature(page: Page, name = 'Your signature'): Promise<void> {
  const pad = page.getByRole('img', { name });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 30;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) await page.mouse.move(x + i * 10, y + Math.sin(i / 2) * 30, { steps: 3 });
  await page.mouse.up();
}
