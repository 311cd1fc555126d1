import { fillWebhooks } from '../../../../engine/messages/webhooks';
import type { WebhookTestResult } from './use-webhook-endpoints';

/** What the receiver said to a test event, in one sentence: its HTTP answer, or why there was none. */
export function testOutcome(result: WebhookTestResult): string {
  const answer = result.status_code === null ? fillWebhooks('noAnswer', { response: result.response }) : fillWebhooks('httpAnswer', { status: result.status_code, response: result.response });
  return result.delivered
    ? fillWebhooks('testDelivered', { event: result.event_id, status: result.status_code ?? '', response: result.response })
    : fillWebhooks('testFailed', { event: result.event_id, answer });
}
