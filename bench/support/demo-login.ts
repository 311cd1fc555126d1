/** The demo tenant's customer, signed in through the API: the user info the portal keeps in the tab's sessionStorage. */
export const DEMO_CUSTOMER = { user_id: 'customer@demo.test', password: 'Portal-demo-2026' } as const;

export async function logInThroughApi(port: number): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/api/demo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_CUSTOMER, app_id: '', app_url: '' }),
  });
  if (!response.ok) throw new Error(`login of ${DEMO_CUSTOMER.user_id} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
