import { sendDelivery } from '../api/send-delivery';
import { createOutbox } from './outbox';
import { defaultStore } from './store';

/** The one outbox of the app: every driver screen shows it and feeds it. */
export const driverOutbox = createOutbox({ store: defaultStore(), send: sendDelivery });

export { backoffMs, createOutbox, isRetryable, type Outbox, type OutboxSnapshot, type SendResult } from './outbox';
export { memoryStore, newIdempotencyKey, type OutboxEntry, type OutboxStore } from './store';
