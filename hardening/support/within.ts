/**
 * Polls check() until it holds; answers when the check that held began (ms after the call), or
 * fails. The bound is on when a request reaches the shop, not on how long the shop takes to
 * answer it: a request sent once `ms` have passed must see the change. So a check is also begun at
 * the deadline itself, even while an earlier one is still being answered — a page rendered afresh
 * on a busy two-core machine can take longer than the change took to arrive (CI measured a price
 * on B after 1,157 ms, of which three page renders were most).
 */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  const since = () => Date.now() - start;
  let heldFrom = Infinity;
  const attempt = async () => {
    const began = since();
    if (await check()) heldFrom = Math.min(heldFrom, began);
  };
  let deadline: NodeJS.Timeout | undefined;
  const atDeadline = new Promise<void>((resolve, reject) => {
    deadline = setTimeout(() => {
      if (heldFrom < Infinity) resolve();
      else attempt().then(resolve, reject);
    }, ms);
  });
  while (heldFrom === Infinity && since() < ms) {
    await attempt();
    if (heldFrom === Infinity) await new Promise((r) => setTimeout(r, 25));
  }
  if (heldFrom === Infinity) await atDeadline;
  clearTimeout(deadline);
  if (heldFrom === Infinity) throw new Error(`not within ${ms} ms: a check begun at the deadline still failed`);
  return heldFrom;
}
